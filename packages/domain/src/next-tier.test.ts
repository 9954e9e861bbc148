// nextTierHint: the properties of the hint against a brute-force walk of the slab rule itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUANTITY_MAX } from './constants.ts';
import { linePrice } from './line-price.ts';
import { decimal } from './money.ts';
import { nextTierHint, nextTierHintText } from './next-tier.ts';
import type { PriceSlab, SlabOperator } from './slab.ts';

const DEFAULT = { amount: '11.00', currency: 'gbp' };
const TIERS: PriceSlab[] = [
  { operator: 'from_to', min_quantity: 25, max_quantity: 99, selling_price: '10.00' },
  { operator: 'from_to', min_quantity: 100, max_quantity: 299, selling_price: '9.50' },
  { operator: '>=', min_quantity: 300, max_quantity: null, selling_price: 8 },
];
const rates = { rates: { USD: 1, GBP: '0.79', INR: '83.11', JPY: '151.37' } };

const bound = fc.option(fc.integer({ min: 0, max: 600 }), { nil: null, freq: 4 });
const slab: fc.Arbitrary<PriceSlab> = fc.record({
  operator: fc.constantFrom<SlabOperator>('from_to', '>=', '<='),
  min_quantity: bound,
  max_quantity: bound,
  selling_price: fc.integer({ min: 1, max: 5000 }).map((c) => decimal(c).div(100).toFixed()),
  currency: fc.constantFrom(undefined, 'gbp', 'usd'),
});
const slabs = fc.array(slab, { maxLength: 5 });
const quantity = fc.integer({ min: 0, max: 700 });
const country = fc.constantFrom('gb', 'us', 'jp', 'fr');

const unit = (s: readonly PriceSlab[], q: number, c: string) => linePrice(s, q, DEFAULT, c, rates);

describe('nextTierHint', () => {
  it.each([
    [24, 1, '10'],
    [20, 5, '10'],
    [17, 8, '10'],
    [16, null, null],
    [70, 30, '9.5'],
    [67, 33, '9.5'],
    [66, null, null],
    [200, 100, '8'],
    [299, 1, '8'],
    [300, null, null],
    [0, null, null],
  ])('at %s pairs: add %s for %s', (q, add, price) => {
    const hint = nextTierHint(TIERS, q, DEFAULT, 'gb', rates);
    expect(hint?.add ?? null).toBe(add);
    expect(hint ? hint.unitPrice.toString() : null).toBe(price);
  });

  it('reads "Add N more pairs for {price}/pair"', () => {
    const hint = nextTierHint(TIERS, 70, DEFAULT, 'gb', rates)!;
    expect(nextTierHintText(hint)).toBe('Add 30 more pairs for £9.50/pair');
    expect(nextTierHintText(nextTierHint(TIERS, 299, DEFAULT, 'gb', rates)!)).toBe(
      'Add 1 more pair for £8.00/pair',
    );
    // A style tier's one hint says the pairs may go to any size or colour (issue 43 item 3).
    expect(nextTierHintText(hint, true)).toBe(
      'Add 30 more pairs of this style, in any size or colour, for £9.50/pair',
    );
  });

  it('never hints without slabs', () => {
    fc.assert(
      fc.property(quantity, country, (q, c) => {
        expect(nextTierHint([], q, DEFAULT, c, rates)).toBeNull();
      }),
    );
  });

  it('a hint is within 50 % of the quantity, at least one pair, and within the cart limit', () => {
    fc.assert(
      fc.property(slabs, quantity, country, (s, q, c) => {
        const hint = nextTierHint(s, q, DEFAULT, c, rates);
        if (!hint) return;
        expect(hint.add).toBeGreaterThanOrEqual(1);
        expect(hint.add * 2).toBeLessThanOrEqual(q);
        expect(hint.quantity).toBe(q + hint.add);
        expect(hint.quantity).toBeLessThanOrEqual(QUANTITY_MAX);
      }),
    );
  });

  it('the hinted price is the slab rule at the hinted quantity, and cheaper than now', () => {
    fc.assert(
      fc.property(slabs, quantity, country, (s, q, c) => {
        const hint = nextTierHint(s, q, DEFAULT, c, rates);
        if (!hint) return;
        const then = unit(s, hint.quantity, c);
        const now = unit(s, q, c);
        expect(hint.unitPrice.equals(then.convertedUnitPrice)).toBe(true);
        expect(hint.slabIndex).toBe(then.slabIndex);
        expect(hint.symbol).toBe(then.symbol);
        expect(hint.currency).toBe(now.currency);
        expect(hint.unitPrice.lessThan(now.convertedUnitPrice)).toBe(true);
      }),
    );
  });

  it('is the nearest cheaper quantity, and there is none when it says none (brute force)', () => {
    fc.assert(
      fc.property(slabs, quantity, country, (s, q, c) => {
        const hint = nextTierHint(s, q, DEFAULT, c, rates);
        const now = unit(s, q, c);
        const last = hint ? hint.quantity - 1 : Math.floor(q * 1.5);
        for (let x = q + 1; x <= last; x++) {
          const p = unit(s, x, c);
          const cheaper =
            p.currency === now.currency && p.convertedUnitPrice.lessThan(now.convertedUnitPrice);
          expect(cheaper, `quantity ${x} is cheaper than ${q}`).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a quantity that is not a whole number of 1 or more gets no hint', () => {
    for (const q of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(nextTierHint(TIERS, q, DEFAULT, 'gb', rates)).toBeNull();
    }
  });
});
