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
  'DELETE /api/admin/content/banners/:id/',
  'DELETE /api/admin/content/social-links/:id/',
  'DELETE /api/admin/customer-groups/:id/',
  'DELETE /api/admin/me/totp/',
  'DELETE /api/admin/session/',
  'DELETE /api/admin/staff/:id/',
  'DELETE /api/ecommerce/cart/items/delete/',
  'DELETE /api/ecommerce/company/addresses/:id/',
  'DELETE /api/ecommerce/company/members/:id/',
  'GET /api/admin/audit/',
  'GET /api/admin/catalogue/brands/',
  'GET /api/admin/catalogue/brands/:id/',
  'GET /api/admin/catalogue/export.csv/',
  'GET /api/admin/catalogue/export.xlsx/',
  'GET /api/admin/catalogue/head-categories/',
  'GET /api/admin/catalogue/head-categories/:id/',
  'GET /api/admin/catalogue/item-groups/',
  'GET /api/admin/catalogue/item-groups/:id/',
  'GET /api/admin/catalogue/item-groups/:id/packs/',
  'GET /api/admin/catalogue/low-stock/',
  'GET /api/admin/catalogue/products/',
  'GET /api/admin/catalogue/products/:id/',
  'GET /api/admin/catalogue/products/:id/images/',
  'GET /api/admin/catalogue/subcategories/',
  'GET /api/admin/catalogue/subcategories/:id/',
  'GET /api/admin/content/',
  'GET /api/admin/content/item-groups/',
  'GET /api/admin/customer-groups/',
  'GET /api/admin/imports/:id/',
  'GET /api/admin/invitations/:token/',
  'GET /api/admin/mail/',
  'GET /api/admin/me/',
  'GET /api/admin/me/notifications/',
  'GET /api/admin/messages/',
  'GET /api/admin/rates/',
  'GET /api/admin/rates/history/',
  'GET /api/admin/settings/',
  'GET /api/admin/settings/contact/',
  'GET /api/admin/settings/orders/',
  'GET /api/admin/settings/seller/',
  'GET /api/admin/settings/stock/',
  'GET /api/admin/staff/',
  'GET /api/dev/mail/',
  'GET /api/docs/',
  'GET /api/docs/openapi.json/',
  'GET /api/docs/script/',
  'GET /api/docs/styles/',
  'GET /api/ecommerce/brands/',
  'GET /api/ecommerce/carousel-banners/',
  'GET /api/ecommerce/cart/checkout/',
  'GET /api/ecommerce/cart/count/',
  'GET /api/ecommerce/cart/items/',
  'GET /api/ecommerce/categories/',
  'GET /api/ecommerce/company/',
  'GET /api/ecommerce/company/addresses/',
  'GET /api/ecommerce/company/invitations/:token/',
  'GET /api/ecommerce/company/members/',
  'GET /api/ecommerce/ecosystem-banner/',
  'GET /api/ecommerce/exchange-rates/',
  'GET /api/ecommerce/get-user-country/',
  'GET /api/ecommerce/homepage/itemgroups/',
  'GET /api/ecommerce/item-group/:id/',
  'GET /api/ecommerce/itemgroups/',
  'GET /api/ecommerce/personal-part/',
  'GET /api/ecommerce/products/:id/:country/',
  'GET /api/ecommerce/search/autocomplete/',
  'GET /api/ecommerce/search/products/',
  'GET /api/ecommerce/social-media/',
  'GET /api/health/',
  'GET /api/health/live/',
  'GET /api/health/ready/',
  'GET /api/help-center/contact/',
  'GET /api/password-reset/:uid/:token/validate/',
  'GET /api/profile/',
  'GET /api/verify-email/:uid/:token/',
  'GET /dev/mail/',
  'GET /media/*/',
  'PATCH /api/admin/content/banners/:id/',
  'PATCH /api/admin/messages/:id/',
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
  'POST /api/admin/content/banners/',
  'POST /api/admin/content/social-links/',
  'POST /api/admin/customer-groups/',
  'POST /api/admin/imports/',
  'POST /api/admin/invitations/:token/accept/',
  'POST /api/admin/mail/:id/send/',
  'POST /api/admin/me/totp/',
  'POST /api/admin/me/totp/confirm/',
  'POST /api/admin/me/totp/recovery-codes/',
  'POST /api/admin/media/',
  'POST /api/admin/password-reset/',
  'POST /api/admin/password-reset/:token/confirm/',
  'POST /api/admin/rates/fetch/',
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
  'POST /api/ecommerce/products/by-sku/',
  'POST /api/help-center/contact/',
  'POST /api/login/',
  'POST /api/logout/',
  'POST /api/password-reset/',
  'POST /api/password-reset/:uid/:token/confirm/',
  'POST /api/register/',
  'POST /api/resend-verification/',
  'POST /api/token/refresh/',
  'PUT /api/admin/catalogue/brands/:id/',
  'PUT /api/admin/catalogue/head-categories/:id/',
  'PUT /api/admin/catalogue/item-groups/:id/',
  'PUT /api/admin/catalogue/packs/:id/',
  'PUT /api/admin/catalogue/products/:id/',
  'PUT /api/admin/catalogue/subcategories/:id/',
  'PUT /api/admin/content/banners/order/',
  'PUT /api/admin/content/home/',
  'PUT /api/admin/content/social-links/:id/',
  'PUT /api/admin/content/social-links/order/',
  'PUT /api/admin/customer-groups/:id/',
  'PUT /api/admin/customers/:company_id/group/',
  'PUT /api/admin/me/notifications/',
  'PUT /api/admin/me/password/',
  'PUT /api/admin/rates/',
  'PUT /api/admin/settings/',
  'PUT /api/admin/settings/contact/',
  'PUT /api/admin/settings/orders/',
  'PUT /api/admin/settings/seller/',
  'PUT /api/admin/settings/stock/',
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
