// @vitest-environment jsdom
// The carousel's timing and wrap-around, with fake timers: 3000 ms auto-advance, 1400 ms slide,
// clones at both ends, and input ignored while a slide runs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './carousel';
import { carouselReducer, initialCarousel, slideAt } from './carousel-state';

const slides = ['One', 'Two', 'Three'].map((t) => <p key={t}>{t}</p>);
const position = () => Number(screen.getByTestId('carousel-track').dataset.position);
const transition = () => screen.getByTestId('carousel-track').style.transition;
const currentDot = () =>
  screen
    .getAllByRole('button', { name: /Go to slide/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Carousel', () => {
  it('renders clones at both ends and starts on the first real slide', () => {
    render(<Carousel label="Offers" slides={slides} slideLabel={(i) => `offer ${i}`} />);
    expect(screen.getAllByText('One')).toHaveLength(2);
    expect(screen.getAllByText('Three')).toHaveLength(2);
    expect(position()).toBe(1);
    expect(currentDot()).toBe(0);
  });

  it('advances every 3000 ms with a 1400 ms transition', () => {
    render(<Carousel label="Offers" slides={slides} slideLabel={String} />);
    advance(2999);
    expect(position()).toBe(1);
    advance(1);
    expect(position()).toBe(2);
    expect(transition()).toContain('1400ms');
    advance(1400);
    advance(1600);
    expect(position()).toBe(3);
    expect(currentDot()).toBe(2);
  });

  it('wraps from the last slide through the clone back to the first without a visible jump', () => {
    render(<Carousel label="Offers" slides={slides} slideLabel={String} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3: 2' }));
    advance(1400);
    expect(position()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(position()).toBe(4); // the clone of the first slide
    expect(currentDot()).toBe(0);
    advance(1400);
    expect(position()).toBe(1);
    expect(transition()).toBe('none');
  });

  it('wraps backwards from the first slide to the last', () => {
    render(<Carousel label="Offers" slides={slides} slideLabel={String} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(position()).toBe(0);
    advance(1400);
    expect(position()).toBe(3);
    expect(currentDot()).toBe(2);
  });

  it('ignores arrows and dots while a transition runs', () => {
    render(<Carousel label="Offers" slides={slides} slideLabel={String} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1: 0' }));
    expect(position()).toBe(2);
    advance(1400);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(position()).toBe(3);
  });

  it('shows a single slide without controls or clones', () => {
    render(<Carousel label="Offers" slides={[<p key="a">Only</p>]} slideLabel={String} />);
    expect(screen.getAllByText('Only')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    advance(10_000);
  });
});

describe('Carousel pause, hover, focus, swipe and reduced motion (WCAG 2.2.2)', () => {
  const matchMedia = (reduce: boolean) =>
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
  afterEach(() => vi.unstubAllGlobals());

  it('has a pause button first in the tab order that stops and restarts rotation', () => {
    render(<Carousel label="Offers" slides={slides} slideLabel={String} />);
    const buttons = screen.getAllByRole('button');
    const pause = screen.getByRole('button', { name: 'Pause slide rotation' });
    expect(buttons[0]).toBe(pause);
    fireEvent.click(pause);
    const play = screen.getByRole('button', { name: 'Start slide rotation' });
    expect(play).toBe(pause); // the same button: its name says the state
    expect(screen.getByTestId('carousel-track').getAttribute('aria-live')).toBe('polite');
    advance(10_000);
    expect(position()).toBe(1);
    fireEvent.click(play);
    expect(screen.getByTestId('carousel-track').getAttribute('aria-live')).toBe('off');
    advance(3000);
    expect(position()).toBe(2);
  });

  it('keeps the arrows and dots working while paused', () => {
    render(<Carousel label="Offers" slides={slides} slideLabel={String} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide rotation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(position()).toBe(2);
    advance(1400);
    advance(6000);
    expect(position()).toBe(2);
  });

  it('pauses while hovered and while focus is inside, then resumes', () => {
    render(
      <>
        <Carousel label="Offers" slides={slides} slideLabel={String} />
        <button type="button">outside</button>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Offers' });
    fireEvent.mouseEnter(region);
    advance(6000);
    expect(position()).toBe(1);
    fireEvent.mouseLeave(region);
    advance(3000);
    expect(position()).toBe(2);
    advance(1400);
    act(() => screen.getByRole('button', { name: 'Go to slide 1: 0' }).focus());
    advance(6000);
    expect(position()).toBe(2);
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    advance(3000);
    expect(position()).toBe(3);
  });

  it('moves on a swipe, not on a tap', () => {
    render(<Carousel label="Offers" slides={slides} slideLabel={String} />);
    const region = screen.getByRole('region', { name: 'Offers' });
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(region, { touches: [{ clientX: from, clientY: 10 }] });
      fireEvent.touchEnd(region, { changedTouches: [{ clientX: to, clientY: 10 }] });
    };
    swipe(300, 290);
    expect(position()).toBe(1);
    swipe(300, 100);
    expect(position()).toBe(2);
    advance(1400);
    swipe(100, 300);
    expect(position()).toBe(1);
  });

  it('does not rotate under prefers-reduced-motion until the shopper presses play', () => {
    vi.stubGlobal('matchMedia', matchMedia(true));
    render(<Carousel label="Offers" slides={slides} slideLabel={String} />);
    advance(10_000);
    expect(position()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    advance(3000);
    expect(position()).toBe(2);
  });
});

describe('carouselReducer', () => {
  it('maps clone positions to the slides they copy', () => {
    const s = initialCarousel(4);
    expect(slideAt({ ...s, position: 0 })).toBe(3);
    expect(slideAt({ ...s, position: 5 })).toBe(0);
    expect(carouselReducer({ ...s, moving: true }, { type: 'next' }).position).toBe(1);
  });
});
