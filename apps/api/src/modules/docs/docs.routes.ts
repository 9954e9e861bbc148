// GET /api/docs/openapi.json (the OpenAPI 3.1 document of every route the app registers) and
// GET /api/docs (a reference page that reads it), issue 18 item 6, decision 077.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { docs, openApiDocument, type OpenApiDocument } from '../../http/openapi.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { REFERENCE_CSP, REFERENCE_CSS, REFERENCE_HTML, REFERENCE_JS } from './reference-page.ts';

export const OPENAPI_INFO = {
  title: 'Solestock API',
  version: '0.1.0',
  description:
    'The storefront (shoppers, under /api) and the back office (staff, under /api/admin). Conventions, shapes and errors in words: docs/api.md in the repository.',
};

/** The OpenAPI 3.1 document: its paths and components as openapi.ts draws them. */
const openApiAnswer = z.strictObject({
  openapi: z.string(),
  info: z.strictObject({
    title: z.string(),
    version: z.string(),
    description: z.string().optional(),
  }),
  servers: z.array(z.strictObject({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  /** The messages sent to webhook endpoints, one per event (docs/webhooks.md). */
  webhooks: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.strictObject({
    schemas: z.record(z.string(), z.unknown()),
    securitySchemes: z.record(z.string(), z.unknown()),
  }),
});

/** A text answer (the page, its script, its stylesheet): the bytes as served. */
const text = (what: string) => ({ response: { 200: z.string().describe(what) } });

export async function docsRoutes(app: Routes) {
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
    {
      schema: { response: { 200: openApiAnswer } },
      ...docs({ summary: 'This API as an OpenAPI 3.1 document.' }),
    },
    async () => (document ??= openApiDocument(app.documentedRoutes, OPENAPI_INFO)),
  );
  app.get(
    '/docs',
    {
      schema: text('The reference page, HTML.'),
      ...docs({ summary: 'A reference page of the OpenAPI document.', produces: 'text/html' }),
    },
    page('text/html; charset=utf-8', REFERENCE_HTML),
  );
  app.get(
    '/docs/script',
    {
      schema: text("The reference page's script, JavaScript."),
      ...docs({ summary: "The reference page's script.", produces: 'text/javascript' }),
    },
    page('text/javascript; charset=utf-8', REFERENCE_JS),
  );
  app.get(
    '/docs/styles',
    {
      schema: text("The reference page's stylesheet, CSS."),
      ...docs({ summary: "The reference page's stylesheet.", produces: 'text/css' }),
    },
    page('text/css; charset=utf-8', REFERENCE_CSS),
  );
}
