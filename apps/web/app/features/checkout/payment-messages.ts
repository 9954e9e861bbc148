// The card payment's sentences in the page's language (docs/languages.md). card-payment.ts and
// the routes' actions (payments.server.ts) answer them in English, the specs' words, which the
// tests and the server keep; the forms say them through here. A sentence not ours (the card
// processor's, the API's refusal) is shown as it came.
import type { MessageId, Translate } from '../../i18n/i18n';
import {
  CARD_DETAILS_MISSING,
  EXPIRY_INCOMPLETE,
  NAME_REQUIRED,
  NOTHING_DUE,
  PAYMENT_UNAVAILABLE,
} from './card-payment';

const KNOWN: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [PAYMENT_UNAVAILABLE, 'checkout.card.unavailable'],
  [NAME_REQUIRED, 'checkout.card.nameRequired'],
  [CARD_DETAILS_MISSING, 'checkout.card.detailsMissing'],
  [EXPIRY_INCOMPLETE, 'checkout.card.expiryIncomplete'],
  [NOTHING_DUE, 'checkout.card.nothingDue'],
]);

/** 001 §8's "'error ' plus the message", the rest of the sentence as it came. */
const ERROR_PREFIX = 'error ';

export function paymentMessage(message: string, t: Translate): string {
  const id = KNOWN.get(message);
  if (id) return t(id);
  if (message.startsWith(ERROR_PREFIX))
    return t('checkout.card.error', { message: message.slice(ERROR_PREFIX.length) });
  return message;
}
