// A banner carousel (000 §2, §4): auto-advances every 3000 ms, slides for 1400 ms, loops without
// end through clones at both ends, with arrows and dots; input during a slide is ignored.
// WCAG 2.2.2 (decision 087): a pause/play button first in the tab order; rotation also stops
// while the pointer is over it or focus is inside, never starts under prefers-reduced-motion
// (play still starts it), and a horizontal swipe moves it on touch screens.
import {
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS } from '@solestock/domain';
import { carouselReducer, initialCarousel, slideAt } from './carousel-state';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useT } from '../../i18n/i18n';

export function Carousel({
  label,
  slides,
  slideLabel,
}: {
  label: string;
  slides: ReactNode[];
  /** Names slide i for its dot, e.g. its headline. */
  slideLabel: (index: number) => string;
}) {
  const t = useT();
  const count = slides.length;
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarousel);
  const current = slideAt(state);
  // The shopper's choice (pause/play); null until they make one, then it wins over the default.
  const [chosen, setChosen] = useState<'paused' | 'playing' | null>(null);
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = chosen ? chosen === 'playing' : !reducedMotion;
  const rotating = count > 1 && playing && !hovered && !focused;
  const touchX = useRef<number | null>(null);

  // A new interval after each move, so a click restarts the 3000 ms wait.
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => dispatch({ type: 'next' }), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, state.position]);

  useEffect(() => {
    if (!state.moving) return;
    const timer = setTimeout(() => dispatch({ type: 'settled' }), CAROUSEL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [state.moving, state.position]);

  if (count === 0) return null;
  const track = count > 1 ? [slides[count - 1], ...slides, slides[0]] : slides;
  const round =
    'absolute z-10 grid place-items-center rounded-full bg-white/85 text-slate-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  const arrow = `${round} top-1/2 h-10 w-10 -translate-y-1/2`;

  return (
    <section
      aria-roledescription={t('ui.carousel')}
      aria-label={label}
      className="relative touch-pan-y overflow-hidden"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        dispatch({ type: end < start ? 'next' : 'previous' });
      }}
    >
      {count > 1 ? (
        <button
          type="button"
          className={`${round} top-3 right-3 h-9 w-9`}
          aria-label={playing ? t('browse.carousel.pause') : t('browse.carousel.start')}
          onClick={() => setChosen(playing ? 'paused' : 'playing')}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      ) : null}
      <div
        data-testid="carousel-track"
        data-position={state.position}
        // Announce the new slide only when it moved because the shopper asked (APG carousel).
        aria-live={rotating ? 'off' : 'polite'}
        className="flex"
        style={{
          transform: `translateX(-${(count > 1 ? state.position : 0) * 100}%)`,
          transition: state.animate ? `transform ${CAROUSEL_TRANSITION_MS}ms ease-in-out` : 'none',
        }}
      >
        {track.map((slide, i) => {
          const isClone = count > 1 && (i === 0 || i === count + 1);
          const real = count > 1 ? i - 1 : i;
          return (
            <div
              key={isClone ? `clone-${i}` : `slide-${real}`}
              className="w-full shrink-0"
              role={isClone ? undefined : 'group'}
              aria-roledescription={isClone ? undefined : t('browse.carousel.slide')}
              aria-label={
                isClone ? undefined : t('browse.carousel.slideOf', { number: real + 1, count })
              }
              aria-hidden={isClone || real !== current ? true : undefined}
              inert={isClone || real !== current ? true : undefined}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${arrow} left-3`}
            aria-label={t('browse.carousel.previous')}
            onClick={() => dispatch({ type: 'previous' })}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${arrow} right-3`}
            aria-label={t('browse.carousel.next')}
            onClick={() => dispatch({ type: 'next' })}
          >
            <ChevronRightIcon />
          </button>
          <div className="absolute bottom-3 left-1/2 z-10 flex -translate-x-1/2 gap-2 rounded-full bg-black/25 px-3 py-1.5">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={t('browse.carousel.goTo', { number: i + 1, label: slideLabel(i) })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => dispatch({ type: 'go', slide: i })}
                className={`h-2.5 rounded-full transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
                  i === current ? 'w-6 bg-white' : 'w-2.5 bg-white/60 hover:bg-white'
                }`}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** A horizontal finger movement this long (px) is a swipe, shorter is a tap. */
const SWIPE_PX = 40;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The shopper's motion preference; false on the server, where nothing moves anyway. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
      <path fill="currentColor" d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
      <path fill="currentColor" d="M6 4v12l10-6z" />
    </svg>
  );
}
