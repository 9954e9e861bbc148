// Request hygiene for the API and the pages: unsafe methods must come from our own origin (pages
// too: a cross-site form post is refused before React Router's action runs), API bodies must be
// JSON, and every answer gets headers that stop sniffing and framing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';
import { API_CSP, commonSecurityHeaders } from './security-headers.ts';

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

  // Every answer that is not a page (pages are written by React Router: web-server.ts sets theirs).
  const common = Object.entries(commonSecurityHeaders(app.config));
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of common) reply.header(name, value);
    if (!request.url.startsWith('/api')) return;
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', API_CSP);
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
