// The OpenAPI document (issue 18 item 6, decision 077): every route the app registers is in it,
// with the schemas it validates with; the reference page works under its own strict policy; and
// the document and the contract in ../shared (API.md, BACKOFFICE.md) list the same paths.
import { existsSync, readFileSync } from 'node:fs';
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
    expect(confirm.security).toEqual([{ staffSession: [] }]);
    expect(Object.keys(confirm.responses)).toEqual(expect.arrayContaining(['403', '409']));
    const product = doc.paths['/api/ecommerce/products/{id}/{country}']!.get!;
    expect(product.parameters!.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['country', 'path', true],
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
// The contract in ../shared and the document cannot drift: every call API.md and BACKOFFICE.md
// name is served, and every path served is named there or in ALSO_SERVED below.

/** `../shared` beside the repository, as in CI; SHARED_DIR for a checkout kept elsewhere. */
const shared = process.env.SHARED_DIR ?? resolve(import.meta.dirname, '../../../../../../shared');
const hasShared = existsSync(resolve(shared, 'API.md'));

/** Calls of BACKOFFICE.md that are not built yet: each goes when its route ships. */
const NOT_BUILT_YET = new Set<string>([]);

/**
 * Calls the app serves beyond the contract's lists (API.md welcomes them): each says where it
 * is described. A new route must be added here, or to the contract, on purpose.
 */
const ALSO_SERVED = new Set([
  // Issue 18 item 3: the probes (README "Operating it", decision 071) and Prometheus (072).
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /metrics',
  // Issue 18 item 6: this document and its reference page (decision 077).
  'GET /api/docs',
  'GET /api/docs/openapi.json',
  'GET /api/docs/script',
  'GET /api/docs/styles',
  // The header's cart badge and the product page's "in cart" (docs/api.md, Cart).
  'GET /api/ecommerce/cart/count',
  // Issue 19: size-run grid and quick order (decisions 081, 082).
  'POST /api/ecommerce/cart/add-many',
  'POST /api/ecommerce/products/by-sku',
  // Issue 19: Order again (decision 083).
  'POST /api/ecommerce/orders/{}/reorder',
  // The help center's contact form (spec 000, docs/api.md).
  'POST /api/help-center/contact',
  // Development only: the mail outbox (README "Trying it as a shopper").
  'GET /api/dev/mail',
  'GET /dev/mail',
  // Images (API.md "Images under /media/…", named without a method).
  'GET /media/{}',
  // The console's extras (decisions 063-066): dashboard, mail outbox, two-factor, settings,
  // refunds sent again.
  'GET /api/admin/dashboard',
  'GET /api/admin/mail',
  'POST /api/admin/me/totp',
  'POST /api/admin/me/totp/confirm',
  'DELETE /api/admin/me/totp',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'POST /api/admin/orders/{}/refunds/send',
  // Issue 16 items 5 and 7: rates and customers in the console (decisions 110, 111).
  'GET /api/admin/rates',
  'PUT /api/admin/rates',
  'GET /api/admin/rates/history',
  'POST /api/admin/rates/fetch',
  'GET /api/admin/customers',
  'GET /api/admin/customers/{}',
  'POST /api/admin/customers/{}/disable',
  'POST /api/admin/customers/{}/enable',
  // The catalogue in the import format (docs/catalogue-import.md).
  'GET /api/admin/catalogue/export.csv',
  'GET /api/admin/catalogue/export.xlsx',
  // Issue 16 item 1: the catalogue under /admin/catalogue/… (BACKOFFICE.md names the prefix).
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
  // Issue 28 item 6: a whole style (sizes × colours) in one call.
  'POST /api/admin/catalogue/item-groups/{}/style',
  'GET /api/admin/catalogue/products',
  'POST /api/admin/catalogue/products',
  'GET /api/admin/catalogue/products/{}',
  'PUT /api/admin/catalogue/products/{}',
  'DELETE /api/admin/catalogue/products/{}',
  'POST /api/admin/catalogue/products/archive',
  'POST /api/admin/catalogue/products/unarchive',
  'POST /api/admin/catalogue/bulk/preview',
  'POST /api/admin/catalogue/bulk',
  // Issue 16 items 3 and 6: uploads, product images, home-page content (decisions 105-106).
  'POST /api/admin/media',
  'GET /api/admin/catalogue/products/{}/images',
  'POST /api/admin/catalogue/products/{}/images',
  'DELETE /api/admin/catalogue/products/{}/images',
  'GET /api/admin/content',
  'GET /api/admin/content/item-groups',
  'POST /api/admin/content/banners',
  'PATCH /api/admin/content/banners/{}',
  'DELETE /api/admin/content/banners/{}',
  'PUT /api/admin/content/banners/order',
  'PUT /api/admin/content/home',
  'POST /api/admin/content/social-links',
  'PUT /api/admin/content/social-links/{}',
  'DELETE /api/admin/content/social-links/{}',
  'PUT /api/admin/content/social-links/order',
]);

describe.skipIf(!hasShared && !process.env.CI)('the contract in ../shared', () => {
  const served = () =>
    new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => normalCall(method.toUpperCase(), path)),
      ),
    );

  it('is there (CI has ../shared beside the repository)', () => {
    expect(hasShared).toBe(true);
  });

  it('names no call the app does not serve', () => {
    const named = [
      ...contractCalls(readFileSync(resolve(shared, 'API.md'), 'utf8')),
      ...contractCalls(readFileSync(resolve(shared, 'BACKOFFICE.md'), 'utf8')),
    ];
    expect(named.length).toBeGreaterThan(50);
    const all = served();
    expect(named.filter((c) => !all.has(c) && !NOT_BUILT_YET.has(c))).toEqual([]);
  });

  it('names every call the app serves, or ALSO_SERVED does', () => {
    const named = new Set([
      ...contractCalls(readFileSync(resolve(shared, 'API.md'), 'utf8')),
      ...contractCalls(readFileSync(resolve(shared, 'BACKOFFICE.md'), 'utf8')),
    ]);
    expect([...served()].filter((c) => !named.has(c) && !ALSO_SERVED.has(c))).toEqual([]);
    // The allow-list holds no call the app has stopped serving, nor one the contract names.
    expect([...ALSO_SERVED].filter((c) => !served().has(c) || named.has(c))).toEqual([]);
  });
});
