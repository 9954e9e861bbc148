// A generous per-client ceiling on the work an anonymous request can cause: a search or a page
// rendering costs milliseconds of CPU, so one client looping over random URLs could otherwise
// take the shop from everyone (issue 20). Answers the microcache keeps never reach this.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from './client-key.ts';
import { HttpError } from './errors.ts';

const MINUTE_MS = 60_000;

export type ClientWork = 'search' | 'page';

/** Counts one piece of work for the request's client; 429 with Retry-After past the limit. */
export async function countClientWork(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  work: ClientWork,
): Promise<void> {
  const perMinute = app.config.clientRateLimitPerMinute;
  if (perMinute === 0) return;
  const state = await app.rateLimiter.consume(
    `work:${work}:${clientKey(request.ip)}`,
    perMinute,
    MINUTE_MS,
  );
  if (state.allowed) return;
  reply.header('retry-after', String(state.retryAfterSeconds));
  throw new HttpError(
    429,
    'too_many_requests',
    'You are sending requests faster than the shop can answer them. Please wait a minute and try again.',
  );
}
