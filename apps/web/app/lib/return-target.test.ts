import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ActionFunctionArgs } from 'react-router';
import {
  afterLoginTarget,
  returnPathFrom,
  safeReturnPath,
  safeReturnTarget,
} from './return-target';
import { action as setCountry } from '../routes/set-country';

const PUBLIC_URL = 'https://shop.example';

/** Targets that leave the site in some browser, proxy or parser, or are not URLs at all. */
const HOSTILE = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '%2F%09%2Fevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '//evil.example',
  '///evil.example',
  '/.//evil.example',
  '/./../..//evil.example',
  'https://evil.example',
  'https://shop.example.evil.example/',
  'http:evil.example',
  '//shop.example@evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\u0000/evil.example',
  '/\u001b/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/%00',
  '/%E0%A4%A',
  '',
  'evil.example',
  '?x=1',
];

describe('return targets', () => {
  it('send every hostile target to the safe default', () => {
    for (const bad of HOSTILE) {
      expect(safeReturnTarget(bad, PUBLIC_URL), JSON.stringify(bad)).toBeNull();
      expect(afterLoginTarget('', bad, undefined, PUBLIC_URL), JSON.stringify(bad)).toBe('/');
      expect(
        returnPathFrom(null, `?redirectTo=${encodeURIComponent(bad)}`),
        JSON.stringify(bad),
      ).toBeNull();
    }
    for (const notText of [null, undefined, 42, ['/cart'], { pathname: '/cart' }])
      expect(safeReturnTarget(notText, PUBLIC_URL)).toBeNull();
  });

  it('keep legitimate paths, their query strings and fragments', () => {
    for (const good of [
      '/',
      '/cart',
      '/products/product/3',
      '/products/Nike?page=2&sort=price_asc',
      '/search-results?q=red%20shoes&brand=Nike&brand=Puma',
      '/search-results?q=caf%C3%A9',
      '/products/categories/Men/Sneakers?subcategory=Sneakers#grid',
      '/policy-page?tab=privacy',
    ])
      expect(safeReturnTarget(good, PUBLIC_URL), good).toBe(good);
    expect(afterLoginTarget('', '/cart?a=1', undefined, PUBLIC_URL)).toBe('/cart?a=1');
  });

  it('never return anything but a path on PUBLIC_URL, whatever the input (property)', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '%09',
      '%2F',
      '%5C',
      '%0a',
      '.',
      '..',
      ':',
      '@',
      '?',
      '#',
      'evil.example',
      'https:',
      'javascript:',
      'shop.example',
      'a',
      '%',
      ' ',
    );
    const target = fc.oneof(
      fc.array(pieces, { maxLength: 8 }).map((p) => p.join('')),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(target, (value) => {
        const kept = safeReturnTarget(value, PUBLIC_URL);
        if (kept === null) return;
        expect(kept.startsWith('/')).toBe(true);
        expect(kept.startsWith('//')).toBe(false);
        // eslint-disable-next-line no-control-regex -- control characters are what it looks for
        expect(kept).not.toMatch(/[\u0000-\u001f\u007f\\]/);
        // As a browser reads the Location: same origin, and the same path again.
        const followed = new URL(kept, PUBLIC_URL);
        expect(followed.origin).toBe(PUBLIC_URL);
        expect(decodeURIComponent(followed.pathname).startsWith('//')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('after login', () => {
  const seller = 'https://seller.example.com';
  it('goes to the seller site only when from is that site', () => {
    expect(afterLoginTarget('https://seller.example.com/dash', '/cart', seller, PUBLIC_URL)).toBe(
      'https://seller.example.com/dash',
    );
    expect(afterLoginTarget('https://evil.example/dash', '/cart', seller, PUBLIC_URL)).toBe(
      '/cart',
    );
    expect(
      afterLoginTarget('https://seller.example.com\\@evil.example', '', seller, PUBLIC_URL),
    ).toBe('/');
    expect(afterLoginTarget('https://seller.example.com', null, undefined, PUBLIC_URL)).toBe('/');
  });

  it('returns only to paths on this site, never to login itself', () => {
    expect(safeReturnPath('/products/product/3', PUBLIC_URL)).toBe('/products/product/3');
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil',
      '/login',
      '/./login',
      '/sign-up?from=x',
    ])
      expect(safeReturnPath(bad, PUBLIC_URL)).toBeNull();
  });

  it('reads the return path from navigation state first, then ?redirectTo=', () => {
    expect(returnPathFrom({ from: '/cart' }, '?redirectTo=/my-account')).toBe('/cart');
    expect(returnPathFrom({ from: { pathname: '/cart', search: '?a=1' } }, '')).toBe('/cart?a=1');
    expect(returnPathFrom(null, '?redirectTo=/my-account')).toBe('/my-account');
    expect(returnPathFrom(null, '?redirectTo=//evil.example')).toBeNull();
    expect(returnPathFrom(null, '?redirectTo=%2F%09%2Fevil.example')).toBeNull();
  });
});

describe('POST /set-country', () => {
  const post = async (redirectTo: string) => {
    const request = new Request(`${PUBLIC_URL}/set-country`, {
      method: 'POST',
      body: new URLSearchParams({ country: 'in', redirectTo }),
    });
    const args = { request, params: {}, context: { api: fetch, publicUrl: PUBLIC_URL } };
    const response = (await setCountry(args as unknown as ActionFunctionArgs)) as Response;
    return response.headers.get('location');
  };

  it('goes back to a page of this site and nowhere else', async () => {
    for (const bad of HOSTILE) expect(await post(bad), JSON.stringify(bad)).toBe('/');
    expect(await post('/products/Nike?page=2')).toBe('/products/Nike?page=2');
    // Switching country on the login page stays there (no loop to avoid here).
    expect(await post('/login?redirectTo=%2Fcart')).toBe('/login?redirectTo=%2Fcart');
  });
});
