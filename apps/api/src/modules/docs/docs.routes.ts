// GET /api/docs/openapi.json (the OpenAPI 3.1 document of every route the app registers) and
// GET /api/docs (a reference page that reads it), issue 18 item 6, decision 077.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { docs, openApiDocument, type OpenApiDocument } from '../../http/openapi.ts';
import { REFERENCE_CSP, REFERENCE_CSS, REFERENCE_HTML, REFERENCE_JS } from './reference-page.ts';

export const OPENAPI_INFO = {
  title: 'Solestock API',
  version: '0.1.0',
  description:
    'The storefront (shoppers, under /api) and the back office (staff, under /api/admin). Conventions, shapes and errors in words: docs/api.md in the repository.',
};

export async function docsRoutes(app: FastifyInstance) {
  // Made at the first request, once every route is registered; the routes do not change after.
  let document: OpenApiDocument | undefined;
  const page =
    (type: string, body: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .header('content-type', type)
        .header('content-security-policy', REFERENCE_CSP)
        .send(body);

  app.get(
    '/docs/openapi.json',
    docs({ summary: 'This API as an OpenAPI 3.1 document.' }),
    async () => (document ??= openApiDocument(app.documentedRoutes, OPENAPI_INFO)),
  );
  app.get(
    '/docs',
    docs({ summary: 'A reference page of the OpenAPI document.', produces: 'text/html' }),
    page('text/html; charset=utf-8', REFERENCE_HTML),
  );
  app.get(
    '/docs/script',
    docs({ summary: "The reference page's script.", produces: 'text/javascript' }),
    page('text/javascript; charset=utf-8', REFERENCE_JS),
  );
  app.get(
    '/docs/styles',
    docs({ summary: "The reference page's stylesheet.", produces: 'text/css' }),
    page('text/css; charset=utf-8', REFERENCE_CSS),
  );
}
