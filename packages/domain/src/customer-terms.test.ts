// The group discount and the deposit split (docs/api.md, "Customer groups"), on examples from
// the contract and by properties over amounts in a two-decimal and a zero-decimal currency.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositSplit, groupUnitPrice } from './customer-terms.ts';
import { decimal, minorUnitExponent } from './money.ts';

describe('groupUnitPrice', () => {
  it('lowers the slab price by the discount, to the currency’s minor unit, and leaves it alone at 0 %', () => {
    expect(groupUnitPrice('10.00', '12.5', 'usd').toString()).toBe('8.75');
    expect(groupUnitPrice('9.99', '0', 'usd').toString()).toBe('9.99');
    // Issue 41.9: 3.33 × 0.6667 = 2.220111 is a price of $2.22; 13.22 × 0.875 = 11.5675 → 11.57.
    expect(groupUnitPrice('3.33', '33.33', 'usd').toString()).toBe('2.22');
    expect(groupUnitPrice('13.22', '12.5', 'gbp').toString()).toBe('11.57');
    // Whole yen: ¥1219 × 0.875 = ¥1066.625 → ¥1067.
    expect(groupUnitPrice('1219', '12.5', 'jpy').toString()).toBe('1067');
  });

  it('refuses a discount outside 0–90 %', () => {
    expect(() => groupUnitPrice('10', '90.01', 'usd')).toThrow(RangeError);
    expect(() => groupUnitPrice('10', '-1', 'usd')).toThrow(RangeError);
  });

  it('is the exact discounted price rounded half-up to the minor unit, in any currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 9000 }),
        fc.constantFrom('usd', 'gbp', 'jpy', 'inr'),
        (minorUnits, basisPoints, currency) => {
          // A price as the currency writes it: whole yen, cents of a dollar. (At 0 % the price
          // is passed on as it is, so ¥0.01 would come back with two places, as given.)
          const places = minorUnitExponent(currency);
          const price = decimal(minorUnits).div(10 ** places);
          const discount = decimal(basisPoints).div(100);
          const member = groupUnitPrice(price, discount, currency);
          expect(member.decimalPlaces()).toBeLessThanOrEqual(places);
          const exact = price.times(decimal(100).minus(discount)).div(100);
          if (!discount.isZero()) expect(member.equals(exact.toDecimalPlaces(places))).toBe(true);
        },
      ),
    );
  });

  it('never raises a price and never makes one negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 9000 }),
        (cents, basisPoints) => {
          const price = decimal(cents).div(100);
          const member = groupUnitPrice(price, decimal(basisPoints).div(100), 'usd');
          expect(member.greaterThan(price)).toBe(false);
          expect(member.isNegative()).toBe(false);
        },
      ),
    );
  });
});

describe('depositSplit', () => {
  it('rounds the deposit up to the minor unit: pence for GBP, whole yen for JPY', () => {
    expect(depositSplit('10.01', 30, 'gbp')).toEqual({
      deposit: decimal('3.01'),
      balance: decimal('7.00'),
    });
    expect(depositSplit('10001', 30, 'jpy').deposit.toString()).toBe('3001');
    expect(depositSplit('10001', 30, 'jpy').balance.toString()).toBe('7000');
    expect(depositSplit('100.00', 30, 'gbp').deposit.toString()).toBe('30');
  });

  it('at 100 % charges everything and leaves nothing due (the specs’ behaviour)', () => {
    const split = depositSplit('1234.56', 100, 'usd');
    expect(split.deposit.toString()).toBe('1234.56');
    expect(split.balance.isZero()).toBe(true);
  });

  it('refuses a share outside 1–100 or not whole', () => {
    for (const bad of [0, 101, 30.5]) expect(() => depositSplit('10', bad, 'usd')).toThrow();
  });

  it('deposit + balance = goods; the deposit is its share or just above, by less than a minor unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('gbp', 'usd', 'inr', 'jpy'),
        (minor, percent, currency) => {
          const unit = currency === 'jpy' ? decimal(1) : decimal('0.01');
          const goods = decimal(minor).times(unit);
          const { deposit, balance } = depositSplit(goods, percent, currency);
          expect(deposit.plus(balance).equals(goods)).toBe(true);
          const share = goods.times(percent).div(100);
          expect(deposit.lessThan(share)).toBe(false);
          expect(deposit.minus(share).lessThan(unit)).toBe(true);
          expect(balance.isNegative()).toBe(false);
          // A whole number of minor units: what a card processor can charge.
          expect(deposit.div(unit).decimalPlaces()).toBe(0);
        },
      ),
    );
  });
});
