// What a verified Stripe event does. Each event id is written to webhook_events first (insert …
// on conflict do nothing), so a replayed or twice-delivered event changes nothing. A succeeded
// intent is recorded through the same function as the browser's payment record, so the order is
// paid even when the browser never comes back, and a race between the two leaves one payment.
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import {
  recordPaymentFromIntent,
  markPaymentFailed,
  sendPendingRefunds,
  settleRefund,
} from '../orders/index.ts';
import type { PaymentProcessor } from '../payment-processor/index.ts';
import { forgetEvent, rememberEvent } from './payments.repository.ts';
import { intentFromStripe, refundFromStripe } from './stripe.processor.ts';

/** What became of an event, as the webhook answers it (and the metrics count it). */
export const WEBHOOK_OUTCOMES = [
  'duplicate',
  'paid',
  'already_paid',
  'payment_failed',
  'not_verified',
  'refund_settled',
  'ignored',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export async function handleStripeEvent(
  db: Database,
  processor: PaymentProcessor,
  event: Stripe.Event,
  log: FastifyBaseLogger,
  /** PUBLIC_URL, for the link of a mail a payment may send (a cancelled order's refund). */
  publicUrl: string,
): Promise<WebhookOutcome> {
  if (!(await rememberEvent(db, event.id, event.type))) return 'duplicate';
  try {
    return await applyEvent(db, processor, event, log, publicUrl);
  } catch (error) {
    // Not handled (e.g. the database went away): forget the id, so Stripe's retry is applied.
    await forgetEvent(db, event.id);
    throw error;
  }
}

async function applyEvent(
  db: Database,
  processor: PaymentProcessor,
  event: Stripe.Event,
  log: FastifyBaseLogger,
  publicUrl: string,
): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      // The object is signed by Stripe, and a succeeded intent never changes its amount again.
      const intent = intentFromStripe(event.data.object);
      try {
        const result = await recordPaymentFromIntent(db, processor, intent, publicUrl);
        if (!result) return 'ignored';
        if (result.refundsQueued && intent.orderId !== null)
          await sendPendingRefunds(db, processor, intent.orderId, log);
        return result.created ? 'paid' : 'already_paid';
      } catch (error) {
        // The intent does not match its order (amount, currency, status). Stripe retrying will
        // not change that, so the event is acknowledged and the mismatch left for a person.
        if (error instanceof HttpError && error.statusCode === 400) {
          log.warn(
            `Stripe ${event.id}: ${intent.id} not recorded for order ${intent.orderId}: ${error.message}`,
          );
          return 'not_verified';
        }
        throw error;
      }
    }
    case 'payment_intent.payment_failed': {
      const intent = intentFromStripe(event.data.object);
      if (intent.orderId === null) return 'ignored';
      // Only an order still waiting moves: a later success (or a paid order) is never undone.
      // Its held pairs go back in the same transaction (decision 144).
      const orderId = intent.orderId;
      const changed = await db.transaction((tx) => markPaymentFailed(tx, orderId));
      return changed ? 'payment_failed' : 'ignored';
    }
    // Stripe's word on a refund it first answered `pending` (the back-office part of docs/api.md: a Stripe refund is
    // confirmed by its webhook). Older API versions send charge.refund.updated.
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const outcome = await db.transaction((tx) =>
        settleRefund(tx, refundFromStripe(event.data.object)),
      );
      return outcome === 'settled' ? 'refund_settled' : 'ignored';
    }
    default:
      return 'ignored';
  }
}
