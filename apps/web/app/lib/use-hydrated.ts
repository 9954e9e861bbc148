// Whether the page has hydrated: false on the server and in the browser's hydrating render (so
// both draw the same markup), true from the render after it and on client-side navigations.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
