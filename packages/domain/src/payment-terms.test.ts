// An order's payment terms (docs/orders-and-payments.md, "Deposits and net terms"): which terms an
// order takes, what its checkout charges in JPY and GBP, and when an invoice on account is due.
import { describe, expect, it } from 'vitest';
import {
  depositWords,
  dueAtCheckoutMinor,
  invoiceDueOn,
  isOverdue,
  onAccountWords,
  orderDeposit,
  orderTermsFor,
  paidAtCheckout,
  SPEC_TERMS,
} from './payment-terms.ts';

describe('orderTermsFor', () => {
  it('puts an order placed without payment on account only when the group gives net days', () => {
    expect(orderTermsFor({ deposit_percent: 30, net_days: 30 }, true)).toEqual({
      paymentTerms: 'account',
      depositPercent: 100,
      netDays: 30,
    });
    expect(orderTermsFor({ deposit_percent: 30, net_days: 30 }, false)).toEqual({
      paymentTerms: 'card',
      depositPercent: 30,
      netDays: 0,
    });
    expect(orderTermsFor({ deposit_percent: 30, net_days: 0 }, true)).toEqual({
      paymentTerms: 'card',
      depositPercent: 100,
      netDays: 0,
    });
    // The specs' shop: a submitted order is a card order paid in full after confirmation.
    expect(orderTermsFor(SPEC_TERMS, true)).toEqual({
      paymentTerms: 'card',
      depositPercent: 100,
      netDays: 0,
    });
  });
});

describe('dueAtCheckoutMinor', () => {
  it('charges a 30 % deposit of an odd total rounded up to the minor unit: JPY and GBP', () => {
    const card = { paymentTerms: 'card' as const, depositPercent: 30 };
    // ¥10,001 × 30 % = ¥3,000.3 → ¥3,001 (JPY has no minor unit).
    expect(
      dueAtCheckoutMinor({ ...card, total: '10001.00', totalMinor: 10001, currency: 'jpy' }),
    ).toBe(3001);
    // £10.01 × 30 % = £3.003 → £3.01.
    expect(dueAtCheckoutMinor({ ...card, total: '10.01', totalMinor: 1001, currency: 'gbp' })).toBe(
      301,
    );
    expect(dueAtCheckoutMinor({ ...card, total: '10.00', totalMinor: 1000, currency: 'gbp' })).toBe(
      300,
    );
  });

  it('charges the whole total at 100 % and nothing on account', () => {
    expect(
      dueAtCheckoutMinor({
        paymentTerms: 'card',
        depositPercent: 100,
        total: '10.01',
        totalMinor: 1001,
        currency: 'gbp',
      }),
    ).toBe(1001);
    expect(
      dueAtCheckoutMinor({
        paymentTerms: 'account',
        depositPercent: 100,
        total: '10.01',
        totalMinor: 1001,
        currency: 'gbp',
      }),
    ).toBe(0);
  });
});

describe('due dates', () => {
  it('is net days after the UTC day of shipping, across a month and a year', () => {
    expect(invoiceDueOn(new Date('2026-11-26T23:30:00Z'), 30)).toBe('2026-12-26');
    expect(invoiceDueOn(new Date('2026-12-15T08:00:00Z'), 30)).toBe('2027-01-14');
  });

  it('is overdue from the day after it is due, and only while something is owed', () => {
    const now = new Date('2026-12-27T00:00:01Z');
    expect(isOverdue('2026-12-26', '10.00', now)).toBe(true);
    expect(isOverdue('2026-12-27', '10.00', now)).toBe(false);
    expect(isOverdue('2026-12-26', '0', now)).toBe(false);
    expect(isOverdue(null, '10.00', now)).toBe(false);
  });
});

describe('the words', () => {
  it('says the deposit and the account as the contract writes them', () => {
    expect(depositWords(30)).toBe('Deposit 30% now, balance before shipping');
    expect(onAccountWords(30)).toBe('Place order on account, pay within 30 days of shipping');
  });
});

describe('orderDeposit (issue 43 item 1)', () => {
  const card = {
    total: '742.80',
    currency: 'gbp',
    paymentTerms: 'card' as const,
    depositPercent: 30,
    netDays: 0,
  };
  const payment = (kind: string, amountMinor: number, status = 'succeeded') => ({
    kind,
    status,
    amountMinor,
    currency: 'gbp',
  });

  it('is the share checkout is to charge before a payment is recorded', () => {
    expect(orderDeposit(card)?.amount.toFixed(2)).toBe('222.84');
    expect(orderDeposit(card, paidAtCheckout([]))?.amount.toFixed(2)).toBe('222.84');
  });

  it('is what checkout took once paid, after an amendment changed the goods', () => {
    // Amended up to £770.10: 30 % would be £231.03, but £222.84 was paid.
    const amended = { ...card, total: '770.10' };
    const paid = paidAtCheckout([
      payment('order', 22284),
      payment('order', 23103, 'failed'),
      payment('balance', 10000),
    ]);
    expect(paid?.toFixed(2)).toBe('222.84');
    expect(orderDeposit(amended, paid)).toEqual({ percent: 30, amount: expect.anything() });
    expect(orderDeposit(amended, paid)?.amount.toFixed(2)).toBe('222.84');
  });

  it('is null paid in full or on account', () => {
    expect(orderDeposit({ ...card, depositPercent: 100 }, '742.80')).toBeNull();
    expect(orderDeposit({ ...card, paymentTerms: 'account' })).toBeNull();
  });
});
