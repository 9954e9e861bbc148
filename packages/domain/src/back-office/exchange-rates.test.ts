import { describe, expect, it } from 'vitest';
import {
  manualRatesSchema,
  RATE_CURRENCIES,
  rateProblem,
  ratesAgainstUsd,
} from './exchange-rates.ts';

describe('exchange rates', () => {
  it('lists the shop’s currencies other than USD', () => {
    expect(RATE_CURRENCIES).toEqual(['CAD', 'CNY', 'EUR', 'GBP', 'INR', 'JPY']);
  });

  it('converts a EUR-based set to USD exactly, half-up at 10 places, EUR itself included', () => {
    const out = ratesAgainstUsd('EUR', {
      USD: '1.0876',
      JPY: '162.91',
      GBP: '0.85518',
      CAD: '1.4921',
      CNY: '7.8341',
      INR: '90.453',
    });
    expect(out).toEqual({
      rates: {
        CAD: '1.3719198235',
        CNY: '7.2031077602',
        // The ECB's base: 1 / 1.0876 USD per EUR.
        EUR: '0.9194556822',
        GBP: '0.7863001103',
        INR: '83.1675248253',
        JPY: '149.7885251931',
      },
    });
  });

  it('takes a USD-based set as it is, and the base’s own rate as 1', () => {
    const out = ratesAgainstUsd('usd', {
      CAD: '1.37',
      CNY: '7.24',
      GBP: '0.79',
      INR: '83.5',
      JPY: '151.2',
      EUR: '0.92',
    });
    expect(out).toEqual({
      rates: { CAD: '1.37', CNY: '7.24', EUR: '0.92', GBP: '0.79', INR: '83.5', JPY: '151.2' },
    });
  });

  it('refuses a USD-based set without the euro, the euro countries’ currency', () => {
    const out = ratesAgainstUsd('USD', {
      CAD: '1.37',
      CNY: '7.24',
      GBP: '0.79',
      INR: '83.5',
      JPY: '151.2',
    });
    expect(out).toEqual({ problem: 'The source has no rate for EUR.' });
  });

  it.each([
    [{ JPY: '150', CAD: '1', CNY: '7', GBP: '1', INR: '80' }, /USD/],
    [{ USD: '1.1', CAD: '1', CNY: '7', GBP: '1', INR: '80' }, /JPY/],
    [{ USD: '1.1', JPY: '0', CAD: '1', CNY: '7', GBP: '1', INR: '80' }, /JPY/],
    [{ USD: '1.1', JPY: '-3', CAD: '1', CNY: '7', GBP: '1', INR: '80' }, /JPY/],
    [{ USD: 'NaN', JPY: '3', CAD: '1', CNY: '7', GBP: '1', INR: '80' }, /USD/],
  ])('refuses a source it cannot use: %j', (rates, problem) => {
    const out = ratesAgainstUsd('EUR', rates);
    expect('problem' in out && out.problem).toMatch(problem);
  });

  it.each([
    ['151.2', null],
    ['0.0000000001', null],
    ['9999999999.9999999999', null],
    ['', /Enter the rate/],
    ['0', /more than 0/],
    ['0.00000000000', /more than 0|at most/],
    ['-1', /more than 0/],
    ['1e3', /at most 10 digits/],
    ['0.12345678901', /at most 10 digits/],
    ['12345678901', /at most 10 digits/],
  ])('rateProblem(%j)', (value, problem) => {
    const found = rateProblem(value, 'JPY');
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });

  it('the manual schema writes rates canonically and names a bad one', () => {
    const ok = manualRatesSchema.safeParse({
      rates: { CAD: ' 1.370 ', CNY: 7.24, EUR: '0.920', GBP: '0.79', INR: '083.5', JPY: '151.20' },
    });
    expect(ok.success && ok.data.rates).toEqual({
      CAD: '1.37',
      CNY: '7.24',
      EUR: '0.92',
      GBP: '0.79',
      INR: '83.5',
      JPY: '151.2',
    });
    const bad = manualRatesSchema.safeParse({
      rates: { CAD: '1', CNY: '7', EUR: '0.9', GBP: '1', INR: '80' },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['rates', 'JPY']);
  });
});
