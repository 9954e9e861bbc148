// What the probes answer (docs/deploy.md): whether the database answers within a second, and
// whether this process should be sent traffic: the database answers, Redis too when REDIS_URL is
// set, and the process is not draining after SIGTERM (decision 071). Each answer says whether it
// is healthy; the routes turn that into 200 or 503.
import type { DatabaseHandle } from '../../db/connect.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';

const PING_MS = 1_000;

type Check = 'ok' | 'unavailable';
const checkOf = (answered: boolean): Check => (answered ? 'ok' : 'unavailable');

export async function databaseHealth(database: Pick<DatabaseHandle, 'ping'>) {
  const ok = await database.ping(PING_MS);
  return ok
    ? { ok, answer: { status: 'ok' as const } }
    : {
        ok,
        answer: {
          status: 'unavailable' as const,
          error: 'The database is not answering.',
          code: 'unavailable' as const,
        },
      };
}

export async function readiness(state: {
  draining: boolean;
  database: Pick<DatabaseHandle, 'ping'>;
  /** Only when REDIS_URL is set. */
  redis: Pick<RateLimiter, 'ping'> | undefined;
}) {
  if (state.draining) {
    return {
      ok: false,
      answer: {
        status: 'draining' as const,
        error: 'This process is shutting down and takes no new requests.',
        code: 'unavailable' as const,
      },
    };
  }
  const [database, redis] = await Promise.all([
    state.database.ping(PING_MS),
    state.redis?.ping(PING_MS),
  ]);
  const checks = {
    database: checkOf(database),
    ...(redis === undefined ? {} : { redis: checkOf(redis) }),
  };
  const ok = database && redis !== false;
  return ok
    ? { ok, answer: { status: 'ok' as const, checks } }
    : {
        ok,
        answer: {
          status: 'unavailable' as const,
          checks,
          error: `Not ready: ${Object.entries(checks)
            .filter(([, v]) => v !== 'ok')
            .map(([k]) => (k === 'database' ? 'the database' : 'Redis'))
            .join(' and ')} not answering.`,
          code: 'unavailable' as const,
        },
      };
}
