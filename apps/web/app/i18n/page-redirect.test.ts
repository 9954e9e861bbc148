// A loader's or action's redirect stays in the page's language (docs/languages.md).
import { describe, expect, it } from 'vitest';
import { loginRedirect } from '../lib/shopper.server';
import { inRequestLanguage, redirectInLanguage } from './page-redirect';

const on = (path: string) => new Request(`http://shop.test${path}`);

describe('redirects in the page’s language', () => {
  it('puts a site path in the request’s language, whatever language it was written in', () => {
    expect(inRequestLanguage(on('/ja/checkout-summary'), '/order-success?order_id=4')).toBe(
      '/ja/order-success?order_id=4',
    );
    expect(inRequestLanguage(on('/zh-cn/login'), '/ja/cart')).toBe('/zh-cn/cart');
    expect(inRequestLanguage(on('/login'), '/ja/cart')).toBe('/cart');
    expect(inRequestLanguage(on('/ja/login'), '/')).toBe('/ja/');
    // Another site (the seller site after a login) is left as it is.
    expect(inRequestLanguage(on('/ja/login'), 'https://seller.test/x')).toBe(
      'https://seller.test/x',
    );
    expect(redirectInLanguage(on('/ja/logout'), '/').headers.get('location')).toBe('/ja/');
  });

  it('sends a guest to the login page of their language, the way back in it too', () => {
    expect(loginRedirect(on('/ja/my-orders?page=2')).headers.get('location')).toBe(
      '/ja/login?redirectTo=%2Fmy-orders%3Fpage%3D2',
    );
    expect(loginRedirect(on('/cart')).headers.get('location')).toBe('/login?redirectTo=%2Fcart');
  });
});
