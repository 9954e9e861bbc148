// The product's JSON-LD offer says how it can be had (docs/api.md, "Stock and pre-orders"):
// PreOrder (from its first shipping day), OutOfStock when the page's own colour and size of a
// stock style is sold out (the stock rule the page shows, stockOf: issue 43 item 4), InStock
// otherwise, as every product of a shop that sets none of it.
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@solestock/domain';
import { productFixture } from '../features/product/test-fixtures';
import { meta, offerAvailability } from './product';

const sizes = (...availability: number[]) =>
  availability.map((a, i) => ({
    id: 7 + i,
    color: 'Black',
    size: String(8 + i),
    coverImage: '',
    availability: a,
  }));

function offer(product: ProductDetail) {
  const loaderData = { product, canonical: 'http://shop.test/products/product/7', images: [] };
  const tags = meta({ loaderData } as unknown as Parameters<typeof meta>[0]) as Record<
    string,
    unknown
  >[];
  const ld = tags.find((t) => 'script:ld+json' in t)!['script:ld+json'] as {
    offers: Record<string, string>;
  };
  return ld.offers;
}

describe('JSON-LD availability', () => {
  it('is InStock for a style sold as the specs sell', () => {
    expect(offer(productFixture()).availability).toBe('https://schema.org/InStock');
  });

  it('is PreOrder for a pre-order, available from its first shipping day', () => {
    const o = offer(
      productFixture({ sale_mode: 'pre_order', ships_from: '2027-03-01', ships_by: '2027-03-15' }),
    );
    expect(o.availability).toBe('https://schema.org/PreOrder');
    expect(o.availabilityStarts).toBe('2027-03-01');
  });

  it('is OutOfStock when the page’s own size of a stock style is sold out, as the page says', () => {
    // The page is product 7: sold out though size 9 has pairs left ("Sold out in this colour
    // and size" beside it), so the offer is not InStock.
    expect(
      offerAvailability(productFixture({ sale_mode: 'stock', variants: sizes(0, 3, 0) })),
    ).toEqual({ availability: 'https://schema.org/OutOfStock' });
    expect(offer(productFixture({ sale_mode: 'stock', variants: sizes(0, 0, 0) }))).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    // Its own size in stock, others gone: InStock, as the page's "In stock: 2 pairs".
    expect(
      offerAvailability(productFixture({ sale_mode: 'stock', variants: sizes(2, 0, 0) }))
        .availability,
    ).toBe('https://schema.org/InStock');
    // Sizes at 0 of an unlimited style sell all the same.
    expect(
      offerAvailability(productFixture({ sale_mode: 'unlimited', variants: sizes(0, 0) }))
        .availability,
    ).toBe('https://schema.org/InStock');
  });
});
