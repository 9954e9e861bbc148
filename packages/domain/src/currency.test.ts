import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  SHOP_CURRENCIES,
  convertAmount,
  countryCurrency,
  countryOfCurrency,
  currencySymbol,
  isCountryCode,
  shippingDays,
  type ExchangeRates,
} from './currency.ts';
import { decimal, roundMoney } from './money.ts';

const RATES: ExchangeRates = {
  rates: { USD: 1, GBP: '0.8', CAD: 1.35, CNY: '7.2', INR: 83, JPY: 150, EUR: '0.92' },
};
const codes = COUNTRIES.map((c) => c.code);
const currencies = COUNTRIES.map((c) => c.currency);
const amount = fc.bigInt({ min: 0n, max: 10n ** 12n }).map((c) => decimal(c).div(100));
/** A full USD-based map with positive rates, 4 decimals, between 0.0001 and 100000. */
const rateMap = fc
  .array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 6, maxLength: 6 })
  .map(([gbp, cad, cny, inr, jpy, eur]) => ({
    rates: {
      USD: 1,
      GBP: r(gbp),
      CAD: r(cad),
      CNY: r(cny),
      INR: r(inr),
      JPY: r(jpy),
      EUR: r(eur),
    },
  }));
function r(n: number | undefined): string {
  return decimal(n ?? 1)
    .div(10_000)
    .toString();
}

describe('the countries table (000 §3, §9)', () => {
  it('lists the six spec countries in the spec order, then the five euro countries', () => {
    expect(COUNTRIES.map((c) => c.name)).toEqual([
      'United Kingdom',
      'Canada',
      'United States',
      'China',
      'India',
      'Japan',
      'Germany',
      'France',
      'Italy',
      'Spain',
      'Netherlands',
    ]);
    expect(DEFAULT_COUNTRY).toBe('gb');
    expect(COUNTRIES[0]).toEqual({
      code: 'gb',
      name: 'United Kingdom',
      alphaTwoCode: 'GB',
      alhpaThreecode: 'GBR',
      currency: 'gbp',
      symbol: '£',
      flag: '/flags/gb.svg',
      shipping: { air: '7-10 days', sea: '30-45 days' },
    });
  });

  it('gives each code its currency and symbol, its flag and ISO codes', () => {
    const table = Object.fromEntries(COUNTRIES.map((c) => [c.code, `${c.currency} ${c.symbol}`]));
    expect(table).toEqual({
      us: 'usd $',
      gb: 'gbp £',
      in: 'inr ₹',
      jp: 'jpy ¥',
      ca: 'cad C$',
      cn: 'cny ¥',
      de: 'eur €',
      fr: 'eur €',
      it: 'eur €',
      es: 'eur €',
      nl: 'eur €',
    });
    expect(COUNTRIES.filter((c) => c.currency === 'eur').map((c) => c.alhpaThreecode)).toEqual([
      'DEU',
      'FRA',
      'ITA',
      'ESP',
      'NLD',
    ]);
    for (const c of COUNTRIES) {
      expect(c.alphaTwoCode).toBe(c.code.toUpperCase());
      expect(c.flag).toBe(`/flags/${c.code}.svg`);
    }
    expect(new Set(codes).size).toBe(COUNTRIES.length);
    expect(SHOP_CURRENCIES).toEqual(['gbp', 'cad', 'usd', 'cny', 'inr', 'jpy', 'eur']);
  });

  it('keeps each country’s shipping table: the spec’s times for the six, their own for the euro five', () => {
    for (const code of ['gb', 'ca', 'us', 'cn', 'in', 'jp']) {
      expect([shippingDays(code, 'air'), shippingDays(code, 'sea')]).toEqual([
        '7-10 days',
        '30-45 days',
      ]);
    }
    expect([shippingDays('DE', 'air'), shippingDays('de', 'sea')]).toEqual([
      '6-9 days',
      '30-40 days',
    ]);
    expect(shippingDays('es', 'sea')).toBe('28-38 days');
    // A code the shop does not sell to still reads the spec's times.
    expect(shippingDays('xx', 'air')).toBe('7-10 days');
  });

  it('recognises exactly the table’s lowercase codes', () => {
    for (const code of codes) expect(isCountryCode(code)).toBe(true);
    for (const other of ['GB', 'DE', 'uk', 'be', 'eu', '', null, undefined, 44, { code: 'gb' }]) {
      expect(isCountryCode(other)).toBe(false);
    }
  });

  it('looks currencies up in any case, with $ for unknown ones', () => {
    expect(countryCurrency('GB')).toEqual({ currency: 'gbp', symbol: '£' });
    expect(countryCurrency('FR')).toEqual({ currency: 'eur', symbol: '€' });
    expect(countryCurrency('be')).toBeUndefined();
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol('cad')).toBe('C$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('chf')).toBe('$');
    // A euro price list belongs to the first euro country: its prices are euro prices.
    expect(countryOfCurrency('eur')).toBe('de');
  });
});

describe('conversion to the euro (issue 46 item 4)', () => {
  const EURO_RATES: ExchangeRates = {
    rates: { USD: 1, GBP: '0.7863001103', EUR: '0.9194556822', JPY: '149.7885251931' },
  };

  it('converts dollars and pounds to euros exactly, by the USD-based rates', () => {
    const fromUsd = convertAmount('68.00', 'usd', 'de', EURO_RATES);
    expect(fromUsd).toMatchObject({ currency: 'eur', symbol: '€', converted: true });
    // 68 × 0.9194556822 = 62.5229863896 exactly.
    expect(fromUsd.amount.toString()).toBe('62.5229863896');
    expect(roundMoney(fromUsd.amount).toFixed(2)).toBe('62.52');
    const fromGbp = convertAmount('10', 'gbp', 'fr', EURO_RATES);
    // 10 × 0.9194556822 / 0.7863001103, to the cent: 11.69 (11.6934…).
    expect(roundMoney(fromGbp.amount).toFixed(2)).toBe('11.69');
    expect(fromGbp.amount.toString()).toBe(decimal('9.194556822').div('0.7863001103').toString());
  });

  it('leaves a euro price alone for every euro country, and converts it out to the others', () => {
    for (const code of ['de', 'fr', 'it', 'es', 'nl']) {
      const same = convertAmount('49.99', 'EUR', code, EURO_RATES);
      expect(same).toMatchObject({ currency: 'eur', symbol: '€', converted: false });
      expect(same.amount.toString()).toBe('49.99');
    }
    const toJpy = convertAmount('100', 'eur', 'jp', EURO_RATES);
    expect(toJpy.currency).toBe('jpy');
    expect(toJpy.amount.toString()).toBe(decimal('14978.85251931').div('0.9194556822').toString());
  });

  it('keeps a euro price in euros, with €, when the map has no EUR rate', () => {
    const warn = vi.fn();
    const out = convertAmount('20', 'eur', 'gb', { rates: { USD: 1, GBP: '0.8' } }, warn);
    expect(out).toMatchObject({ currency: 'eur', symbol: '€', converted: false });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('EUR'), 'EUR');
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
    ['an unknown country', 'be', RATES],
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
          fc.oneof(
            fc.constantFrom('USD', 'GBP', 'INR', 'JPY', 'CAD', 'CNY', 'EUR', 'CHF'),
            fc.string(),
          ),
          anyRate,
        ),
      }),
    ) as fc.Arbitrary<ExchangeRates>;
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(...currencies, 'EUR', 'chf'),
        fc.constantFrom(...codes, 'GB', 'FR', 'be', ''),
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
