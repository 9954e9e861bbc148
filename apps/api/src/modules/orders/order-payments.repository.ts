// What recording an order's payment reads and writes of the database (payment-record.service.ts
// and transfers.service.ts keep the rules): the payment of an intent, a payment written once per
// intent, an unpaid order marked paid, and a bank transfer's reference looked up and its payment
// written.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/connect.ts';
import { orders, payments } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The payment recorded for the processor's intent `intentId`; undefined when none is. */
export async function paymentOfIntent(
  db: Database,
  intentId: string,
): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.paymentIntentId, intentId));
  return payment;
}

/**
 * The payment, written unless its intent has one already (a race with the webhook): undefined
 * then, and the first one stands.
 */
export async function insertPaymentOnce(
  tx: Tx,
  payment: typeof payments.$inferInsert,
): Promise<PaymentRow | undefined> {
  const [inserted] = await tx
    .insert(payments)
    .values(payment)
    .onConflictDoNothing({ target: payments.paymentIntentId })
    .returning();
  return inserted;
}

/**
 * The order is paid by `intentId` if it is still waiting for its money (awaiting payment or its
 * payment failed); false when it was not.
 */
export async function markUnpaidOrderPaid(
  tx: Tx,
  orderId: number,
  intentId: string,
): Promise<boolean> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paymentIntentId: intentId, updatedAt: new Date() })
    .where(
      and(eq(orders.id, orderId), inArray(orders.status, ['awaiting_payment', 'payment_failed'])),
    )
    .returning({ id: orders.id });
  return paid !== undefined;
}

/** Whether the order has a bank transfer recorded under `reference` (in any letter case). */
export async function hasTransferReference(
  tx: Tx,
  orderId: number,
  reference: string,
): Promise<boolean> {
  const [seen] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.kind, 'transfer'),
        sql`lower(${payments.reference}) = lower(${reference})`,
      ),
    );
  return seen !== undefined;
}

/** A bank transfer's payment written, answered as stored. */
export async function insertTransfer(
  tx: Tx,
  payment: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(payment).returning();
  if (!row) throw new Error('Transfer insert returned no row.');
  return row;
}
