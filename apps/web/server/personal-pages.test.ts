// Security review item 9: a shopper's pages carry `Cache-Control: private, no-store`, and the
// server's own page cache never keeps one.
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../app/routes.ts';
import { isPersonalPage, PERSONAL_CACHE_CONTROL } from './personal-pages.ts';
import { pageCacheKey } from './web-server.ts';

/** Every page path of the route table, parents' paths joined to their children's. */
function routePaths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.path ? [path] : []), ...routePaths(entry.children ?? [], path)];
  });
}

const SESSION = ['solestock_access', 'solestock_refresh'];
const page = (url: string, cookieHeader?: string, setsCookies = false) =>
  isPersonalPage({ url, cookieHeader, sessionCookies: SESSION, setsCookies });

describe('personal pages', () => {
  it('are the account, cart, checkout, order, payment and e-mailed link pages, for anyone', () => {
    for (const url of [
      '/my-account',
      '/cart',
      '/cart?country_code=gb',
      '/checkout-summary',
      '/checkout/payment-method?order=3',
      '/order-success?order_id=3',
      '/order-failure',
      '/orders',
      '/orders/12',
      '/logout',
      '/verify-email/1/abc',
      '/confirm-email/1/abc',
      '/change-password/1/abc',
      '/change-password',
      '/company',
      '/company/join/abc',
      '/admin',
      '/admin/orders?status=paid',
      '/admin/orders/7.data',
    ])
      expect(page(url), url).toBe(true);
    expect(PERSONAL_CACHE_CONTROL).toBe('private, no-store');
  });

  it('are every page rendered for a signed-in shopper, or that sets a session', () => {
    expect(page('/', 'country=gb; solestock_access=x')).toBe(true);
    expect(page('/products/product/1', 'solestock_refresh=y')).toBe(true);
    expect(page('/login', undefined, true)).toBe(true);
  });

  it('leave public pages of guests as they were', () => {
    for (const url of [
      '/',
      '/brands',
      '/products/product/1',
      '/cartoons',
      '/orders-of-magnitude',
      '/admin-shoes',
      '/company-shoes',
    ])
      expect(page(url, 'country=gb'), url).toBe(false);
  });

  it('are every route with a token in its path: a guest’s page of it is never kept', () => {
    // Issue 41.10: /company/join/{token} shows the invitee's e-mail and company. A route added
    // with a secret in its path is caught here, not by a review.
    const request = (url: string) =>
      ({ method: 'GET', url, headers: { cookie: 'country=gb' } }) as unknown as FastifyRequest;
    const withToken = routePaths(routes).filter((path) => /:[^/]*token/i.test(path));
    expect(withToken).toEqual(
      expect.arrayContaining([
        '/verify-email/:uid/:token',
        '/confirm-email/:uid/:token',
        '/change-password/:uid/:token',
        '/company/join/:token',
        '/admin/invitation/:token',
        '/admin/totp-enrolment/:token',
        '/admin/password-reset/:token',
      ]),
    );
    for (const path of withToken) {
      const url = path.replace(/:[^/]+/g, 'a1b2c3');
      expect(page(url, 'country=gb'), url).toBe(true);
      expect(
        pageCacheKey(request(url), SESSION, () => []),
        url,
      ).toBeUndefined();
    }
  });

  it('are never kept by the page cache, even for a guest', () => {
    const request = (url: string, cookie?: string) =>
      ({ method: 'GET', url, headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;
    // Every query key is one the page reads: only the personal-page rule can refuse a key here.
    const reads = () => ['order_id'];
    expect(pageCacheKey(request('/brands'), SESSION, reads)).toBeDefined();
    expect(pageCacheKey(request('/cart'), SESSION, reads)).toBeUndefined();
    expect(pageCacheKey(request('/admin/sign-in'), SESSION, reads)).toBeUndefined();
    expect(pageCacheKey(request('/order-success?order_id=1'), SESSION, reads)).toBeUndefined();
    expect(pageCacheKey(request('/brands', 'solestock_access=x'), SESSION, reads)).toBeUndefined();
  });
});
