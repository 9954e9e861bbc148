// Recording a payment: the browser's payment-record call and Stripe's webhook both end here.
// Nothing the client says is trusted: the processor is asked about the intent, and only an intent
// of this order, for its exact total and currency, that succeeded marks it paid. A balance paid by
// card after confirmation is money already taken: it is always recorded, and what it paid beyond
// what the order owes by then (a bank transfer staff recorded meanwhile) is refunded to the card
// in the same transaction (docs/orders-and-payments.md). The payment row is unique per intent and
// written in the same transaction as the status change, so a repeat or a race with the webhook
// leaves one payment, one refund and one state change.
import { fromMinorUnits } from '@solestock/domain';
import type { Database, Tx } from '../../db/connect.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import type { PaymentIntent, PaymentProcessor } from '../payment-processor/index.ts';
import { dueAtCheckoutMinor } from '@solestock/domain/payment-terms';
import type { PaymentRecordDto } from '@solestock/domain/order-payloads';
import { moneyOf, owedMinorBy } from './order-balance.ts';
import { recordOrderEvent } from './order-events.ts';
import { lockOrder } from './order-lock.ts';
import {
  deleteOrderedCartLines,
  findOrder,
  orderById,
  unpaidCartOrdersWithIntent,
  type OrderRow,
} from './orders.repository.ts';
import {
  insertPaymentOnce,
  markUnpaidOrderPaid,
  paymentOfIntent,
  type PaymentRow,
} from './order-payments.repository.ts';
import { queuePaymentRefund, queueRefunds } from './refunds.service.ts';
import { cancelForLostStock, mailLostStock, retakeOnPayment } from './stock-hold.ts';
import { notifyStaff } from '../staff/index.ts';

export interface RecordResult {
  created: boolean;
  payment: PaymentRow;
  /**
   * A payment on a cancelled order, or a balance paid beyond what was owed, queued its refund:
   * the caller sends it (sendPendingRefunds).
   */
  refundsQueued: boolean;
}

/** For the browser's call: the order must be the shopper's company's, else 404 as if missing. */
export async function recordPaymentForShopper(
  db: Database,
  processor: PaymentProcessor,
  userId: number,
  orderId: number,
  paymentIntentId: string,
  publicUrl: string,
): Promise<RecordResult> {
  const order = await findOrder(db, userId, orderId);
  if (!order) throw notFound('This order does not exist.');
  const intent = await processor.retrieveIntent(paymentIntentId);
  if (!intent) throw refused('The payment could not be found with the card processor.');
  return recordVerifiedPayment(db, processor, order, intent, publicUrl);
}

/** For the webhook: the order is the one the intent names. Undefined when it names none. */
export async function recordPaymentFromIntent(
  db: Database,
  processor: Pick<PaymentProcessor, 'name' | 'livemode'>,
  intent: PaymentIntent,
  publicUrl: string,
): Promise<RecordResult | undefined> {
  if (intent.orderId === null) return undefined;
  const order = await orderById(db, intent.orderId);
  if (!order) return undefined;
  return recordVerifiedPayment(db, processor, order, intent, publicUrl);
}

/** How many of a shopper's newest unpaid cart orders a placement asks the processor about. */
const TAKEN_PAYMENTS_CHECKED = 5;

/**
 * The shopper's unpaid cart orders whose card payment the processor has taken but this store has
 * not recorded: the record call lost to an outage or a closed tab, or still waiting for the
 * database. A cart placement records them first, so the pairs already paid for leave the cart
 * before it is read again; placing the cart anew would buy them twice (seen under a database
 * outage in reliability/database-restart.test.ts). An intent that does not pay its order (not
 * succeeded, another amount) is left as it is. Returns the orders recorded, for the caller to
 * count and to send any refund a recording queued.
 */
export async function recordTakenPayments(
  db: Database,
  processor: PaymentProcessor,
  userId: number,
  publicUrl: string,
): Promise<{ orderId: number; refundsQueued: boolean }[]> {
  const unpaid = await unpaidCartOrdersWithIntent(db, userId, TAKEN_PAYMENTS_CHECKED);
  const recorded: { orderId: number; refundsQueued: boolean }[] = [];
  for (const order of unpaid) {
    const intent = await processor.retrieveIntent(order.paymentIntentId!);
    if (intent?.status !== 'succeeded' || intent.orderId !== order.id) continue;
    const result = await recordVerifiedPayment(db, processor, order, intent, publicUrl).catch(
      (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 400) return undefined;
        throw error;
      },
    );
    if (result?.created) recorded.push({ orderId: order.id, refundsQueued: result.refundsQueued });
  }
  return recorded;
}

