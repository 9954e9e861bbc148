// The OpenAPI document (issue 18 item 6, decision 077): every route the app registers is in it,
// with the schemas it validates with; the reference page works under its own strict policy; and
// the document and the repository's contract, docs/api.md, list the same calls.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { routeCollector } from '../../test/fuzz/fuzz-session.ts';
import { openApiPath } from '../../http/openapi.ts';
import { contractCalls, normalCall } from '../../test/contract-calls.ts';

type Operation = {
  summary: string;
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
const collector = routeCollector();

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    onRoute: collector.onRoute,
    // /metrics is registered only with a token: asked for, so it is checked too.
    config: { metricsToken: 'a-metrics-token-of-16+' },
  });
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(() => t.close());

describe('GET /api/docs/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => (op as unknown as { operationId: string }).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds every route the app registers, with a summary of its own', () => {
    const routes = collector.routes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const undescribed = routes.filter((r) =>
      doc.paths[openApiPath(r.url)]![r.method.toLowerCase()]!.summary.startsWith(`${r.method} `),
    );
    expect(undescribed.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('documents the schemas the routes validate with', () => {
    const listing = doc.paths['/api/ecommerce/itemgroups/']!.get!;
    const names = listing.parameters!.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'brand', 'shop_by', 'sort']));
    // Repeatable keys are optional, as the handler takes them.
    expect(listing.parameters!.filter((p) => p.required)).toEqual([]);
    expect(listing.parameters!.find((p) => p.name === 'shop_by')!.schema.enum).toEqual([
      'new_arrival',
      'most_popular',
    ]);
    const add = doc.paths['/api/ecommerce/cart/add/']!.post!;
    const body = add.requestBody!.content['application/json'].schema as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(body.required).toEqual(expect.arrayContaining(['product_id', 'quantity']));
    expect(add.security).toEqual([{ shopperSession: [] }]);
    const confirm = doc.paths['/api/admin/orders/{id}/confirm/']!.post!;
    // A staff session, or an API key with the route's action as a scope (docs/api-keys.md).
    expect(confirm.security).toEqual([{ staffSession: [] }, { apiKey: ['orders.transition'] }]);
    expect(doc.paths['/api/admin/api-keys/']!.post!.security).toEqual([{ staffSession: [] }]);
    expect(
      (doc as unknown as { components: { securitySchemes: Record<string, unknown> } }).components
        .securitySchemes.apiKey,
    ).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(confirm.responses)).toEqual(expect.arrayContaining(['403', '409']));
    const product = doc.paths['/api/ecommerce/products/{id}/{country}']!.get!;
    expect(product.parameters!.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['country', 'path', true],
      // The optional language of its texts (docs/translations.md).
      ['lang', 'query', false],
    ]);
  });

  it('is the same document, and no input changes, after it is served', async () => {
    const again = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(again.json()).toEqual(doc);
    // Validation still happens in the handler: a bad listing page is the usual 400.
    const bad = await t.app.inject({ method: 'GET', url: '/api/ecommerce/itemgroups/?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.page).toBeTruthy();
  });
});

