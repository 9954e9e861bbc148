// The retry schedule: 5 s doubling to an hour, and how long a job keeps trying in all.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_ATTEMPTS, givesUpAfterMs, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('waits 5 s after the first failure and doubles after each one', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000,
    ]);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(retryDelayMs(10)).toBe(2_560_000);
    expect(retryDelayMs(11)).toBe(3_600_000);
    expect(retryDelayMs(19)).toBe(3_600_000);
    expect(retryDelayMs(1_000)).toBe(3_600_000);
  });

  it('never grows backwards and treats a nonsense attempt as the first', () => {
    for (let a = 1; a < 40; a++)
      expect(retryDelayMs(a + 1)).toBeGreaterThanOrEqual(retryDelayMs(a));
    expect(retryDelayMs(0)).toBe(5_000);
  });

  it('gives up after 20 attempts, some ten and a half hours after the first', () => {
    expect(DEFAULT_MAX_ATTEMPTS).toBe(20);
    const hours = givesUpAfterMs() / 3_600_000;
    expect(hours).toBeGreaterThan(10);
    expect(hours).toBeLessThan(11);
  });
});