async function recordVerifiedPayment(
  db: Database,
  processor: Pick<PaymentProcessor, 'name' | 'livemode'>,
  order: OrderRow,
  intent: PaymentIntent,
  /** For the link of the mail when the order is cancelled because its pairs have gone. */
  publicUrl: string,
): Promise<RecordResult> {
  const processorName = processor.name;
  if (intent.orderId !== order.id) throw refused('This payment belongs to another order.');
  // A test-mode payment never pays an order of a live store (nor a live one a test store's).
  if (intent.livemode !== processor.livemode) {
    throw refused(
      `This payment was made in the card processor's ${intent.livemode ? 'live' : 'test'} mode, which this store does not take.`,
    );
  }
  if (intent.currency.toLowerCase() !== order.currency) {
    throw refused("This payment's amount does not match the order total.");
  }
  if (intent.status !== 'succeeded') throw refused('This payment has not succeeded.');

  return db.transaction(async (tx) => {
    // A repeat (the browser and the webhook, or a retry) finds the first record.
    const existing = await paymentOfIntent(tx, intent.id);
    if (existing) {
      if (existing.orderId !== order.id) throw refused('This payment belongs to another order.');
      return { created: false, payment: existing, refundsQueued: false };
    }
    // The order as it is now, locked: a staff move and this payment never interleave.
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw refused('This payment belongs to another order.');
    const { kind, excessMinor } = await paymentKind(tx, locked, intent);

    const inserted = await insertPaymentOnce(tx, {
      orderId: order.id,
      processor: processorName,
      paymentIntentId: intent.id,
      amountMinor: intent.amount,
      currency: intent.currency.toLowerCase(),
      status: intent.status,
      captureMethod: intent.captureMethod,
      paymentMethod: intent.paymentMethodTypes[0] ?? 'card',
      livemode: intent.livemode,
      kind,
    });
    if (!inserted) {
      const raced = await paymentOfIntent(tx, intent.id);
      if (!raced || raced.orderId !== order.id)
        throw refused('This payment belongs to another order.');
      return { created: false, payment: raced, refundsQueued: false };
    }
    const amount = {
      amount: fromMinorUnits(intent.amount, inserted.currency).toNumber(),
      currency: inserted.currency,
    };

    if (locked.status === 'cancelled') {
      // Money taken after the order was cancelled (a buyer paying in a tab left open): it is
      // recorded, and goes straight back.
      await recordOrderEvent(tx, { orderId: order.id, type: 'paid', data: amount });
      const refundsQueued = (await queueRefunds(tx, order.id)) > 0;
      return { created: true, payment: inserted, refundsQueued };
    }
    if (kind === 'order' && locked.status === 'payment_failed') {
      // Its failed payment gave its pairs back (decision 144): they are taken again, or, sold
      // meanwhile, the order is cancelled and this payment goes straight back.
      if ((await retakeOnPayment(tx, locked, new Date())) === 'short') {
        const cancelled = await cancelForLostStock(tx, locked);
        await recordOrderEvent(tx, { orderId: order.id, type: 'paid', data: amount });
        const refundedMinor = await queueRefunds(tx, order.id);
        await mailLostStock(
          tx,
          publicUrl,
          cancelled,
          fromMinorUnits(refundedMinor, inserted.currency),
        );
        return { created: true, payment: inserted, refundsQueued: refundedMinor > 0 };
      }
    }
    if (kind === 'balance') {
      // Paid beyond what is owed now (a bank transfer staff recorded while the card was being
      // charged): the card's excess goes straight back to it (docs/orders-and-payments.md).
      if (excessMinor > 0) await queuePaymentRefund(tx, inserted, excessMinor);
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'balance_paid',
        data:
          excessMinor > 0
            ? { ...amount, refund: fromMinorUnits(excessMinor, inserted.currency).toNumber() }
            : amount,
      });
      await notifyStaff(tx, { kind: 'balance_paid', orderId: order.id });
      return { created: true, payment: inserted, refundsQueued: excessMinor > 0 };
    }
    if (await markUnpaidOrderPaid(tx, order.id, intent.id)) {
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'paid',
        fromStatus: locked.status,
        toStatus: 'paid',
        data: amount,
      });
      // Paid by card: the order now waits for review.
      await notifyStaff(tx, { kind: 'order_review', orderId: order.id });
    }
    // Paid: the ordered products leave the shopper's cart (one statement, the lines by subquery).
    if (order.source === 'cart') await deleteOrderedCartLines(tx, order.userId, order.id);
    return { created: true, payment: inserted, refundsQueued: false };
  });
}

/**
 * What a verified intent pays, given the order's status now. At checkout (and after a failed
 * payment) it must be exactly what checkout charges: the total, or the deposit its terms ask
 * (decision 151); anything else is refused, so a stale intent never marks an order paid.
 *
 * Once the order is confirmed, an intent can only be a Pay Now for its balance, and the money
 * has been taken: it is always recorded (issue 41 item 1). Whatever it pays beyond what the order
 * owes now (a bank transfer staff recorded meanwhile paid part or all of it, even so far that the
 * order has shipped) is `excessMinor`, refunded to the card at once.
 */
async function paymentKind(
  tx: Tx,
  order: OrderRow,
  intent: PaymentIntent,
): Promise<{ kind: 'order' | 'balance'; excessMinor: number }> {
  switch (order.status) {
    case 'awaiting_payment':
    case 'payment_failed':
    case 'paid':
      if (intent.amount !== dueAtCheckoutMinor(order))
        throw refused("This payment's amount does not match the order total.");
      return { kind: 'order', excessMinor: 0 };
    case 'confirmed':
    case 'partially_shipped':
    case 'shipped':
    case 'delivered': {
      const owed = owedMinorBy(order, (await moneyOf(tx, [order.id])).get(order.id));
      return { kind: 'balance', excessMinor: Math.max(intent.amount - owed, 0) };
    }
    case 'cancelled':
      // Recorded, and all of it refunded by the caller.
      return {
        kind: intent.amount === dueAtCheckoutMinor(order) ? 'order' : 'balance',
        excessMinor: 0,
      };
    default:
      throw refused('This order does not take a card payment.');
  }
}

function refused(message: string): HttpError {
  return badRequest(message, undefined, 'payment_not_verified');
}

/** The payment record as the API answers it. */
export function paymentDto(p: PaymentRow): PaymentRecordDto {
  return {
    id: p.id,
    order_id: p.orderId,
    payment_intent_id: p.paymentIntentId,
    amount: p.amountMinor,
    currency: p.currency,
    status: p.status,
    capture_method: p.captureMethod,
    payment_method: p.paymentMethod,
    livemode: p.livemode,
    created_at: p.createdAt.toISOString(),
  };
}
