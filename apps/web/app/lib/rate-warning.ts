// The log line of a price shown without conversion (issue 41.15): a page prices every card and
// slab through the same missing rate, so a plain console.warn per price wrote the same sentence
// dozens of times a page, as text among the server's JSON lines. Said once per missing currency
// a minute, as one JSON line in the server log's shape (pino's: level 40 is `warn`).
import type { RateWarning } from '@solestock/domain';

/** How often one missing currency is said again. */
export const RATE_WARNING_EVERY_MS = 60_000;
const PINO_WARN = 40;

/** A warner with its own memory of what it said when; `log` and `now` are for tests. */
export function rateWarner(
  log: (line: string) => void = (line) => console.warn(line),
  now: () => number = Date.now,
): RateWarning {
  const said = new Map<string, number>();
  return (message, currency) => {
    const at = now();
    const last = said.get(currency);
    if (last !== undefined && at - last < RATE_WARNING_EVERY_MS) return;
    said.set(currency, at);
    log(JSON.stringify({ level: PINO_WARN, time: at, msg: message, currency }));
  };
}

/** The process's (or the tab's) one warner: every page and price shares its memory. */
export const warnNoRate = rateWarner();
