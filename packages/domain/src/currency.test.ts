import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  convertAmount,
  countryCurrency,
  currencySymbol,
  isCountryCode,
  type ExchangeRates,
} from './currency.ts';
import { decimal, roundMoney } from './money.ts';

const RATES: ExchangeRates = {
  rates: { USD: 1, GBP: '0.8', CAD: 1.35, CNY: '7.2', INR: 83, JPY: 150 },
};
const codes = COUNTRIES.map((c) => c.code);
const currencies = COUNTRIES.map((c) => c.currency);
const amount = fc.bigInt({ min: 0n, max: 10n ** 12n }).map((c) => decimal(c).div(100));
/** A full USD-based map with positive rates, 4 decimals, between 0.0001 and 100000. */
const rateMap = fc
  .array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 5, maxLength: 5 })
  .map(([gbp, cad, cny, inr, jpy]) => ({
    rates: { USD: 1, GBP: r(gbp), CAD: r(cad), CNY: r(cny), INR: r(inr), JPY: r(jpy) },
  }));
function r(n: number | undefined): string {
  return decimal(n ?? 1)
    .div(10_000)
    .toString();
}

describe('the countries table (000 §3, §9)', () => {
  it('lists the six countries in the spec order, the United Kingdom first and default', () => {
    expect(COUNTRIES.map((c) => c.name)).toEqual([
      'United Kingdom',
      'Canada',
      'United States',
      'China',
      'India',
      'Japan',
    ]);
    expect(DEFAULT_COUNTRY).toBe('gb');
    expect(COUNTRIES[0]).toEqual({
      code: 'gb',
      name: 'United Kingdom',
      alphaTwoCode: 'GB',
      alhpaThreecode: 'GBR',
      currency: 'gbp',
      symbol: '£',
    });
  });

  it('gives each code its currency and symbol', () => {
    const table = Object.fromEntries(COUNTRIES.map((c) => [c.code, `${c.currency} ${c.symbol}`]));
    expect(table).toEqual({
      us: 'usd $',
      gb: 'gbp £',
      in: 'inr ₹',
      jp: 'jpy ¥',
      ca: 'cad C$',
      cn: 'cny ¥',
    });
    for (const c of COUNTRIES) expect(c.alphaTwoCode).toBe(c.code.toUpperCase());
  });

  it('recognises exactly the six lowercase codes', () => {
    for (const code of codes) expect(isCountryCode(code)).toBe(true);
    for (const other of ['GB', 'uk', 'fr', '', null, undefined, 44, { code: 'gb' }]) {
      expect(isCountryCode(other)).toBe(false);
    }
  });

  it('looks currencies up in any case, with $ for unknown ones', () => {
    expect(countryCurrency('GB')).toEqual({ currency: 'gbp', symbol: '£' });
    expect(countryCurrency('fr')).toBeUndefined();
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol('cad')).toBe('C$');
    expect(currencySymbol('eur')).toBe('$');
  });
});

