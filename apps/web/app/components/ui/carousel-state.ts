// The carousel's position as a pure reducer (000 §4: infinite loop with clones at both ends;
// navigation input is ignored while a transition runs). Positions: 0 is a clone of the last
// slide, 1..n the slides, n+1 a clone of the first. A move animates; 'settled' ends it, and a
// move onto a clone then jumps, without animation, to the real slide it copies.

export interface CarouselState {
  count: number;
  position: number;
  /** A slide transition is running: input is ignored until it settles. */
  moving: boolean;
  /** Whether the track animates to `position` (false for the silent jump off a clone). */
  animate: boolean;
}

export type CarouselAction =
  { type: 'next' } | { type: 'previous' } | { type: 'go'; slide: number } | { type: 'settled' };

export function initialCarousel(count: number): CarouselState {
  return { count, position: count > 0 ? 1 : 0, moving: false, animate: false };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const { count, position } = state;
  if (action.type === 'settled') {
    if (!state.moving) return state;
    if (position === count + 1) return { ...state, position: 1, moving: false, animate: false };
    if (position === 0) return { ...state, position: count, moving: false, animate: false };
    return { ...state, moving: false };
  }
  if (state.moving || count < 2) return state;
  const target =
    action.type === 'next'
      ? position + 1
      : action.type === 'previous'
        ? position - 1
        : action.slide + 1;
  if (target === position || target < 0 || target > count + 1) return state;
  return { ...state, position: target, moving: true, animate: true };
}

/** The real slide (0-based) a position shows: clones count as the slide they copy. */
export function slideAt(state: CarouselState): number {
  if (state.count === 0) return 0;
  return (((state.position - 1) % state.count) + state.count) % state.count;
}
