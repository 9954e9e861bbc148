// The test card rules: Luhn, expiry, CVC, and the fixed answers of docs/api.md's test numbers.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chargeTestCard, isExpired, passesLuhn, TEST_CARD_MESSAGES } from './test-cards.ts';

const now = new Date('2026-06-15T12:00:00Z');
const card = (
  number: string,
  extra: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {},
) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...extra,
});

describe('test cards', () => {
  it('charges 4242 4242 4242 4242, typed with spaces or dashes', () => {
    expect(chargeTestCard(card('4242 4242 4242 4242'), now)).toEqual({ ok: true, last4: '4242' });
    expect(chargeTestCard(card('4242-4242-4242-4242'), now).ok).toBe(true);
  });

  it('declines 4000 0000 0000 0002 and 9995 with their own messages', () => {
    expect(chargeTestCard(card('4000 0000 0000 0002'), now)).toMatchObject({
      ok: false,
      message: TEST_CARD_MESSAGES.declined,
    });
    expect(chargeTestCard(card('4000000000009995'), now)).toMatchObject({
      ok: false,
      code: 'insufficient_funds',
      message: TEST_CARD_MESSAGES.insufficientFunds,
    });
  });

  it('refuses a Luhn failure, a short number, a past expiry, a bad month and a short CVC', () => {
    expect(chargeTestCard(card('4242 4242 4242 4241'), now)).toMatchObject({
      code: 'invalid_number',
    });
    expect(chargeTestCard(card('4242 4242'), now)).toMatchObject({ code: 'incomplete_number' });
    expect(
      chargeTestCard(card('4242424242424242', { exp_month: 5, exp_year: 2026 }), now),
    ).toMatchObject({
      code: 'expired_card',
      message: TEST_CARD_MESSAGES.expired,
    });
    expect(chargeTestCard(card('4242424242424242', { exp_month: 13 }), now)).toMatchObject({
      code: 'invalid_expiry_month',
    });
    expect(chargeTestCard(card('4242424242424242', { cvc: '12' }), now)).toMatchObject({
      code: 'invalid_cvc',
    });
  });

  it('takes this month as not yet expired and two-digit years as 20xx', () => {
    expect(isExpired(6, 2026, now)).toBe(false);
    expect(isExpired(6, 26, now)).toBe(false);
    expect(isExpired(5, 26, now)).toBe(true);
    expect(isExpired(1, 2025, now)).toBe(true);
  });

  it('never charges a valid number that is not a test card', () => {
    // 4111 1111 1111 1111 passes Luhn but is not one of ours.
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(chargeTestCard(card('4111111111111111'), now)).toMatchObject({
      ok: false,
      message: TEST_CARD_MESSAGES.notATestCard,
    });
  });

  it('Luhn: changing any one digit of a valid number breaks the checksum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[pos] = ((digits[pos] ?? 0) + delta) % 10;
        return !passesLuhn(digits.join(''));
      }),
    );
  });
});