describe('convertAmount (000 §5, 001 §9)', () => {
  it('divides by the own rate, then multiplies by the target rate', () => {
    const c = convertAmount('80', 'gbp', 'in', RATES);
    expect(c.amount.toString()).toBe('8300'); // 80 / 0.8 × 83
    expect(c).toMatchObject({ currency: 'inr', symbol: '₹', converted: true });
    expect(c.rate.toString()).toBe('103.75');
  });

  it('does not multiply when the target is usd', () => {
    const c = convertAmount('8', 'gbp', 'us', RATES);
    expect(c.amount.toString()).toBe('10');
    expect(c).toMatchObject({ currency: 'usd', symbol: '$', converted: true });
  });

  it('keeps an exact half cent exact, so it rounds up', () => {
    const c = convertAmount('1', 'gbp', 'in', { rates: { GBP: 3, INR: '0.015' } });
    expect(c.amount.toString()).toBe('0.005');
    expect(roundMoney(c.amount).toString()).toBe('0.01');
  });

  it('converts usd items even when the map leaves out its base', () => {
    const c = convertAmount('10', 'USD', 'gb', { rates: { GBP: '0.8' } });
    expect(c.amount.toString()).toBe('8');
    expect(c.currency).toBe('gbp');
  });

  it.each([
    ['an unknown country', 'fr', RATES],
    ['rates not loaded (null)', 'in', null],
    ['rates not loaded (undefined)', 'in', undefined],
    ['an empty rate map', 'in', { rates: {} }],
  ] as const)('leaves the amount in its own currency for %s', (_, country, rates) => {
    const warn = vi.fn();
    const c = convertAmount('12.5', 'GBP', country, rates, warn);
    expect(c.amount.toString()).toBe('12.5');
    expect(c).toMatchObject({ currency: 'gbp', symbol: '£', converted: false });
    expect(c.rate.toString()).toBe('1');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and keeps the own currency and symbol when the own rate is missing (issue 41.15)', () => {
    const warn = vi.fn();
    const c = convertAmount('12.5', 'cny', 'gb', { rates: { USD: 1, GBP: '0.8' } }, warn);
    expect(c.amount.toString()).toBe('12.5');
    expect(c).toMatchObject({ currency: 'cny', symbol: '¥', converted: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([
      'No exchange rate for CNY; showing the amount in CNY.',
      'CNY',
    ]);
  });

  it('shows 68.00 USD as $68.00, never £68.00, when the target rate is missing', () => {
    const warn = vi.fn();
    const c = convertAmount('68.00', 'usd', 'gb', { rates: { USD: 1, JPY: 150 } }, warn);
    expect(c.amount.toString()).toBe('68');
    expect(c).toMatchObject({ currency: 'usd', symbol: '$', converted: false });
    expect(warn.mock.calls[0]).toEqual([
      'No exchange rate for GBP; showing the amount in USD.',
      'GBP',
    ]);
    const jpy = convertAmount('12.5', 'gbp', 'jp', { rates: { USD: 1, GBP: '0.8' } }, warn);
    expect(jpy).toMatchObject({ currency: 'gbp', symbol: '£', converted: false });
  });

  it.each([0, -1, 'abc', null, Number.NaN, {}])('treats a rate of %j as missing', (bad) => {
    const warn = vi.fn();
    const rates = { rates: { GBP: bad, INR: 83 } } as unknown as ExchangeRates;
    const c = convertAmount('5', 'gbp', 'in', rates, warn);
    expect(c.amount.toString()).toBe('5');
    expect(c.converted).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not read inherited keys as rates', () => {
    const c = convertAmount('5', 'constructor', 'gb', RATES, () => {});
    expect(c.converted).toBe(false);
  });

  it('leaves an amount already in the target currency alone, even without its rate', () => {
    const warn = vi.fn();
    const c = convertAmount('9.99', 'JPY', 'jp', { rates: { GBP: 1 } }, warn);
    expect(c.amount.toString()).toBe('9.99');
    expect(c).toMatchObject({ currency: 'jpy', symbol: '¥', converted: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('is the identity into the item’s own currency', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(...COUNTRIES), rateMap, (a, country, rates) => {
        const c = convertAmount(a, country.currency, country.code, rates);
        expect(c.amount.equals(a)).toBe(true);
        expect(c.converted).toBe(false);
        expect(c.currency).toBe(country.currency);
      }),
    );
  });

  it('brings a usd amount back to itself, to the cent, after a trip abroad', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(...codes), rateMap, (a, code, rates) => {
        const there = convertAmount(a, 'usd', code, rates);
        const back = convertAmount(there.amount, there.currency, 'us', rates);
        expect(back.currency).toBe('usd');
        expect(roundMoney(back.amount).equals(a)).toBe(true);
        expect(back.amount.minus(a).abs().lessThan('1e-20')).toBe(true);
      }),
    );
  });

  it('keeps the order of amounts', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.constantFrom(...currencies),
        fc.constantFrom(...codes),
        rateMap,
        (a, b, from, code, rates) => {
          const [lo, hi] = a.lessThanOrEqualTo(b) ? [a, b] : [b, a];
          const cl = convertAmount(lo, from, code, rates).amount;
          const ch = convertAmount(hi, from, code, rates).amount;
          expect(cl.lessThanOrEqualTo(ch)).toBe(true);
        },
      ),
    );
  });

  it('applies the factor it reports', () => {
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(...currencies),
        fc.constantFrom(...codes),
        rateMap,
        (a, from, code, rates) => {
          const c = convertAmount(a, from, code, rates);
          const diff = c.amount.minus(a.times(c.rate)).abs();
          expect(diff.lessThanOrEqualTo(c.amount.abs().times('1e-30').plus('1e-30'))).toBe(true);
        },
      ),
    );
  });

  it('never throws over any rate map, and never changes an amount it did not convert', () => {
    const anyRate = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.string(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const anyRates = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.record({
        rates: fc.dictionary(
          fc.oneof(fc.constantFrom('USD', 'GBP', 'INR', 'JPY', 'CAD', 'CNY', 'EUR'), fc.string()),
          anyRate,
        ),
      }),
    ) as fc.Arbitrary<ExchangeRates>;
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(...currencies, 'eur', 'EUR'),
        fc.constantFrom(...codes, 'GB', 'fr', ''),
        anyRates,
        (a, from, code, rates) => {
          const c = convertAmount(a, from, code, rates, () => {});
          const target = countryCurrency(code)?.currency;
          expect([from.toLowerCase(), target]).toContain(c.currency);
          if (!c.converted) {
            expect(c.amount.equals(a)).toBe(true);
            expect(c.rate.equals(1)).toBe(true);
          }
        },
      ),
    );
  });
});
