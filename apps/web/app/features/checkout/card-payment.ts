// Card payment in the browser (001 §4): get a payment intent (placing the order at checkout, or
// asking for an order's balance), then confirm the card with the processor, with the name as
// billing detail, then record the payment for the server to verify. Checkout and the order page's
// balance go through these same steps; only the first one differs. Only the processor's step
// (confirming the card) is called from the browser; placing the order, asking for the balance and
// recording the payment are the pages' route actions (payments.server.ts).
import { apiJson, ApiError, browserApi } from '../../lib/api';
import type { TestConfirmAnswer } from '@solestock/domain/order-payloads';

export const PAYMENT_UNAVAILABLE = 'Payment service is not available. Please try again.';
export const NAME_REQUIRED = 'Please enter the name on the card.';
export const CARD_DETAILS_MISSING = 'Card details could not be retrieved';
export const NOTHING_DUE = 'There is nothing to pay on this order now.';
export const EXPIRY_INCOMPLETE = "Your card's expiration date is incomplete.";

export interface CardDetails {
  number: string;
  name: string;
  /** MM/YY as typed */
  expiry: string;
  cvc: string;
}

/** The intent to pay: the order it pays for and the client secret the processor confirms. */
export type PaymentStart = { orderId: number; secret: string } | { message: string };
/** Gets the intent when the shopper presses Pay Now (checkout places the order here). */
export type StartPayment = () => Promise<PaymentStart>;

/** A card the processor accepted, for the payment record. */
export interface CardPaid {
  orderId: number;
  paymentIntentId: string;
  /** The name on the card, as typed. */
  name: string;
}

export type PaymentOutcome = ({ ok: true } & CardPaid) | { ok: false; message: string };

export function parseExpiry(expiry: string): { exp_month: number; exp_year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  return { exp_month: Number(match[1]), exp_year: Number(match[2]) };
}

/** The built-in test card processor's path; Stripe's is stripe-card-form.tsx. */
export async function payByCard(
  provider: string,
  card: CardDetails,
  start: StartPayment,
): Promise<PaymentOutcome> {
  if (!card.name.trim()) return { ok: false, message: NAME_REQUIRED };
  if (provider !== 'test') return { ok: false, message: PAYMENT_UNAVAILABLE };
  if (!card.number.trim() || !card.cvc.trim()) return { ok: false, message: CARD_DETAILS_MISSING };
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { ok: false, message: EXPIRY_INCOMPLETE };

  const placed = await start();
  if ('message' in placed) return { ok: false, message: placed.message };
  const { orderId, secret } = placed;

  try {
    const { paymentIntent } = await apiJson<TestConfirmAnswer>(
      browserApi,
      '/payments/test/confirm/',
      {
        method: 'POST',
        body: JSON.stringify({
          client_secret: secret,
          card: { number: card.number, cvc: card.cvc, ...expiry },
          billing_details: { name: card.name.trim() },
        }),
      },
    );
    return { ok: true, orderId, paymentIntentId: paymentIntent.id, name: card.name };
  } catch (error) {
    if (error instanceof ApiError) {
      // The processor's own sentence: {"error": {"message"}}.
      const message = (error.body as { error?: { message?: string } } | null)?.error?.message;
      if (message) return { ok: false, message };
      return { ok: false, message: `error ${error.message}` };
    }
    return { ok: false, message: PAYMENT_UNAVAILABLE };
  }
}

/** The success screen, which posts the payment record for the server to verify. */
export function successUrl(orderId: number, name: string, paymentIntentId: string): string {
  const query = new URLSearchParams({
    order_id: String(orderId),
    name: name.trim(),
    payment_intent: paymentIntentId,
  });
  return `/order-success?${query}`;
}
