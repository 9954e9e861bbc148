// Request hygiene for the API: unsafe methods must come from our own origin and carry JSON,
// and every answer gets headers that stop sniffing and framing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const requestHygiene = fp(async function requestHygiene(app: FastifyInstance) {
  // Only JSON bodies: a form or text/plain body is what a cross-site form post sends.
  // (Pages keep their own parser: React Router actions read form posts themselves.)
  app.removeContentTypeParser(['text/plain']);

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    if (isCrossSite(request, app.config.publicOrigin)) {
      throw new HttpError(
        403,
        'cross_site_request',
        'This request came from another site and was refused.',
      );
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api')) return;
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});

/** A foreign Origin, or a browser saying the request is cross-site, is refused. */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined || origin === '') return false;
  return origin !== publicOrigin && origin !== selfOrigin(request);
}

/** The origin the request was addressed to, so a store reached by another name still works. */
function selfOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
