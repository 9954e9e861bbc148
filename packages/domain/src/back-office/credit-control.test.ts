import { describe, expect, it } from 'vitest';
import {
  ageingBucketOf,
  ageingOf,
  companyCreditBody,
  daysPastDue,
  dunningStateOf,
  toBaseCurrency,
} from './credit-control.ts';

describe('ageing (docs/credit-control.md)', () => {
  it('counts whole days past the due day, zero on it and negative before', () => {
    expect(daysPastDue('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysPastDue('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysPastDue('2026-03-10', '2026-03-01')).toBe(-9);
    // Across a daylight-saving change and a year end the UTC days stay whole.
    expect(daysPastDue('2025-12-31', '2026-01-30')).toBe(30);
  });

  it('puts each edge in its bucket: 30 / 31, 60 / 61, 90 / 91; not yet due is 0–30', () => {
    expect(ageingBucketOf(-5)).toBe('0-30');
    expect(ageingBucketOf(30)).toBe('0-30');
    expect(ageingBucketOf(31)).toBe('31-60');
    expect(ageingBucketOf(60)).toBe('31-60');
    expect(ageingBucketOf(61)).toBe('61-90');
    expect(ageingBucketOf(90)).toBe('61-90');
    expect(ageingBucketOf(91)).toBe('90+');
  });

  it('sums owed amounts exactly into buckets and finds the oldest', () => {
    const today = '2026-06-30';
    const a = ageingOf(
      [
        { due_on: '2026-07-15', owed: '100.10' }, // not yet due
        { due_on: '2026-06-30', owed: '0.20' }, // due today
        { due_on: '2026-05-30', owed: '50.05' }, // 31 days
        { due_on: '2026-04-01', owed: '10.00' }, // 90 days
        { due_on: '2026-03-01', owed: '1.11' }, // 121 days
        { due_on: '2026-03-01', owed: '0' }, // paid: left out
        { due_on: null, owed: '7.00' }, // not invoiced yet
      ],
      today,
    );
    expect(a.buckets['0-30'].toFixed(2)).toBe('107.30');
    expect(a.buckets['31-60'].toFixed(2)).toBe('50.05');
    expect(a.buckets['61-90'].toFixed(2)).toBe('10.00');
    expect(a.buckets['90+'].toFixed(2)).toBe('1.11');
    expect(a.total.toFixed(2)).toBe('168.46');
    expect(a.oldest_days_past_due).toBe(121);
    expect(ageingOf([{ due_on: '2026-07-15', owed: '5' }], today).oldest_days_past_due).toBe(0);
  });
});

describe('credit limit in the base currency', () => {
  it('divides by the currency’s rate against USD, and knows no rate when missing', () => {
    const rates = { USD: '1', GBP: '0.8', INR: '83' };
    expect(toBaseCurrency('80', 'gbp', rates)!.toFixed(2)).toBe('100.00');
    expect(toBaseCurrency('12.34', 'usd', rates)!.toFixed(2)).toBe('12.34');
    expect(toBaseCurrency('1000', 'inr', rates)!.toFixed(4)).toBe('12.0482');
    expect(toBaseCurrency('10', 'eur', rates)).toBeUndefined();
  });

  it('reads a limit as an amount of at most two decimals, or null', () => {
    expect(companyCreditBody.parse({ credit_limit: 2500 }).credit_limit).toBe('2500');
    expect(companyCreditBody.parse({ credit_limit: null }).credit_limit).toBeNull();
    expect(companyCreditBody.safeParse({ credit_limit: '-5' }).success).toBe(false);
    expect(companyCreditBody.safeParse({ credit_limit: '1.234' }).success).toBe(false);
  });
});

describe('dunning state', () => {
  it('holds from 21 days past due unless paused', () => {
    expect(dunningStateOf(0, false)).toBe('clear');
    expect(dunningStateOf(20, false)).toBe('overdue');
    expect(dunningStateOf(21, false)).toBe('held');
    expect(dunningStateOf(40, true)).toBe('paused');
  });
});
