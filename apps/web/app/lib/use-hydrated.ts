// Whether a part drawn only in the browser may be drawn: false on the server and in the browser's
// hydrating render (so both draw the same markup), true from a transition started once the page
// has hydrated (and on the first effect of a client-side navigation). In a transition React
// renders in slices between which the browser handles input and paints, so a big part drawn then
// (the size-run grid, decision 159) is no long task on a slow phone (decision 212). A part that
// must follow at once should not use this.
import { startTransition, useEffect, useState } from 'react';

export function useAfterHydration(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}
