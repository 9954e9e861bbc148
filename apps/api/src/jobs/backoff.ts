// How long a failed job waits before its next attempt: 5 s, doubling, at most an hour. With the
// default 20 attempts a job keeps trying for about ten and a half hours (an SMTP provider's
// outage, a night's maintenance) before it is marked failed for someone to look at.

export const FIRST_RETRY_MS = 5_000;
export const LONGEST_RETRY_MS = 60 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 20;

/** The wait after the `attempt`-th attempt (1-based) failed. */
export function retryDelayMs(attempt: number): number {
  // 2^k overflows nothing here: the exponent is capped well before the cap is reached.
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, LONGEST_RETRY_MS);
}

/** How long after its first attempt a job that always fails is marked failed. */
export function givesUpAfterMs(maxAttempts = DEFAULT_MAX_ATTEMPTS): number {
  let total = 0;
  for (let attempt = 1; attempt < maxAttempts; attempt++) total += retryDelayMs(attempt);
  return total;
}
