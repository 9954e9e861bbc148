// What refunds read and write of the database (refunds.service.ts keeps the rules): an order's
// succeeded payments with what each has given back, a refund queued, the unsent ones with the
// intent they refund, the processor's answer or error kept on the row, a failed refund reopened,
// and the processor's word settling a pending one.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { payments, refunds } from '../../db/schema.ts';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * The order's succeeded payments, each with what refunds not failed give back of it already
 * (a refund can never exceed what was paid).
 */
export async function succeededPaymentsOf(db: Pick<Database, 'select'>, orderId: number) {
  return db
    .select({
      id: payments.id,
      processor: payments.processor,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      // The outer column is written qualified: drizzle writes ${payments.id} as a bare "id",
      // which inside the subquery would be the refund's own id.
      refundedMinor: sql<string>`coalesce((select sum(r.amount_minor) from refunds r where r.payment_id = "payments"."id" and r.status <> 'failed'), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
}

/** One pending refund of part of one payment. */
export async function insertRefund(
  db: Pick<Database, 'insert'>,
  refund: Pick<
    typeof refunds.$inferInsert,
    'orderId' | 'paymentId' | 'processor' | 'amountMinor' | 'currency'
  >,
): Promise<void> {
  await db.insert(refunds).values({
    orderId: refund.orderId,
    paymentId: refund.paymentId,
    processor: refund.processor,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
  });
}

/** Refunds matching `where`, each with the payment intent it gives back. */
const withIntent = (db: Database, where: SQL | undefined) =>
  db
    .select({ refund: refunds, intentId: payments.paymentIntentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(where);

/** The order's refunds that no processor has yet, each with its payment intent. */
export async function unsentRefundsOf(db: Database, orderId: number) {
  return withIntent(
    db,
    and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending'), isNull(refunds.refundId)),
  );
}

/** Refund `refundId` with its payment intent; undefined when there is none. */
export async function refundWithIntent(db: Database, refundId: number) {
  const [found] = await withIntent(db, eq(refunds.id, refundId));
  return found;
}

/** Why the refund was not sent, kept on its row for the console. */
export async function setRefundError(db: Database, refundId: number, lastError: string) {
  await db
    .update(refunds)
    .set({ lastError, updatedAt: new Date() })
    .where(eq(refunds.id, refundId));
}

/** The processor's id for the refund it took, its earlier error cleared. */
export async function setProcessorRefundId(
  db: Pick<Database, 'update'>,
  refundId: number,
  processorRefundId: string,
) {
  await db
    .update(refunds)
    .set({ refundId: processorRefundId, lastError: null, updatedAt: new Date() })
    .where(eq(refunds.id, refundId));
}

/** Failed → pending again, under the next resend's idempotency key. Answers the rows reopened. */
async function reopenFailed(
  db: Pick<Database, 'update'>,
  where: SQL | undefined,
): Promise<RefundRow[]> {
  return db
    .update(refunds)
    .set({
      status: 'pending',
      refundId: null,
      resends: sql`${refunds.resends} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.status, 'failed'), where))
    .returning();
}

/** Every failed refund of the order reopened (staff's "Send again"). */
export const reopenFailedOf = (db: Pick<Database, 'update'>, orderId: number) =>
  reopenFailed(db, eq(refunds.orderId, orderId));

/** Failed refund `refundId` reopened if it has been resent `resends` times, else nothing. */
export async function reopenFailedRefund(
  db: Pick<Database, 'update'>,
  refundId: number,
  resends: number,
): Promise<RefundRow | undefined> {
  const [reopened] = await reopenFailed(
    db,
    and(eq(refunds.id, refundId), eq(refunds.resends, resends)),
  );
  return reopened;
}

/** The order's refunds still pending or failed. */
export async function openRefundsOf(db: Database, orderId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'failed'])));
}

/** The refunds `ids` as they are now (none when there are no ids). */
export async function refundsById(db: Database, ids: number[]): Promise<RefundRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.id, ids));
}

/**
 * The pending refund the processor knows as `answer.id` moves to `answer.status`, with the
 * processor's reason when it failed; undefined when no pending refund is its.
 */
export async function settlePendingRefund(
  db: Pick<Database, 'update'>,
  answer: { id: string; status: 'succeeded' | 'failed'; lastError: string | null },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ status: answer.status, lastError: answer.lastError, updatedAt: new Date() })
    .where(and(eq(refunds.refundId, answer.id), eq(refunds.status, 'pending')))
    .returning();
  return row;
}
