import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimal,
  formatMoney,
  formatPrice,
  fromMinorUnits,
  minorUnitExponent,
  moneyNumber,
  roundMoney,
  roundToMinorUnit,
  sumMoney,
  toMinorUnits,
} from './money.ts';

/** Amounts with up to 6 decimals, up to 10^12 in size, as strings so nothing passes a float. */
const amount = fc
  .tuple(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, dp]) =>
    decimal(units)
      .div(10 ** dp)
      .toFixed(),
  );
/** Amounts with at most 2 decimals: what a stored price looks like. */
const cents = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }).map((c) => decimal(c).div(100));
/** Amounts small enough that their cents fit a JS safe integer, as a processor charges them. */
const chargeable = fc
  .tuple(fc.bigInt({ min: -(10n ** 19n), max: 10n ** 19n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, dp]) =>
    decimal(units)
      .div(10n ** 6n)
      .div(10 ** dp)
      .toFixed(),
  );
const currency = fc.constantFrom('usd', 'gbp', 'inr', 'jpy', 'cad', 'cny', 'KRW', 'eur');

describe('decimal', () => {
  it('accepts numbers, numeric strings, bigints and Decimals', () => {
    expect(decimal('12.50').toString()).toBe('12.5');
    expect(decimal(10n).toString()).toBe('10');
    expect(decimal(decimal(3)).toString()).toBe('3');
  });

  it('refuses what is not a finite amount', () => {
    expect(() => decimal('abc')).toThrow();
    expect(() => decimal(Number.NaN)).toThrow(RangeError);
    expect(() => decimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('adds exactly where binary floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(decimal(0.1).plus(0.2).toString()).toBe('0.3');
  });
});

describe('roundMoney', () => {
  it.each([
    ['1.005', '1.01'],
    ['2.675', '2.68'], // 2.675 as a float is 2.67499..., so float rounding gives 2.67
    ['1.004999', '1'],
    ['-1.005', '-1.01'],
    ['0.125', '0.13'],
  ])('%s rounds to %s', (input, rounded) => {
    expect(roundMoney(input).toString()).toBe(rounded);
  });

  it('moves an amount by at most half a cent, and is idempotent', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const r = roundMoney(a);
        expect(r.minus(a).abs().lessThanOrEqualTo('0.005')).toBe(true);
        expect(r.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(roundMoney(r).equals(r)).toBe(true);
      }),
    );
  });

  it('rounds a negative amount as the mirror of the positive one', () => {
    fc.assert(
      fc.property(amount, (a) => {
        expect(roundMoney(decimal(a).neg()).equals(roundMoney(a).neg())).toBe(true);
      }),
    );
  });
});

describe('moneyNumber and formatMoney', () => {
  it('formats with exactly 2 decimals and no grouping or exponent', () => {
    expect(formatMoney('1234.5')).toBe('1234.50');
    expect(formatMoney(7)).toBe('7.00');
    expect(formatMoney('1e21')).toBe('1000000000000000000000.00');
    expect(formatMoney('-0.004')).toBe('0.00');
    expect(formatMoney('-2.5')).toBe('-2.50');
  });

  it('never answers -0', () => {
    expect(Object.is(moneyNumber('-0.001'), 0)).toBe(true);
    expect(Object.is(moneyNumber('-0.00'), 0)).toBe(true);
    expect(moneyNumber('19.999')).toBe(20);
  });

  it('reads the database’s texts as the rounding does (its shortcut for 2 decimals)', () => {
    for (const text of ['12.3400', '12.3450', '12.3050', '12.3449', '0.0050', '-7.1250', '1200'])
      expect(moneyNumber(text)).toBe(roundMoney(text).toNumber());
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 4 }),
        (n, dp) => {
          const text = (n / 10 ** dp).toFixed(dp + 2);
          const rounded = roundMoney(text).toNumber();
          expect(moneyNumber(text)).toBe(rounded === 0 ? 0 : rounded);
        },
      ),
    );
  });

  it('always prints exactly two decimals that read back as the rounded amount', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const text = formatMoney(a);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(decimal(text).equals(roundMoney(a))).toBe(true);
        expect(moneyNumber(a)).toBe(Number(text));
      }),
    );
  });
});

