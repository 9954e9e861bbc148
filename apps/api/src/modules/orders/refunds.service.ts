// Refunds (BACKOFFICE.md: a cancelled order's succeeded payments are "refunded through its
// processor"). A cancellation writes one `pending` refund per payment in its own transaction,
// so the debt exists exactly when the cancellation does; `sendPendingRefunds` then asks the
// processor that took each payment to give it back. The processor's idempotency key is the
// refund's row id, so sending again (after a crash or an outage) never pays out twice. A refund
// the processor reports `pending` (Stripe) is settled by its webhook (`settleRefund`).
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fromMinorUnits } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { payments, refunds } from '../../db/schema.ts';
import type { PaymentProcessor, ProcessorRefund } from '../payments/payment-processor.ts';
import { recordOrderEvent } from './order-events.ts';
import { notifyStaff } from '../staff/staff-notifications.ts';

/**
 * One pending refund for what each succeeded payment of the order has not yet given back.
 * Call inside the transaction that cancels the order (or records a payment on a cancelled one).
 * Returns the total now being refunded, in minor units.
 */
export async function queueRefunds(
  tx: Pick<Database, 'select' | 'insert'>,
  orderId: number,
): Promise<number> {
  const paid = await tx
    .select({
      id: payments.id,
      processor: payments.processor,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      // Refunds not failed count against the payment: a refund can never exceed what was paid.
      refundedMinor: sql<string>`coalesce((select sum(r.amount_minor) from refunds r where r.payment_id = ${payments.id} and r.status <> 'failed'), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  let total = 0;
  for (const p of paid) {
    const left = p.amountMinor - Number(p.refundedMinor);
    if (left <= 0) continue;
    await tx.insert(refunds).values({
      orderId,
      paymentId: p.id,
      processor: p.processor,
      amountMinor: left,
      currency: p.currency,
    });
    total += left;
  }
  return total;
}

/**
 * Sends the order's refunds that no processor has yet. Never throws: a processor that cannot be
 * reached leaves the refund pending with its error, for the console to show and a later send.
 */
export async function sendPendingRefunds(
  db: Database,
  processor: PaymentProcessor,
  orderId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const pending = await db
    .select({ refund: refunds, intentId: payments.paymentIntentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending'), isNull(refunds.refundId)),
    );
  for (const { refund, intentId } of pending) {
    if (refund.processor !== processor.name) {
      await db
        .update(refunds)
        .set({
          lastError: `Paid through the ${refund.processor} processor, which this store no longer uses: refund it there.`,
          updatedAt: new Date(),
        })
        .where(eq(refunds.id, refund.id));
      continue;
    }
    let answer: ProcessorRefund;
    try {
      answer = await processor.refund({
        orderId,
        paymentIntentId: intentId,
        amount: refund.amountMinor,
        idempotencyKey: `solestock-refund-${refund.id}`,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, orderId, refundId: refund.id }, 'refund not sent; it stays pending');
      await db
        .update(refunds)
        .set({ lastError: message.slice(0, 500), updatedAt: new Date() })
        .where(eq(refunds.id, refund.id));
      continue;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({ refundId: answer.id, lastError: null, updatedAt: new Date() })
        .where(eq(refunds.id, refund.id));
      await settleRefund(tx as unknown as Database, answer);
    });
  }
}

/**
 * Applies a processor's word on a refund (its answer, or Stripe's webhook): a refund moves from
 * pending to succeeded or failed once, and a success adds `refunded` to the order's timeline.
 */
export async function settleRefund(
  db: Pick<Database, 'update' | 'insert'>,
  answer: ProcessorRefund,
): Promise<'settled' | 'unchanged'> {
  if (answer.status === 'pending') return 'unchanged';
  const [row] = await db
    .update(refunds)
    .set({ status: answer.status, updatedAt: new Date() })
    .where(and(eq(refunds.refundId, answer.id), eq(refunds.status, 'pending')))
    .returning();
  if (!row) return 'unchanged';
  if (answer.status === 'succeeded') {
    await recordOrderEvent(db, {
      orderId: row.orderId,
      type: 'refunded',
      data: {
        amount: fromMinorUnits(row.amountMinor, row.currency).toNumber(),
        currency: row.currency,
      },
    });
  }
  if (answer.status === 'failed') {
    await notifyStaff(db, { kind: 'refund_failed', orderId: row.orderId, refundId: row.id });
  }
  return 'settled';
}
