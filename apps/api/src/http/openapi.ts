// The OpenAPI 3.1 document of the API (issue 18 item 6, decisions 077 and 175), made from the
// routes the app registers: the zod schemas each declares once in its options (`schema`:
// params, querystring, body, response; http/route-schemas.ts validates and checks with the same
// ones) and what it says of itself in `config.docs` (see `docs()`).
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { isApiKeyScope } from '@solestock/domain/back-office/api-key-payloads';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookMessageSchema,
} from '@solestock/domain/back-office/webhook-payloads';
import type { RouteSchema } from './route-schemas.ts';

/** What a route says about itself in the document. */
export interface RouteDocs {
  summary: string;
  description?: string;
  /**
   * Schemas a handler still parses itself (a multipart upload's fields, a raw webhook body):
   * documented as its input. Every other route declares its schemas in `schema`.
   */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `shopper`: needs a shopper's session (401 `not_authenticated` without one). */
  auth?: 'shopper';
  /** Status code → what it means, beside the defaults (200, and 400 when input is parsed). */
  responses?: Record<number, string>;
  /** What the success answer is, when it is not JSON (`text/csv`, `text/html`…). */
  produces?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

/** Route options that describe the route in the document: `app.get(url, docs({…}), handler)`. */
export function docs(d: RouteDocs): { config: { docs: RouteDocs } } {
  return { config: { docs: d } };
}

/** A registered route as the document needs it. */
export interface DocumentedRoute {
  method: string;
  url: string;
  config?: { docs?: RouteDocs; staffAction?: string; publicCache?: unknown };
  schema?: RouteSchema;
  bodyLimit?: number;
}

/** Collects every route as it is added (an `onRoute` hook's argument). */
export function routeOf(route: RouteOptions): DocumentedRoute[] {
  const methods = [route.method].flat().filter((m) => m !== 'HEAD');
  return methods.map((method) => ({
    method,
    url: route.url,
    config: route.config as DocumentedRoute['config'],
    ...(route.schema ? { schema: route.schema as RouteSchema } : {}),
  }));
}

/** `/api/orders/:id/` → `/api/orders/{id}/`; a wildcard `*` → `{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{path}');
}

const errorSchema = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string', description: 'A sentence a person can act on.' },
    code: { type: 'string', description: 'A snake_case reason.' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Validation only: what is wrong with each field.',
    },
    message: { type: 'string' },
  },
} as const;

type JsonSchema = Record<string, unknown>;

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const out = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // Transforms, refinements and custom checks have no JSON Schema: they are documented as
    // "anything" where they stand, and the handler's parseInput stays the judge.
    unrepresentable: 'any',
  }) as JsonSchema;
  delete out.$schema;
  return out;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

function parametersOf(
  where: 'path' | 'query',
  schema: z.ZodType | undefined,
  names: string[],
): Parameter[] {
  const json = schema ? jsonSchemaOf(schema) : undefined;
  const properties = (json?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json?.required ?? []) as string[]);
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  // A key is required when leaving it out is refused: a preprocessed key (a repeatable one that
  // becomes [] when absent) reads as required to JSON Schema, but the handler takes it absent.
  const isRequired = (name: string) =>
    shape[name] ? !shape[name].safeParse(undefined).success : required.has(name);
  const all = where === 'path' ? names : Object.keys(properties);
  return all.map((name) => {
    const { description, ...rest } = properties[name] ?? { type: 'string' };
    return {
      name,
      in: where,
      required: where === 'path' || isRequired(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts[0] !== 'api') return parts[0] ?? 'store';
  if (parts[1] === 'admin') return `back office: ${parts[2] ?? 'admin'}`;
  if (parts[1] === 'ecommerce') {
    const noun = parts[2] ?? 'catalogue';
    if (['cart'].includes(noun)) return 'cart';
    if (['order', 'order-now', 'orders', 'payment-record'].includes(noun)) return 'orders';
    if (noun === 'search') return 'search';
    return 'catalogue';
  }
  if (['payments'].includes(parts[1] ?? '')) return 'payments';
  if (['health', 'docs', 'dev'].includes(parts[1] ?? '')) return parts[1]!;
  if (parts[1] === 'help-center') return 'help center';
  return 'accounts';
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Bad input: the error names each wrong field.',
  401: 'No valid session.',
  403: 'Not allowed (role, or a request from another site).',
  404: 'Not found.',
  409: 'Conflict.',
  429: 'Throttled: try again after Retry-After.',
  503: 'Briefly unavailable.',
};

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

/** The OpenAPI 3.1 document of these routes. */
export function openApiDocument(routes: DocumentedRoute[], info: OpenApiInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  for (const route of routes) {
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase();
    // Fastify may list one route twice (with and without a trailing slash under a prefix).
    if (seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    const d = route.config?.docs;
    const input = {
      params: route.schema?.params ?? d?.params,
      query: route.schema?.querystring ?? d?.query,
      body: route.schema?.body ?? d?.body,
    };
    const answers = route.schema?.response ?? {};
    const staffAction = route.config?.staffAction;
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const parameters = [
      ...parametersOf('path', input.params, names),
      ...parametersOf('query', input.query, []),
    ];
    const responses: Record<string, unknown> = {};
    const codes = new Set<number>([
      ...Object.keys(d?.responses ?? {}).map(Number),
      ...Object.keys(answers).map(Number),
      ...([...Object.keys(d?.responses ?? {}), ...Object.keys(answers)].some((c) => Number(c) < 300)
        ? []
        : [200]),
      ...(input.params || input.query || input.body ? [400] : []),
      ...(d?.auth === 'shopper' || (staffAction && staffAction !== 'public') ? [401] : []),
      ...(staffAction && staffAction !== 'public' ? [403] : []),
    ]);
    for (const code of [...codes].sort()) {
      const description = d?.responses?.[code] ?? STATUS_TEXT[code] ?? String(code);
      responses[String(code)] =
        code >= 400
          ? {
              description,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            }
          : code === 204
            ? { description }
            : {
                description,
                content: {
                  [d?.produces ?? 'application/json']: answers[code]
                    ? { schema: jsonSchemaOf(answers[code], 'output') }
                    : {},
                },
              };
    }
    // A staff route is open to a session, or to an API key carrying its action as a scope
    // (docs/api-keys.md): either one of the two, as OpenAPI's list of alternatives says.
    const keyMay = staffAction !== undefined && isApiKeyScope(staffAction);
    const security =
      staffAction && staffAction !== 'public'
        ? [{ staffSession: [] }, ...(keyMay ? [{ apiKey: [staffAction] }] : [])]
        : d?.auth === 'shopper'
          ? [{ shopperSession: [] }]
          : undefined;
    const description = [
      d?.description,
      staffAction && staffAction !== 'public'
        ? `Staff permission: \`${staffAction}\`${keyMay ? ' (an API key’s scope of the same name)' : ' (never an API key’s)'}.`
        : undefined,
      route.config?.publicCache ? 'Public: kept a few seconds by the microcache.' : undefined,
    ]
      .filter(Boolean)
      .join('\n\n');
    (paths[path] ??= {})[method] = {
      operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: d?.summary ?? `${route.method} ${path}`,
      ...(description ? { description } : {}),
      tags: [tagOf(route.url)],
      ...(parameters.length ? { parameters } : {}),
      ...(input.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchemaOf(input.body) } },
            },
          }
        : {}),
      responses,
      ...(security ? { security } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    webhooks: webhooksSection(),
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        shopperSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'solestock_access',
          description:
            "A shopper's session cookies (`__Host-` prefixed over https), set by /api/login/ and e-mail verification.",
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'solestock_staff',
          description:
            "A staff member's session cookie (`__Host-` prefixed over https), set by POST /api/admin/session/.",
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ssk_<8 characters>_<43 characters>',
          description:
            'An API key (docs/api-keys.md) issued by an owner in Settings → API keys: `Authorization: Bearer ssk_…`. It reaches the routes whose staff permission is among its scopes; 401 when unknown, revoked or expired, 403 `forbidden` without the scope, 429 with Retry-After past its calls a minute.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

const signatureHeader = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

/**
 * The messages the store posts to the endpoints owners register (docs/webhooks.md): one entry
 * per event, its body the versioned envelope, signed per Standard Webhooks.
 */
function webhooksSection() {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          operationId: `webhook${event.replace(/(^|\.)(.)/g, (_m, _d, c: string) => c.toUpperCase())}`,
          summary: `${WEBHOOK_EVENT_LABELS[event]} (\`${event}\`).`,
          description:
            'Signed per Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint’s secret (docs/webhooks.md). Retried with back-off on anything but a 2xx; redirects are not followed.',
          tags: ['webhooks'],
          parameters: [
            signatureHeader(
              'webhook-id',
              'The message id: the same on every retry and re-send; deduplicate by it.',
            ),
            signatureHeader(
              'webhook-timestamp',
              'When this attempt was signed, in seconds since 1970.',
            ),
            signatureHeader(
              'webhook-signature',
              'Space-separated `v1,<base64 HMAC-SHA256>` signatures.',
            ),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonSchemaOf(webhookMessageSchema(event), 'output') },
            },
          },
          responses: {
            '200': {
              description: 'Any 2xx: received. Any other answer, or none in 5 s, is retried.',
            },
          },
        },
      },
    ]),
  );
}
