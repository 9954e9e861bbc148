// Security review item 9: a shopper's pages carry `Cache-Control: private, no-store`, and the
// server's own page cache never keeps one.
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { isPersonalPage, PERSONAL_CACHE_CONTROL } from './personal-pages.ts';
import { pageCacheKey } from './web-server.ts';

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
    ])
      expect(page(url, 'country=gb'), url).toBe(false);
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
