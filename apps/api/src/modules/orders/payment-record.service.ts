// Recording a payment: the browser's payment-record call and Stripe's webhook both end here.
// Nothing the client says is trusted: the processor is asked about the intent, and only an intent
// of this order, for its exact total and currency, that succeeded marks it paid. The payment row
// is unique per intent and written in the same transaction as the status change, so a repeat or
// a race with the webhook leaves one payment and one state change.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { cartLines, orderLines, orders, payments } from '../../db/schema.ts';
import type { HttpError } from '../../http/errors.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { PaymentIntent, PaymentProcessor } from '../payments/payment-processor.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface RecordResult {
  created: boolean;
  payment: PaymentRow;
}

/** For the browser's call: the order must be the shopper's own, else 404 as if missing. */
export async function recordPaymentForShopper(
  db: Database,
  processor: PaymentProcessor,
  userId: number,
  orderId: number,
  paymentIntentId: string,
): Promise<RecordResult> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('This order does not exist.');
  const intent = await processor.retrieveIntent(paymentIntentId);
  if (!intent) throw refused('The payment could not be found with the card processor.');
  return recordVerifiedPayment(db, processor, order, intent);
}

/** For the webhook: the order is the one the intent names. Undefined when it names none. */
export async function recordPaymentFromIntent(
  db: Database,
  processor: Pick<PaymentProcessor, 'name' | 'livemode'>,
  intent: PaymentIntent,
): Promise<RecordResult | undefined> {
  if (intent.orderId === null) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, intent.orderId));
  if (!order) return undefined;
  return recordVerifiedPayment(db, processor, order, intent);
}

async function recordVerifiedPayment(
  db: Database,
  processor: Pick<PaymentProcessor, 'name' | 'livemode'>,
  order: typeof orders.$inferSelect,
  intent: PaymentIntent,
): Promise<RecordResult> {
  const processorName = processor.name;
  if (intent.orderId !== order.id) throw refused('This payment belongs to another order.');
  // A test-mode payment never pays an order of a live store (nor a live one a test store's).
  if (intent.livemode !== processor.livemode) {
    throw refused(
      `This payment was made in the card processor's ${intent.livemode ? 'live' : 'test'} mode, which this store does not take.`,
    );
  }
  if (intent.amount !== order.totalMinor || intent.currency.toLowerCase() !== order.currency) {
    throw refused("This payment's amount does not match the order total.");
  }
  if (intent.status !== 'succeeded') throw refused('This payment has not succeeded.');
  if (order.status === 'submitted' || order.status === 'cancelled') {
    throw refused('This order does not take a card payment.');
  }

  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        processor: processorName,
        paymentIntentId: intent.id,
        amountMinor: intent.amount,
        currency: intent.currency.toLowerCase(),
        status: intent.status,
        captureMethod: intent.captureMethod,
        paymentMethod: intent.paymentMethodTypes[0] ?? 'card',
        livemode: intent.livemode,
      })
      .onConflictDoNothing({ target: payments.paymentIntentId })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(payments)
        .where(eq(payments.paymentIntentId, intent.id));
      if (!existing || existing.orderId !== order.id)
        throw refused('This payment belongs to another order.');
      return { created: false, payment: existing };
    }
    await tx
      .update(orders)
      .set({ status: 'paid', paymentIntentId: intent.id, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, order.id),
          inArray(orders.status, ['awaiting_payment', 'payment_failed']),
        ),
      );
    // Paid: the ordered products leave the shopper's cart (one statement, the lines by subquery).
    if (order.source === 'cart') {
      await tx
        .delete(cartLines)
        .where(
          and(
            eq(cartLines.userId, order.userId),
            inArray(
              cartLines.productId,
              tx
                .select({ productId: orderLines.productId })
                .from(orderLines)
                .where(eq(orderLines.orderId, order.id)),
            ),
          ),
        );
    }
    return { created: true, payment: inserted };
  });
}

function refused(message: string): HttpError {
  return badRequest(message, undefined, 'payment_not_verified');
}

/** The payment record as the API answers it. */
export function paymentDto(p: PaymentRow) {
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
