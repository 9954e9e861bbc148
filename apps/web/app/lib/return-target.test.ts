import { describe, expect, it } from 'vitest';
import { afterLoginTarget, returnPathFrom, safeReturnPath } from './return-target';

describe('after login', () => {
  const seller = 'https://seller.example.com';
  it('goes to the seller site only when from is that site', () => {
    expect(afterLoginTarget('https://seller.example.com/dash', '/cart', seller)).toBe(
      'https://seller.example.com/dash',
    );
    expect(afterLoginTarget('https://evil.example/dash', '/cart', seller)).toBe('/cart');
    expect(afterLoginTarget('https://seller.example.com', null, undefined)).toBe('/');
  });

  it('returns only to paths on this site, never to login itself', () => {
    expect(safeReturnPath('/products/product/3')).toBe('/products/product/3');
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil',
      '/login',
      '/sign-up?from=x',
    ])
      expect(safeReturnPath(bad)).toBeNull();
  });

  it('reads the return path from navigation state first, then ?redirectTo=', () => {
    expect(returnPathFrom({ from: '/cart' }, '?redirectTo=/my-account')).toBe('/cart');
    expect(returnPathFrom({ from: { pathname: '/cart', search: '?a=1' } }, '')).toBe('/cart?a=1');
    expect(returnPathFrom(null, '?redirectTo=/my-account')).toBe('/my-account');
    expect(returnPathFrom(null, '?redirectTo=//evil.example')).toBeNull();
  });
});