describe('GET /api/docs', () => {
  it('is a page that loads only its own script and stylesheet', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:/);
    // No inline script or style: every <script> has a src, there is no <style> nor style="".
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).not.toMatch(/<style|style=/);
    expect(page.body).toContain('/api/docs/openapi.json');
    for (const [url, type] of [
      ['/api/docs/script', 'text/javascript'],
      ['/api/docs/styles', 'text/css'],
    ] as const) {
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toContain(type);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// docs/api.md, the repository's contract, and the served document cannot drift (issue 29 item 13):
// every call the page names is served, and every path served is named there or in ALSO_SERVED.

const apiPage = readFileSync(resolve(import.meta.dirname, '../../../../../docs/api.md'), 'utf8');

/**
 * Calls the app serves that docs/api.md does not name in a table (each says where it is
 * described). A new route must be added to the page, or here, on purpose.
 */
const ALSO_SERVED = new Set([
  // Prometheus (README "Operating it", decision 072), outside /api.
  'GET /metrics',
  // The reference page's own script and stylesheet (decision 077).
  'GET /api/docs/script',
  'GET /api/docs/styles',
  // Development only: the mail outbox (README "Trying it as a shopper").
  'GET /dev/mail',
  // Images (docs/api.md names `/media/…` without a method).
  'GET /media/{}',
  // The catalogue in the import format (docs/catalogue-import.md).
  'GET /api/admin/catalogue/export.csv',
  'GET /api/admin/catalogue/export.xlsx',
  // The catalogue under /admin/catalogue/… (docs/api.md writes the collections in shorthand).
  'GET /api/admin/catalogue/brands',
  'POST /api/admin/catalogue/brands',
  'GET /api/admin/catalogue/brands/{}',
  'PUT /api/admin/catalogue/brands/{}',
  'DELETE /api/admin/catalogue/brands/{}',
  'GET /api/admin/catalogue/head-categories',
  'POST /api/admin/catalogue/head-categories',
  'GET /api/admin/catalogue/head-categories/{}',
  'PUT /api/admin/catalogue/head-categories/{}',
  'DELETE /api/admin/catalogue/head-categories/{}',
  'GET /api/admin/catalogue/subcategories',
  'POST /api/admin/catalogue/subcategories',
  'GET /api/admin/catalogue/subcategories/{}',
  'PUT /api/admin/catalogue/subcategories/{}',
  'DELETE /api/admin/catalogue/subcategories/{}',
  'GET /api/admin/catalogue/item-groups',
  'POST /api/admin/catalogue/item-groups',
  'GET /api/admin/catalogue/item-groups/{}',
  'PUT /api/admin/catalogue/item-groups/{}',
  'DELETE /api/admin/catalogue/item-groups/{}',
  'GET /api/admin/catalogue/products',
  'POST /api/admin/catalogue/products',
  'GET /api/admin/catalogue/products/{}',
  'PUT /api/admin/catalogue/products/{}',
  'DELETE /api/admin/catalogue/products/{}',
  'POST /api/admin/catalogue/products/unarchive',
  // Home-page content written as `…/banners/{id}/` in docs/api.md (decisions 105-106).
  'PATCH /api/admin/content/banners/{}',
  'DELETE /api/admin/content/banners/{}',
  'PUT /api/admin/content/banners/order',
  'PUT /api/admin/content/social-links/{}',
  'DELETE /api/admin/content/social-links/{}',
  'PUT /api/admin/content/social-links/order',
  // Catalogue imports (docs/catalogue-import.md, decision 100).
  'POST /api/admin/imports',
  'GET /api/admin/imports/{}',
]);

/** What the page writes in shorthand rather than as served paths. */
const PAGE_SHORTHANDS = new Set([
  // `/admin/catalogue/{brands,head-categories,…}/`: five collections in one row.
  'GET /api/admin/catalogue/{}',
  // Prometheus's /metrics, outside /api (README, "Operating it").
  'GET /api/metrics',
]);

describe('docs/api.md', () => {
  const served = () =>
    new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => normalCall(method.toUpperCase(), path)),
      ),
    );
  const named = () => new Set(contractCalls(apiPage));

  it('names no call the app does not serve', () => {
    expect(named().size).toBeGreaterThan(50);
    const all = served();
    expect([...named()].filter((c) => !all.has(c) && !PAGE_SHORTHANDS.has(c))).toEqual([]);
  });

  it('names every call the app serves, or ALSO_SERVED does', () => {
    const page = named();
    expect([...served()].filter((c) => !page.has(c) && !ALSO_SERVED.has(c))).toEqual([]);
    // The allow-list holds no call the app has stopped serving, nor one the page names.
    expect([...ALSO_SERVED].filter((c) => !served().has(c) || page.has(c))).toEqual([]);
  });
});
