// A banner carousel (000 §2, §4): auto-advances every 3000 ms, slides for 1400 ms, loops without
// end through clones at both ends, with arrows and dots; input during a slide is ignored.
import { useEffect, useReducer, type ReactNode } from 'react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS } from '@solestock/domain';
import { carouselReducer, initialCarousel, slideAt } from './carousel-state';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

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
  const count = slides.length;
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarousel);
  const current = slideAt(state);

  // A new interval after each move, so a click restarts the 3000 ms wait.
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => dispatch({ type: 'next' }), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, state.position]);

  useEffect(() => {
    if (!state.moving) return;
    const timer = setTimeout(() => dispatch({ type: 'settled' }), CAROUSEL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [state.moving, state.position]);

  if (count === 0) return null;
  const track = count > 1 ? [slides[count - 1], ...slides, slides[0]] : slides;
  const arrow =
    'absolute top-1/2 z-10 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-slate-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden"
    >
      <div
        data-testid="carousel-track"
        data-position={state.position}
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
              aria-roledescription={isClone ? undefined : 'slide'}
              aria-label={isClone ? undefined : `${real + 1} of ${count}`}
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
            aria-label="Previous slide"
            onClick={() => dispatch({ type: 'previous' })}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${arrow} right-3`}
            aria-label="Next slide"
            onClick={() => dispatch({ type: 'next' })}
          >
            <ChevronRightIcon />
          </button>
          <div className="absolute bottom-3 left-1/2 z-10 flex -translate-x-1/2 gap-2 rounded-full bg-black/25 px-3 py-1.5">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Go to slide ${i + 1}: ${slideLabel(i)}`}
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
