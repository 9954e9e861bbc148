// The brand on the storefront (docs/brand.md): titles name the shop from the root's data, the
// default shop is "Solestock" with no colour override, and another colour sets the theme's shades.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@solestock/domain/back-office/brand-payloads';
import { brandColourStyle, brandOfMatches, FALLBACK_BRAND, shopTitle } from './brand';

const northwind = {
  ...DEFAULT_BRAND,
  shop_name: 'Northwind Footwear',
  primary_color: '#0a3d62',
  demo: false,
};

describe('the brand on the storefront', () => {
  it('titles pages with the shop’s name from the root’s data, "Solestock" without it', () => {
    const matches = [{ id: 'root', data: { brand: northwind } }, { id: 'routes/cart' }];
    expect(shopTitle('My Cart', matches)).toBe('My Cart | Northwind Footwear');
    expect(shopTitle('My Cart', [{ id: 'root', loaderData: { brand: northwind } }])).toBe(
      'My Cart | Northwind Footwear',
    );
    expect(shopTitle('My Cart', [{ id: 'routes/cart' }])).toBe('My Cart | Solestock');
    expect(brandOfMatches(undefined)).toEqual(FALLBACK_BRAND);
    expect(FALLBACK_BRAND.demo).toBe(false);
  });

  it('overrides the theme’s brand shades only for another colour', () => {
    expect(brandColourStyle(FALLBACK_BRAND)).toBeUndefined();
    const style = brandColourStyle(northwind)!;
    expect(style['--color-brand-600']).toBe('#0a3d62');
    expect(style['--color-brand-700']).toContain('#0a3d62');
    expect(Object.keys(style).sort()).toEqual([
      '--color-brand-100',
      '--color-brand-50',
      '--color-brand-600',
      '--color-brand-700',
      '--color-brand-900',
    ]);
  });
});
