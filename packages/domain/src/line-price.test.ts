// linePrice (000 §5 "Total = unit price x quantity"): the total is the shown, rounded unit price
// times the quantity, so it is whole minor units and "unit x quantity" on every screen.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRIES } from './countries.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';
import { groupUnitPrice } from './customer-terms.ts';
import { convertUnitPrice, linePrice } from './line-price.ts';
import { decimal, minorUnitExponent, toMinorUnits } from './money.ts';

const rates = {
  rates: { USD: 1, GBP: '0.7891', CAD: '1.3617', CNY: '7.1234', INR: '83.1122', JPY: '151.37' },
};
const slabs = [
  {
    operator: 'from_to' as const,
    min_quantity: 25,
    max_quantity: 999,
    selling_price: '9.99',
    currency: 'usd',
  },
  {
    operator: '>=' as const,
    min_quantity: 1000,
    max_quantity: null,
    selling_price: '7.37',
    currency: 'usd',
  },
];

describe('linePrice', () => {
  it('is the rounded converted unit price x quantity for every country and quantity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES.map((c) => c.code)),
        fc.integer({ min: QUANTITY_MIN, max: QUANTITY_MAX }),
        (country, quantity) => {
          const p = linePrice(slabs, quantity, { amount: '12', currency: 'usd' }, country, rates);
          const dp = minorUnitExponent(p.currency);
          expect(p.convertedUnitPrice.decimalPlaces()).toBeLessThanOrEqual(dp);
          expect(p.total.equals(p.convertedUnitPrice.times(quantity))).toBe(true);
          expect(toMinorUnits(p.total, p.currency)).toBe(
            toMinorUnits(p.convertedUnitPrice, p.currency) * quantity,
          );
        },
      ),
    );
  });

  it('at 1,000 pairs in GBP charges £5820.00 (£5.82 a pair), not the unrounded £5815.67', () => {
    const p = linePrice(slabs, 1000, { amount: '12', currency: 'usd' }, 'gb', rates);
    // 7.37 × 0.7891 = 5.815667 → £5.82 a pair.
    expect(p.convertedUnitPrice.toFixed(2)).toBe('5.82');
    expect(p.total.toFixed(2)).toBe('5820.00');
    expect(p.symbol).toBe('£');
  });
});

describe('linePrice with a customer group discount (docs/decisions/149)', () => {
  it('lowers the slab price to a dollar price before the conversion: £5.09, not £5.82 × 0.875', () => {
    const p = linePrice(
      slabs,
      1000,
      { amount: '12', currency: 'usd' },
      'gb',
      rates,
      undefined,
      '12.5',
    );
    // 7.37 × 0.875 = 6.44875 → $6.45 (the member's price, issue 41.9); × 0.7891 = 5.0897… → £5.09.
    expect(p.unitPrice.toString()).toBe('6.45');
    expect(p.convertedUnitPrice.toFixed(2)).toBe('5.09');
    expect(p.total.toFixed(2)).toBe('5090.00');
  });

  it('picks the same slab as the list price, and equals the list rule over discounted slabs', () => {
    // The API sends a member's slabs already discounted (groupUnitPrice on each); the screens
    // then price them with no discount and must charge what the cart charges.
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES.map((c) => c.code)),
        fc.integer({ min: QUANTITY_MIN, max: 2000 }),
        fc.integer({ min: 0, max: 9000 }),
        (country, quantity, basisPoints) => {
          const discount = decimal(basisPoints).div(100);
          const own = { amount: '12', currency: 'usd' };
          const member = linePrice(slabs, quantity, own, country, rates, undefined, discount);
          const list = linePrice(slabs, quantity, own, country, rates);
          expect(member.slabIndex).toBe(list.slabIndex);
          const discounted = slabs.map((s) => ({
            ...s,
            selling_price: groupUnitPrice(s.selling_price, discount, 'usd').toNumber(),
          }));
          const shown = linePrice(
            discounted,
            quantity,
            { amount: groupUnitPrice(own.amount, discount, 'usd').toNumber(), currency: 'usd' },
            country,
            rates,
          );
          expect(shown.convertedUnitPrice.equals(member.convertedUnitPrice)).toBe(true);
          expect(member.convertedUnitPrice.greaterThan(list.convertedUnitPrice)).toBe(false);
        },
      ),
    );
  });

  it('changes nothing without a discount', () => {
    const a = linePrice(slabs, 30, { amount: '12', currency: 'usd' }, 'jp', rates);
    const b = linePrice(slabs, 30, { amount: '12', currency: 'usd' }, 'jp', rates, undefined, '0');
    expect(b).toEqual(a);
  });
});

describe('convertUnitPrice', () => {
  it('is the unit linePrice charges, for every country and amount: what cards and slabs show', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES.map((c) => c.code)),
        fc.integer({ min: 1, max: 10_000_000 }),
        (country, cents) => {
          const amount = `${cents / 10_000}`;
          const shown = convertUnitPrice(amount, 'usd', country, rates);
          const charged = linePrice([], 1, { amount, currency: 'usd' }, country, rates);
          expect(shown.amount.equals(charged.convertedUnitPrice)).toBe(true);
          expect(shown.currency).toBe(charged.currency);
        },
      ),
    );
  });

  it('rounds to whole yen in JPY and to pence in GBP', () => {
    expect(convertUnitPrice('8.0666', 'usd', 'jp', rates).amount.toString()).toBe('1221');
    expect(convertUnitPrice('8.0666', 'usd', 'gb', rates).amount.toString()).toBe('6.37');
  });
});
