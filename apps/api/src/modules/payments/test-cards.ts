// The built-in test card processor's rules (docs/api.md Payments): which card numbers succeed or are
// declined and with what message, and the checks a real processor makes before charging (Luhn,
// expiry, CVC). Messages are Stripe's, so the payment screen reads the same sentences either way.

export const TEST_CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is invalid.',
  incompleteNumber: 'Your card number is incomplete.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  expired: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is incomplete.",
  notATestCard:
    'Your card was declined. This shop takes test cards only, such as 4242 4242 4242 4242.',
} as const;

/** docs/api.md: the numbers the test processor knows, digits only. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Pays; its first refund fails (a closed account), as Stripe's card of this number does. */
  refundFails: '4000000000005126',
} as const;

/** Why the refund-fails card's first refund fails. */
export const TEST_REFUND_FAILURE = "The card's account is closed: the refund could not be made.";

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type CardOutcome =
  { ok: true; last4: string } | { ok: false; code: string; message: string };

/** Digits only: shoppers type spaces and dashes between the groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A card expires at the end of its month. Two-digit years are read as 20xx, as printed on cards.
 */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return year < nowYear || (year === nowYear && expMonth < nowMonth);
}

/** The outcome of charging a card, checks first, then the test numbers' fixed answers. */
export function chargeTestCard(card: CardInput, now: Date = new Date()): CardOutcome {
  const digits = cardDigits(card.number);
  if (!/^\d*$/.test(digits)) return fail('invalid_number', TEST_CARD_MESSAGES.invalidNumber);
  if (digits.length < 13) return fail('incomplete_number', TEST_CARD_MESSAGES.incompleteNumber);
  if (digits.length > 19 || !passesLuhn(digits))
    return fail('invalid_number', TEST_CARD_MESSAGES.invalidNumber);
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12)
    return fail('invalid_expiry_month', TEST_CARD_MESSAGES.invalidExpiryMonth);
  if (isExpired(card.exp_month, card.exp_year, now))
    return fail('expired_card', TEST_CARD_MESSAGES.expired);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return fail('invalid_cvc', TEST_CARD_MESSAGES.invalidCvc);

  switch (digits) {
    case TEST_CARDS.succeeds:
    case TEST_CARDS.refundFails:
      return { ok: true, last4: digits.slice(-4) };
    case TEST_CARDS.declined:
      return fail('card_declined', TEST_CARD_MESSAGES.declined);
    case TEST_CARDS.insufficientFunds:
      return fail('insufficient_funds', TEST_CARD_MESSAGES.insufficientFunds);
    default:
      // Like a processor in test mode: a real card number is never charged here.
      return fail('card_declined', TEST_CARD_MESSAGES.notATestCard);
  }
}

function fail(code: string, message: string): CardOutcome {
  return { ok: false, code, message };
}
