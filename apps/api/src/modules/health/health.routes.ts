// The probes. GET /api/health: 200 when the database answers within a second, 503 otherwise
// (kept as it was). GET /api/health/live: the process answers (no dependency is asked, so a
// database outage never gets a healthy process restarted). GET /api/health/ready: whether this
// process should be sent traffic: the database answers, Redis too when REDIS_URL is set, and the
// process is not draining after SIGTERM (decision 071).
import { z } from 'zod';
import { docs } from '../../http/openapi.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { databaseHealth, readiness } from './health.service.ts';

const NO_STORE = 'no-store';

const answered = { status: z.literal('ok') };
/** A probe that fails: why, in a sentence, and the code every unavailable answer carries. */
const failed = { error: z.string(), code: z.literal('unavailable') };
const checks = z.strictObject({
  database: z.enum(['ok', 'unavailable']),
  /** Only when REDIS_URL is set. */
  redis: z.enum(['ok', 'unavailable']).optional(),
});

export async function healthRoutes(app: Routes) {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: z.strictObject(answered),
          503: z.strictObject({ status: z.literal('unavailable'), ...failed }),
        },
      },
      ...docs({
        summary: 'Whether the database answers.',
        responses: { 503: 'The database is not answering.' },
      }),
    },
    async (_request, reply) => {
      const { ok, answer } = await databaseHealth(app.database);
      return reply
        .status(ok ? 200 : 503)
        .header('cache-control', NO_STORE)
        .send(answer);
    },
  );

  app.get(
    '/health/live',
    {
      schema: { response: { 200: z.strictObject(answered) } },
      ...docs({ summary: 'Liveness: the process answers.' }),
    },
    async (_request, reply) => {
      return reply.header('cache-control', NO_STORE).send({ status: 'ok' });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        response: {
          200: z.strictObject({ ...answered, checks }),
          503: z.union([
            z.strictObject({ status: z.literal('draining'), ...failed }),
            z.strictObject({ status: z.literal('unavailable'), checks, ...failed }),
          ]),
        },
      },
      ...docs({
        summary: 'Readiness: the database (and Redis) answer and the process is not draining.',
        responses: { 503: 'Not ready, or draining after SIGTERM.' },
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      const { ok, answer } = await readiness({
        draining: app.lifecycle.draining,
        database: app.database,
        redis: app.config.redisUrl ? app.rateLimiter : undefined,
      });
      return reply.status(ok ? 200 : 503).send(answer);
    },
  );
}