describe('formatPrice', () => {
  it('puts the symbol before the amount and a minus sign before both', () => {
    expect(formatPrice('£', '12.5')).toBe('£12.50');
    expect(formatPrice('C$', 3)).toBe('C$3.00');
    expect(formatPrice('$', '-3')).toBe('-$3.00');
    expect(formatPrice('$', '-0.001')).toBe('$0.00');
  });

  it('groups thousands, in lakh and crore for ₹, keeping the spec symbols and two decimals', () => {
    expect(formatPrice('¥', 12345)).toBe('¥12,345.00');
    expect(formatPrice('£', '1234.5')).toBe('£1,234.50');
    expect(formatPrice('$', '999.999')).toBe('$1,000.00');
    expect(formatPrice('C$', '1000000')).toBe('C$1,000,000.00');
    expect(formatPrice('₹', 123456)).toBe('₹1,23,456.00');
    expect(formatPrice('₹', '12345678.9')).toBe('₹1,23,45,678.90');
    expect(formatPrice('₹', '999.5')).toBe('₹999.50');
    expect(formatPrice('£', '-1234.5')).toBe('-£1,234.50');
    // Beyond a float's exact integers the digits are still the amount's own.
    expect(formatPrice('$', '12345678901234567890.125')).toBe('$12,345,678,901,234,567,890.13');
  });

  it('is the symbol and formatMoney with grouping separators, for any amount', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('$', '£', '₹', '¥', 'C$'), (a, symbol) => {
        const abs = decimal(a).abs();
        const text = formatPrice(symbol, abs);
        expect(text.startsWith(symbol)).toBe(true);
        const digits = text.slice(symbol.length);
        // Thousands: groups of 3; ₹: the last 3, then groups of 2.
        const shape =
          symbol === '₹'
            ? /^(\d{1,2}(,\d{2})*,\d{3}|\d{1,3})\.\d{2}$/
            : /^\d{1,3}(,\d{3})*\.\d{2}$/;
        expect(digits).toMatch(shape);
        expect(digits.replaceAll(',', '')).toBe(formatMoney(abs));
        if (!roundMoney(a).isZero())
          expect(formatPrice(symbol, decimal(a).neg().abs().neg())).toBe(`-${text}`);
      }),
    );
  });
});

describe('minor units', () => {
  it('knows zero-decimal currencies, in any case', () => {
    expect(minorUnitExponent('jpy')).toBe(0);
    expect(minorUnitExponent('JPY')).toBe(0);
    expect(minorUnitExponent('krw')).toBe(0);
    expect(minorUnitExponent('gbp')).toBe(2);
    expect(minorUnitExponent('usd')).toBe(2);
    expect(minorUnitExponent('inr')).toBe(2);
  });

  it('converts exactly where float multiplication does not', () => {
    expect(Math.round(1.005 * 100)).toBe(100); // the bug this module exists to avoid
    expect(toMinorUnits('1.005', 'usd')).toBe(101);
    expect(toMinorUnits(19.99, 'usd')).toBe(1999);
    expect(toMinorUnits('12.345', 'gbp')).toBe(1235);
    expect(toMinorUnits('1234.5', 'jpy')).toBe(1235);
    expect(toMinorUnits('1234.4', 'jpy')).toBe(1234);
    expect(fromMinorUnits(1235, 'gbp').toString()).toBe('12.35');
    expect(fromMinorUnits(1235, 'jpy').toString()).toBe('1235');
  });

  it('rounds a price to whole yen and to pence, half-up (issue 27.12)', () => {
    expect(roundToMinorUnit('10281.6', 'jpy').toString()).toBe('10282');
    expect(roundToMinorUnit('10281.5', 'JPY').toString()).toBe('10282');
    expect(roundToMinorUnit('10281.49', 'jpy').toString()).toBe('10281');
    expect(roundToMinorUnit('12.345', 'gbp').toString()).toBe('12.35');
    expect(roundToMinorUnit('12.3449', 'gbp').toString()).toBe('12.34');
    fc.assert(
      fc.property(chargeable, currency, (a, c) => {
        // Exactly what a processor charges for it.
        expect(roundToMinorUnit(a, c).equals(fromMinorUnits(toMinorUnits(a, c), c))).toBe(true);
      }),
    );
  });

  it('refuses what a processor could not charge exactly', () => {
    expect(() => toMinorUnits('1e20', 'usd')).toThrow(RangeError);
    expect(() => fromMinorUnits(1.5, 'usd')).toThrow(RangeError);
  });

  it('round-trips any integer count of minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), currency, (minor, c) => {
        expect(toMinorUnits(fromMinorUnits(minor, c), c)).toBe(minor);
      }),
    );
  });

  it('round-trips any 2-decimal amount in a 2-decimal currency', () => {
    fc.assert(
      fc.property(cents, (a) => {
        expect(fromMinorUnits(toMinorUnits(a, 'gbp'), 'gbp').equals(a)).toBe(true);
      }),
    );
  });

  it('agrees with roundMoney in 2-decimal currencies', () => {
    fc.assert(
      fc.property(chargeable, (a) => {
        expect(decimal(toMinorUnits(a, 'usd')).div(100).equals(roundMoney(a))).toBe(true);
      }),
    );
  });
});

