// 000 §5 "Total = unit price x quantity": the total the product page and its drawer show equals
// what ORDER NOW's checkout charges, for every country and quantity (the cart and orders are
// checked against the same domain rule in the API's cart.pricing.test.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRIES, QUANTITY_MAX, QUANTITY_MIN, formatPrice, linePrice } from '@solestock/domain';
import type { ApiFetch } from '../../lib/api';
import { loadCheckout } from '../../lib/checkout.server';
import { priceForQuantity } from './buy-panel';
import { productFixture, slab } from './test-fixtures';

/** Rates with enough digits that a converted unit price is rarely a whole number of cents. */
const ratesArb = fc.record({
  USD: fc.constant('1'),
  GBP: fc.integer({ min: 5000, max: 15000 }).map((n) => (n / 10000).toFixed(4)),
  CAD: fc.integer({ min: 10000, max: 20000 }).map((n) => (n / 10000).toFixed(4)),
  CNY: fc.integer({ min: 50000, max: 90000 }).map((n) => (n / 10000).toFixed(4)),
  INR: fc.integer({ min: 700000, max: 900000 }).map((n) => (n / 10000).toFixed(4)),
  JPY: fc.integer({ min: 1000000, max: 1600000 }).map((n) => (n / 10000).toFixed(4)),
});
const priceArb = fc.integer({ min: 1, max: 50000 }).map((cents) => cents / 100);

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('product page total = checkout total', () => {
  it('agrees for every country and quantity', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...COUNTRIES.map((c) => c.code)),
        fc.integer({ min: QUANTITY_MIN, max: QUANTITY_MAX }),
        ratesArb,
        priceArb,
        priceArb,
        async (country, quantity, rateMap, low, high) => {
          const product = productFixture({
            defaultSellingPrice: { amount: high, currency: 'usd' },
            slabPrices: [slab('from_to', 25, 999, high), slab('>=', 1000, null, low)],
          });
          const rates = { base: 'USD', rates: rateMap, updated_at: '2025-01-01T00:00:00Z' };
          const page = priceForQuantity(product, quantity, country, rates);

          const api: ApiFetch = async (path) =>
            json(
              path.startsWith('/ecommerce/exchange-rates/')
                ? rates
                : path.startsWith('/ecommerce/products/')
                  ? product
                  : path.startsWith('/ecommerce/company/addresses/')
                    ? { addresses: [] }
                    : { count: 0 },
            );
          const request = new Request(
            `http://shop.test/checkout-summary?order_now=7&quantity=${quantity}&mode=air`,
            { headers: { cookie: `country=${country}` } },
          );
          const checkout = await loadCheckout(request, { api, country });
          expect(checkout.loadError).toBeNull();
          const charged = formatPrice(
            checkout.summary.total_price.currency,
            checkout.summary.total_price.amount,
          );
          expect(page.total).toBe(charged);

          // And both are "unit price x quantity" as the page shows the unit.
          const rule = linePrice(
            product.slabPrices,
            quantity,
            product.defaultSellingPrice,
            country,
            rates,
          );
          expect(page.unit).toBe(formatPrice(rule.symbol, rule.convertedUnitPrice));
          expect(page.total).toBe(
            formatPrice(rule.symbol, rule.convertedUnitPrice.times(quantity)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
