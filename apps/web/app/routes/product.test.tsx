// @vitest-environment jsdom
// Structured data states the price the page shows (issue 27.12): the product's JSON-LD offer and
// its og price are the unit price beside them at the opening quantity, rounded as the currency
// requires (whole yen, pence).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import {
  convertUnitPrice,
  formatPrice,
  type ExchangeRates,
  type ProductDetail,
  type Slab,
} from '@solestock/domain';
import { ProductPage } from '../features/product/product-page';
import { inRouter, productFixture, shopContext, slab } from '../features/product/test-fixtures';
import { meta } from './product';

afterEach(cleanup);

/** A product as the API answers it for a country: every price converted and rounded for it. */
function productFor(country: 'jp' | 'gb', own: number, slabs: Slab[]): ProductDetail {
  const { rates } = shopContext(country);
  const convert = (amount: number) =>
    convertUnitPrice(amount, 'usd', country, rates as ExchangeRates);
  const base = convert(own);
  return productFixture({
    sellingPrice: { amount: base.amount.toNumber(), currency: base.currency, symbol: base.symbol },
    defaultSellingPrice: { amount: own, currency: 'usd' },
    slabPrices: slabs.map((s) => {
      const c = convert(s.selling_price);
      return { ...s, converted_price: { amount: c.amount.toNumber(), symbol: c.symbol } };
    }),
  });
}

function structuredPrice(product: ProductDetail) {
  const loaderData = { product, canonical: 'http://shop.test/products/product/7', images: [] };
  const tags = meta({ loaderData } as unknown as Parameters<typeof meta>[0]) as Record<
    string,
    unknown
  >[];
  const ld = tags.find((t) => 'script:ld+json' in t)!['script:ld+json'] as {
    offers: { price: string; priceCurrency: string };
  };
  const og = (property: string) => tags.find((t) => t.property === property)?.content;
  expect(og('product:price:amount')).toBe(ld.offers.price);
  expect(og('product:price:currency')).toBe(ld.offers.priceCurrency);
  return ld.offers;
}

describe('product structured data', () => {
  // 68.5440 usd × 150 = 10281.6 yen, the example: the page and the offer say ¥10,282.
  it.each([
    ['jp', 'JPY', /^\d+$/, [slab('from_to', 25, 99, 68.544), slab('>=', 100, null, 64.5133)]],
    ['gb', 'GBP', /^\d+\.\d{2}$/, [slab('from_to', 25, 99, 12.3456), slab('>=', 100, null, 11)]],
    ['jp', 'JPY', /^\d+$/, [slab('from_to', 100, 299, 9)]],
    ['gb', 'GBP', /^\d+\.\d{2}$/, []],
  ] as const)(
    'states the unit price the %s page shows, in %s, rounded as it requires',
    (country, currency, shape, slabs) => {
      const product = productFor(country, 72.3333, [...slabs]);
      render(inRouter(<ProductPage product={product} />, shopContext(country)));
      const shown = screen.getByTestId('unit-price').textContent;

      const offer = structuredPrice(product);
      expect(offer.priceCurrency).toBe(currency);
      expect(offer.price).toMatch(shape);
      expect(formatPrice(product.sellingPrice.symbol, offer.price)).toBe(shown);
    },
  );
});
