// Fixed-window counters for throttling: in this process by default, in Redis when REDIS_URL is
// set so that several server processes count together.
import { Redis } from 'ioredis';

export interface RateLimitState {
  /** False once the window's count is past the limit. */
  allowed: boolean;
  /** Seconds until the window ends (what Retry-After says). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one event against `key` and tells whether it is still within `limit`. */
  consume(key: string, limit: number, windowMs: number): Promise<RateLimitState>;
  /** Tells whether `key` is within `limit` without counting. */
  peek(key: string, limit: number): Promise<RateLimitState>;
  /**
   * Takes back one count of a live window: an attempt is counted before it is judged (so
   * parallel attempts cannot all slip under the limit) and released when it was no failure.
   */
  release(key: string): Promise<void>;
  /** Whether the shared store (Redis) answers within `timeoutMs`; in-process: always. */
  ping(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  const live = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };
  const state = (
    w: { count: number; resetAt: number } | undefined,
    limit: number,
    now: number,
  ) => ({
    allowed: !w || w.count <= limit,
    retryAfterSeconds: w ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0,
  });
  return {
    async consume(key, limit, windowMs) {
      const now = Date.now();
      // Forget ended windows now and then, so the map stays as small as the live traffic.
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      const w = live(key, now) ?? { count: 0, resetAt: now + windowMs };
      w.count += 1;
      windows.set(key, w);
      return state(w, limit, now);
    },
    async peek(key, limit) {
      const now = Date.now();
      const w = live(key, now);
      return { ...state(w, limit, now), allowed: !w || w.count < limit };
    },
    async release(key) {
      const w = live(key, Date.now());
      if (w && w.count > 0) w.count -= 1;
    },
    ping: async () => true,
    async close() {
      windows.clear();
    },
  };
}

// INCR and the window's expiry in one step, so a crash between them cannot leave a counter
// that never expires.
const CONSUME_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

// Only a live window is taken back from: DECR on an expired key would start one at -1.
const RELEASE_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

export function redisRateLimiter(url: string, prefix = 'solestock:throttle:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const toState = (count: number, ttlMs: number, allowed: boolean): RateLimitState => ({
    allowed,
    retryAfterSeconds: count > 0 ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0,
  });
  return {
    async consume(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return toState(count, ttl, count <= limit);
    },
    async peek(key, limit) {
      const [[, raw], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      const count = Number(raw ?? 0);
      return toState(count, ttl, count < limit);
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async ping(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([redis.ping().then((pong) => pong === 'PONG'), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
