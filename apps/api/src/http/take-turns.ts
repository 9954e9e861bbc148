// Long loops on the HTTP thread take turns with the requests waiting behind them (issue 41 item
// 4, docs/decisions/173): the thread serves every user, so a loop over thousands of rows (the
// catalogue export, an import's row checks) gives it back every few milliseconds instead of
// holding it until it ends.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The longest a loop keeps the thread before letting waiting requests in, in ms. */
export const TURN_MS = 10;

/**
 * A function to await once per step of a long loop: it resolves at once while the loop's turn
 * lasts, and after the events waiting (requests, timers) have run once it is over.
 */
export function takeTurns(turnMs = TURN_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < turnMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
