// Issue 42 item 3: every route declares its answer's schema in its options (decision 175), so the
// tests, which check every answer against it, fail on an answer that drifts from docs/api.md.
// The routes below have not moved to declared schemas yet: the list may only shrink, and a
// route on it that has gained a schema must leave it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const NOT_YET_DECLARED = new Set<string>([
  'DELETE /api/admin/catalogue/brands/:id/',
  'DELETE /api/admin/catalogue/head-categories/:id/',
  'DELETE /api/admin/catalogue/item-groups/:id/',
  'DELETE /api/admin/catalogue/packs/:id/',
  'DELETE /api/admin/catalogue/products/:id/',
  'DELETE /api/admin/catalogue/products/:id/images/',
  'DELETE /api/admin/catalogue/subcategories/:id/',
  'DELETE /api/admin/me/totp/',
  'DELETE /api/admin/session/',
  'DELETE /api/admin/staff/:id/',
  'DELETE /api/ecommerce/cart/items/delete/',
  'DELETE /api/ecommerce/company/addresses/:id/',
  'DELETE /api/ecommerce/company/members/:id/',
  'GET /api/admin/audit/',
  'GET /api/admin/catalogue/brands/',
  'GET /api/admin/catalogue/brands/:id/',
  'GET /api/admin/catalogue/head-categories/',
  'GET /api/admin/catalogue/head-categories/:id/',
  'GET /api/admin/catalogue/item-groups/',
  'GET /api/admin/catalogue/item-groups/:id/',
  'GET /api/admin/catalogue/item-groups/:id/packs/',
  'GET /api/admin/catalogue/products/',
  'GET /api/admin/catalogue/products/:id/',
  'GET /api/admin/catalogue/products/:id/images/',
  'GET /api/admin/catalogue/subcategories/',
  'GET /api/admin/catalogue/subcategories/:id/',
  'GET /api/admin/dashboard/',
  'GET /api/admin/invitations/:token/',
  'GET /api/admin/mail/',
  'GET /api/admin/me/',
  'GET /api/admin/me/notifications/',
  'GET /api/admin/messages/',
  'GET /api/admin/orders/',
  'GET /api/admin/orders/:id/',
  'GET /api/admin/orders/:id/documents/:document.pdf/',
  'GET /api/admin/orders/export.csv/',
  'GET /api/admin/settings/',
  'GET /api/admin/settings/contact/',
  'GET /api/admin/settings/orders/',
  'GET /api/admin/settings/seller/',
  'GET /api/admin/staff/',
  'GET /api/dev/mail/',
  'GET /api/docs/',
  'GET /api/docs/openapi.json/',
  'GET /api/docs/script/',
  'GET /api/docs/styles/',
  'GET /api/ecommerce/brands/',
  'GET /api/ecommerce/cart/checkout/',
  'GET /api/ecommerce/cart/count/',
  'GET /api/ecommerce/cart/items/',
  'GET /api/ecommerce/categories/',
  'GET /api/ecommerce/company/',
  'GET /api/ecommerce/company/addresses/',
  'GET /api/ecommerce/company/invitations/:token/',
  'GET /api/ecommerce/company/members/',
  'GET /api/ecommerce/homepage/itemgroups/',
  'GET /api/ecommerce/item-group/:id/',
  'GET /api/ecommerce/itemgroups/',
  'GET /api/ecommerce/orders/',
  'GET /api/ecommerce/orders/:id/documents/:document.pdf/',
  'GET /api/ecommerce/orders/:order_id/',
  'GET /api/ecommerce/personal-part/',
  'GET /api/ecommerce/products/:id/:country/',
  'GET /api/ecommerce/search/autocomplete/',
  'GET /api/ecommerce/search/products/',
  'GET /api/health/',
  'GET /api/health/live/',
  'GET /api/health/ready/',
  'GET /api/help-center/contact/',
  'GET /api/password-reset/:uid/:token/validate/',
  'GET /api/payments/config/',
  'GET /api/profile/',
  'GET /api/verify-email/:uid/:token/',
  'GET /dev/mail/',
  'PATCH /api/admin/messages/:id/',
  'PATCH /api/admin/orders/:id/lines/',
  'PATCH /api/admin/staff/:id/',
  'PATCH /api/ecommerce/cart/items/:id/update/',
  'POST /api/admin/catalogue/brands/',
  'POST /api/admin/catalogue/bulk/',
  'POST /api/admin/catalogue/bulk/preview/',
  'POST /api/admin/catalogue/head-categories/',
  'POST /api/admin/catalogue/item-groups/',
  'POST /api/admin/catalogue/item-groups/:id/packs/',
  'POST /api/admin/catalogue/item-groups/:id/style/',
  'POST /api/admin/catalogue/products/',
  'POST /api/admin/catalogue/products/:id/images/',
  'POST /api/admin/catalogue/products/archive/',
  'POST /api/admin/catalogue/products/unarchive/',
  'POST /api/admin/catalogue/subcategories/',
  'POST /api/admin/invitations/:token/accept/',
  'POST /api/admin/mail/:id/send/',
  'POST /api/admin/me/totp/',
  'POST /api/admin/me/totp/confirm/',
  'POST /api/admin/me/totp/recovery-codes/',
  'POST /api/admin/media/',
  'POST /api/admin/orders/:id/cancel/',
  'POST /api/admin/orders/:id/confirm/',
  'POST /api/admin/orders/:id/deliver/',
  'POST /api/admin/orders/:id/notes/',
  'POST /api/admin/orders/:id/payments/',
  'POST /api/admin/orders/:id/refunds/send/',
  'POST /api/admin/orders/:id/ship/',
  'POST /api/admin/password-reset/',
  'POST /api/admin/password-reset/:token/confirm/',
  'POST /api/admin/session/',
  'POST /api/admin/staff/',
  'POST /api/admin/staff/:id/totp-enrolment/',
  'POST /api/admin/totp-enrolment/:token/',
  'POST /api/admin/totp-enrolment/:token/confirm/',
  'POST /api/ecommerce/cart/add-many/',
  'POST /api/ecommerce/cart/add-packs/',
  'POST /api/ecommerce/cart/add/',
  'POST /api/ecommerce/company/addresses/',
  'POST /api/ecommerce/company/invitations/:token/accept/',
  'POST /api/ecommerce/company/members/',
  'POST /api/ecommerce/order-now/',
  'POST /api/ecommerce/order/place/',
  'POST /api/ecommerce/orders/:order_id/pay-balance/',
  'POST /api/ecommerce/orders/:order_id/reorder/',
  'POST /api/ecommerce/payment-record/create/',
  'POST /api/ecommerce/products/by-sku/',
  'POST /api/help-center/contact/',
  'POST /api/login/',
  'POST /api/logout/',
  'POST /api/password-reset/',
  'POST /api/password-reset/:uid/:token/confirm/',
  'POST /api/payments/stripe/webhook/',
  'POST /api/payments/test/confirm/',
  'POST /api/register/',
  'POST /api/resend-verification/',
  'POST /api/token/refresh/',
  'PUT /api/admin/catalogue/brands/:id/',
  'PUT /api/admin/catalogue/head-categories/:id/',
  'PUT /api/admin/catalogue/item-groups/:id/',
  'PUT /api/admin/catalogue/packs/:id/',
  'PUT /api/admin/catalogue/products/:id/',
  'PUT /api/admin/catalogue/subcategories/:id/',
  'PUT /api/admin/me/notifications/',
  'PUT /api/admin/me/password/',
  'PUT /api/admin/settings/',
  'PUT /api/admin/settings/contact/',
  'PUT /api/admin/settings/orders/',
  'PUT /api/admin/settings/seller/',
  'PUT /api/ecommerce/company/',
  'PUT /api/ecommerce/company/addresses/:id/',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const routes = () => {
  const seen = new Map<string, boolean>();
  for (const r of t.app.documentedRoutes) {
    const key = `${r.method} ${r.url.replace(/\/$/, '')}/`;
    const declared = Object.keys(r.schema?.response ?? {}).length > 0;
    seen.set(key, (seen.get(key) ?? false) || declared);
  }
  return seen;
};

describe('the routes’ declared answers', () => {
  it('every route declares the schema of its answer', () => {
    const missing = [...routes()]
      .filter(([k, d]) => !d && !NOT_YET_DECLARED.has(k))
      .map(([k]) => k);
    expect(missing).toEqual([]);
  });

  it('no route that declares its answer is still listed as not declaring it', () => {
    const all = routes();
    const stale = [...NOT_YET_DECLARED].filter((k) => all.get(k) !== false);
    expect(stale).toEqual([]);
  });

  it('refuses a caller without a session before it reads their input (401, not 400)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/customers/abc/disable/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated' });
  });
});
