// Throttling counters, in process and in Redis (127.0.0.1:6379), and shared by two API processes.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const key = () => `test:${randomBytes(6).toString('hex')}`;

const limiters: [string, () => RateLimiter][] = [
  ['in process', memoryRateLimiter],
  ['in Redis', () => redisRateLimiter(REDIS_URL)],
];

describe.each(limiters)('a rate limiter %s', (_name, make) => {
  const limiter = make();
  afterAll(() => limiter.close());

  it('allows `limit` events in a window, then refuses with the seconds left', async () => {
    const k = key();
    const states = [];
    for (let i = 0; i < 4; i++) states.push(await limiter.consume(k, 3, 60_000));
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, false]);
    expect(states[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(states[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('peeks without counting', async () => {
    const k = key();
    expect((await limiter.peek(k, 2)).allowed).toBe(true);
    await limiter.consume(k, 2, 60_000);
    expect((await limiter.peek(k, 2)).allowed).toBe(true);
    await limiter.consume(k, 2, 60_000);
    expect((await limiter.peek(k, 2)).allowed).toBe(false);
  });

  it('takes back a count within a live window, and never below zero or into a new one', async () => {
    const k = key();
    await limiter.consume(k, 2, 60_000);
    await limiter.consume(k, 2, 60_000);
    expect((await limiter.peek(k, 2)).allowed).toBe(false);
    await limiter.release(k);
    expect((await limiter.peek(k, 2)).allowed).toBe(true);
    await limiter.release(k);
    await limiter.release(k);
    await limiter.release(k);
    // Released below nothing, the window still counts from zero: two more fit, not five.
    await limiter.consume(k, 2, 60_000);
    await limiter.consume(k, 2, 60_000);
    expect((await limiter.consume(k, 2, 60_000)).allowed).toBe(false);
    const fresh = key();
    await limiter.release(fresh);
    expect((await limiter.peek(fresh, 1)).allowed).toBe(true);
    expect((await limiter.consume(fresh, 1, 60_000)).allowed).toBe(true);
    expect((await limiter.consume(fresh, 1, 60_000)).allowed).toBe(false);
  });

  it('starts a new window when the old one ends', async () => {
    const k = key();
    await limiter.consume(k, 1, 50);
    expect((await limiter.consume(k, 1, 50)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect((await limiter.consume(k, 1, 50)).allowed).toBe(true);
  });
});

describe('two API processes with REDIS_URL', () => {
  it('count one address together and both answer 429', async () => {
    const database = await openTestDatabase();
    const config = testConfig({ redisUrl: REDIS_URL });
    const one = await buildApp(config, { database });
    const two = await buildApp(config, { database });
    try {
      const email = `shared-${randomBytes(5).toString('hex')}@example.com`;
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? one : two;
        const res = await app.inject({
          method: 'POST',
          url: '/api/password-reset/',
          payload: { email },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await one.close();
      await two.close();
      await database.close();
    }
  });
});
