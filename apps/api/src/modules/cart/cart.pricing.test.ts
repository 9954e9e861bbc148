// The cart, checkout and orders (all priceCart) charge the domain's one "converted unit price,
// then x quantity" rule (linePrice), the rule the product page shows, for every country and
// quantity; the web's price-agreement.test.ts checks the page's side.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRIES, QUANTITY_MAX, QUANTITY_MIN, linePrice, toMinorUnits } from '@solestock/domain';
import { priceCart, type LineToPrice } from './cart.pricing.ts';

const rateArb = (min: number, max: number) =>
  fc.integer({ min: min * 10000, max: max * 10000 }).map((n) => (n / 10000).toFixed(4));
const ratesArb = fc.record({
  USD: fc.constant('1'),
  GBP: rateArb(0.5, 1.5),
  CAD: rateArb(1, 2),
  CNY: rateArb(5, 9),
  INR: rateArb(70, 90),
  JPY: rateArb(100, 160),
});
const priceArb = fc.integer({ min: 1, max: 50000 }).map((cents) => (cents / 100).toFixed(2));

describe('cart pricing = the product page rule', () => {
  it('agrees for every country and quantity, to the minor unit charged', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES.map((c) => c.code)),
        fc.integer({ min: QUANTITY_MIN, max: QUANTITY_MAX }),
        ratesArb,
        priceArb,
        priceArb,
        (country, quantity, rateMap, low, high) => {
          const rates = { rates: rateMap };
          const line: LineToPrice = {
            id: 1,
            productId: 7,
            archived: false,
            quantity,
            mode: 'air',
            productName: 'Westray Trail Runner',
            itemGroupId: 3,
            tierScope: 'product',
            styleName: 'Westray Trail Runner',
            saleMode: 'unlimited',
            shipsFrom: null,
            shipsBy: null,
            minPairs: 0,
            brand: 'Westray',
            color: 'Black',
            size: '8',
            coverImage: '/media/a.svg',
            sellingPrice: high,
            currency: 'usd',
            availability: 100,
            slabs: [
              {
                operator: 'from_to',
                minQuantity: 25,
                maxQuantity: 999,
                sellingPrice: high,
                currency: 'usd',
              },
              {
                operator: '>=',
                minQuantity: 1000,
                maxQuantity: null,
                sellingPrice: low,
                currency: 'usd',
              },
            ],
          };
          const cart = priceCart(
            [line],
            country,
            rates,
            { currency: 'usd', symbol: '$' },
            () => {},
          );
          const page = linePrice(
            [
              {
                operator: 'from_to',
                min_quantity: 25,
                max_quantity: 999,
                selling_price: high,
                currency: 'usd',
              },
              {
                operator: '>=',
                min_quantity: 1000,
                max_quantity: null,
                selling_price: low,
                currency: 'usd',
              },
            ],
            quantity,
            { amount: high, currency: 'usd' },
            country,
            rates,
          );
          expect(cart.total.toFixed(2)).toBe(page.total.toFixed(2));
          expect(cart.lines[0]?.convertedUnitPrice.toFixed(2)).toBe(
            page.convertedUnitPrice.toFixed(2),
          );
          expect(cart.totalMinor).toBe(toMinorUnits(page.total, page.currency));
        },
      ),
      { numRuns: 300 },
    );
  });
});
