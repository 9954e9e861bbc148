// One log line per request, at `info`, when its answer has been sent: request id, method, URL
// (link tokens redacted, http/log-redaction.ts), route pattern, status and time. Fastify's own
// two lines ("incoming request", "request completed") are turned off in app.ts (decision 073).
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeOf } from './metrics.ts';

/** What a proxy's request id may look like (nginx's $request_id is 32 hex digits). */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Request ids unique across processes: a random UUID, or the `X-Request-Id` a trusted proxy set
 * (TRUST_PROXY), so the proxy's access log and ours name a request alike. A client's own
 * header is ignored when no proxy is trusted.
 */
export function requestIdOf(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    return trustProxy && typeof given === 'string' && PROXY_REQUEST_ID.test(given)
      ? given
      : randomUUID();
  };
}

/**
 * A client that went away before its answer was complete: a shopper who moved on, a closed tab.
 * Not a server error, yet @fastify/compress logs the broken pipe it leaves at `error` as
 * "premature close" (end-of-stream's error, which has no code). app.ts logs it at `info`.
 */
export function isClientGone(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  const code = (value as { code?: unknown }).code;
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (code === undefined && value.message === 'premature close')
  );
}

export const CLIENT_GONE_MESSAGE =
  'the client closed the connection before the answer was complete';

/**
 * Marks the store's own in-process API calls (a page's loaders, apps/web/server/api-fetch.ts):
 * logged at `debug`, so a page is one line at `info`, not one per call (issue 29 item 10). The
 * value is random per process, so no client can hide its requests from the log by sending it.
 */
export const IN_PROCESS_CALL = {
  header: 'x-solestock-in-process',
  value: randomBytes(16).toString('hex'),
} as const;

export const requestLog = fp(async function requestLog(app: FastifyInstance) {
  // The id goes back to the client, which can quote it when reporting a problem.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The request's own logger carries its id (`reqId`); `req` goes through requestForLog.
    const inProcess = request.headers[IN_PROCESS_CALL.header] === IN_PROCESS_CALL.value;
    request.log[inProcess ? 'debug' : 'info'](
      {
        req: request,
        route: routeOf(request),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
});