describe('sumMoney', () => {
  it('sums nothing to 0 and cents exactly', () => {
    expect(sumMoney([]).toString()).toBe('0');
    expect(sumMoney(Array.from({ length: 10 }, () => 0.1)).toString()).toBe('1');
  });

  it('equals the sequential sum, in any order', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 30 }), (values) => {
        const sequential = values.reduce((s, v) => s.plus(v), decimal(0));
        expect(sumMoney(values).equals(sequential)).toBe(true);
        expect(sumMoney([...values].reverse()).equals(sequential)).toBe(true);
      }),
    );
  });

  it('of cents is a whole number of cents', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (values) => {
        expect(sumMoney(values).decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('Decimal arithmetic (decision 008)', () => {
  it('rounds a quotient once, half-up, to 40 significant digits wherever its first digit is', () => {
    expect(decimal(1).div(3).toString()).toBe(`0.${'3'.repeat(40)}`);
    expect(decimal(2).div(3).toString()).toBe(`0.${'6'.repeat(39)}7`);
    // 40 digits, not 40 decimal places: the leading zero does not count.
    expect(decimal(1).div(30).toString()).toBe(`0.0${'3'.repeat(40)}`);
    expect(decimal(1).div('7e-9').toString()).toBe('142857142.8571428571428571428571428571429');
    // More than 40 integer digits: still one rounding (...865|45 → ...865, not ...866).
    expect(
      decimal('-482458778205514755751577050401679942786545000e-6').div('-10e-3').toString(),
    ).toBe('4.824587782055147557515770504016799427865e+40');
  });

  it('adds and multiplies exactly up to 40 significant digits, and rounds beyond', () => {
    expect(decimal('12345678901234567890.123456789').times(100000).toFixed()).toBe(
      '1234567890123456789012345.6789',
    );
    expect(decimal('1e40').plus('0.5').toString()).toBe('1e+40');
    expect(decimal('0.1').minus('0.3').toString()).toBe('-0.2');
  });

  it('reads a leading plus sign, and refuses what is not plain decimal text', () => {
    expect(decimal('+5').toString()).toBe('5');
    expect(decimal('.5').toString()).toBe('0.5');
    expect(decimal('1E+3').toString()).toBe('1000');
    for (const text of ['0x10', '1_000', ' 5', '5 ', '', 'Infinity', '-Infinity', 'NaN'])
      expect(() => decimal(text), text).toThrow(RangeError);
    expect(() => decimal(1).div(0)).toThrow(RangeError);
    expect(() => decimal(1).plus('abc')).toThrow(RangeError);
  });

  it('keeps the sign of -0 where a number would, and never prints it', () => {
    const minusZero = decimal(-0);
    expect(minusZero.isNegative() && minusZero.isZero()).toBe(true);
    expect(minusZero.toString()).toBe('0');
    expect(minusZero.toFixed(2)).toBe('0.00');
    expect(Object.is(Number(minusZero), -0)).toBe(true);
    expect(decimal('-0.004').toFixed(2)).toBe('-0.00'); // as decimal.js: round first (roundMoney)
  });

  it('answers its decimal places, comparisons, JSON and number', () => {
    expect(decimal('1.2300').decimalPlaces()).toBe(2);
    expect(decimal('1e21').decimalPlaces()).toBe(0);
    expect(decimal('1e-7').toString()).toBe('1e-7');
    expect(decimal('0.000001').toString()).toBe('0.000001');
    expect(JSON.stringify({ price: decimal('1.50') })).toBe('{"price":"1.5"}');
    expect(decimal('2.5').greaterThan(2) && decimal(2).greaterThanOrEqualTo('2.0')).toBe(true);
    expect(decimal('19.99').toNumber()).toBe(19.99);
    expect(decimal('123.456').toDecimalPlaces(1).toString()).toBe('123.5');
  });
});
