// An unpaid order's hold on its pairs (docs/api.md, "Stock and pre-orders"; decisions 144 and
// 161). A card order takes its `stock` lines' pairs at placement and holds them while it waits
// for its money: a failed payment gives them back at once; an order still unpaid
// STOCK_HOLD_MINUTES after it took them is cancelled by the `orders.stock_hold` job (one per
// hold, enqueued in the placement's transaction, so it exists exactly when the hold does), its
// pairs given back and its buyer mailed. Paying again after a failed payment takes the pairs
// again, or, when they have gone meanwhile, cancels the order and refunds what was paid.
//
// An order submitted without payment on card terms (a company without net days: it pays after
// confirmation) holds its pairs as long, no longer: the same job gives them back and the order
// stays in review; confirming it takes them again, or answers the 409 when they have gone. Only
// an order on account (net days) holds its pairs until it is confirmed or cancelled.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { type DecimalValue, type SaleMode } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/runner.ts';
import { queueMail } from '../mail/index.ts';
import {
  giveBackStock,
  takeStock,
  tryTakeStock,
  type StockActor,
  type StockOrderLine,
} from '../stock/index.ts';
import { recordOrderEvent } from './order-events.ts';
import { lockOrder } from './order-lock.ts';
import { UNPAID_STATUSES } from './orders.repository.ts';
import { mailOrderOf, orderCancelledMail, orderHoldExpiredMail } from './order-mails.ts';

type OrderRow = typeof orders.$inferSelect;

export const STOCK_HOLD_QUEUE = 'orders.stock_hold';
/** The job's own attempts should the database be away when the hold ends. */
const HOLD_JOB_ATTEMPTS = 10;
const UNPAID: readonly string[] = UNPAID_STATUSES;

interface HoldPayload {
  orderId: number;
}

/** The lines of a cart or an order-now as the stock engine reads them. */
export function stockLinesOf(
  sources: readonly {
    productId: number;
    quantity: number;
    saleMode: SaleMode;
    productName: string;
    color: string;
    size: string | null;
  }[],
): StockOrderLine[] {
  return sources.map((s) => ({
    productId: s.productId,
    quantity: s.quantity,
    saleMode: s.saleMode,
    name: s.productName,
    color: s.color,
    size: s.size,
  }));
}

/** The hold's end, as a job in the caller's transaction. */
export async function scheduleHoldExpiry(
  tx: Pick<Database, 'insert'>,
  orderId: number,
  takenAt: Date,
  minutes: number,
): Promise<void> {
  const payload: HoldPayload = { orderId };
  await enqueueJob(tx, STOCK_HOLD_QUEUE, payload, {
    runAt: new Date(takenAt.getTime() + minutes * 60_000),
    maxAttempts: HOLD_JOB_ATTEMPTS,
  });
}

/** The order's own `stock` lines as it snapshotted them: what it took, and takes again. */
async function orderStockLines(tx: Database, orderId: number): Promise<StockOrderLine[]> {
  const rows = await tx
    .select({
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      saleMode: orderLines.saleMode,
      productName: orderLines.productName,
      color: orderLines.color,
      size: orderLines.size,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.saleMode, 'stock')));
  return stockLinesOf(rows);
}

/**
 * Whether the order's hold on its pairs ends STOCK_HOLD_MINUTES after it took them: every order
 * on card terms, paid at checkout or submitted to pay after confirmation (decision 161). An order
 * on account holds them until it is confirmed or cancelled.
 */
export function holdExpires(order: Pick<OrderRow, 'paymentTerms'>): boolean {
  return order.paymentTerms === 'card';
}

/** The order's `stock` lines taken again under the placement's locks, or the 409 and nothing. */
async function takeAgain(
  tx: Database,
  order: OrderRow,
  move: { cause: string; outcome: string; who?: StockActor },
  now: Date,
): Promise<boolean> {
  const lines = await orderStockLines(tx, order.id);
  if (lines.length === 0) return false;
  await takeStock(tx, { orderId: order.id, lines, ...move });
  await tx.update(orders).set({ stockTakenAt: now }).where(eq(orders.id, order.id));
  return true;
}

/**
 * An unpaid order that gave its pairs back (its payment failed) takes them again before it is
 * paid for again: the 409 `insufficient_stock` when they have gone. Answers whether it took
 * them (the caller then schedules the new hold's end). Nothing to do for an order holding its
 * pairs or having no `stock` lines.
 */
export async function retakeStock(
  tx: Database,
  order: OrderRow,
  outcome: string,
  now: Date,
): Promise<boolean> {
  if (order.stockTakenAt !== null || !UNPAID.includes(order.status)) return false;
  return takeAgain(
    tx,
    order,
    { cause: `order ${order.id} placed again after a failed payment`, outcome },
    now,
  );
}

/**
 * A submitted order whose hold ended (its pairs went back on sale while it waited for review)
 * takes them again when staff confirm it, in the confirmation's transaction: the 409
 * `insufficient_stock` when they have gone, and the order stays as it was. Nothing to do for an
 * order holding its pairs or having no `stock` lines.
 */
export async function retakeOnConfirm(
  tx: Database,
  order: OrderRow,
  who: StockActor,
  now: Date,
): Promise<boolean> {
  if (order.stockTakenAt !== null || order.status !== 'submitted') return false;
  return takeAgain(
    tx,
    order,
    {
      cause: `order ${order.id} confirmed after its hold ended`,
      outcome: 'The order was not confirmed: amend its lines to the pairs left, or cancel it.',
      who,
    },
    now,
  );
}

/**
 * A payment has succeeded for an order whose earlier payment failed and gave its pairs back
 * (the buyer tried another card on the same payment): it takes them again. Answers `short`
 * when they have gone meanwhile; the caller then cancels the order (cancelForLostStock).
 */
export async function retakeOnPayment(
  tx: Database,
  order: OrderRow,
  now: Date,
): Promise<'held' | 'taken' | 'short'> {
  if (order.stockTakenAt !== null || order.status !== 'payment_failed') return 'held';
  const lines = await orderStockLines(tx, order.id);
  if (lines.length === 0) return 'held';
  const { shortfalls } = await tryTakeStock(tx, {
    orderId: order.id,
    lines,
    cause: `order ${order.id} paid after a failed payment`,
    outcome: 'The order was cancelled and your payment is being refunded.',
  });
  if (shortfalls.length > 0) return 'short';
  await tx.update(orders).set({ stockTakenAt: now }).where(eq(orders.id, order.id));
  return 'taken';
}

/** Why an order paid for after its pairs were sold elsewhere is cancelled (the buyer reads it). */
export const LOST_STOCK_REASON =
  'Its pairs sold out after your first payment failed, before the second one went through.';

/** Cancels the order (locked by the caller) whose pairs went while its payment was retried. */
export async function cancelForLostStock(tx: Database, order: OrderRow): Promise<OrderRow> {
  const [cancelled] = await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelReason: LOST_STOCK_REASON,
      version: order.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'cancelled',
    fromStatus: order.status,
    toStatus: 'cancelled',
    data: { reason: LOST_STOCK_REASON },
  });
  return cancelled!;
}

/** The buyer's mail once cancelForLostStock's refund is queued. */
export async function mailLostStock(
  tx: Database,
  publicUrl: string,
  order: OrderRow,
  refunded: DecimalValue,
): Promise<void> {
  await queueMail(
    tx,
    orderCancelledMail(publicUrl, await mailOrderOf(tx, order), LOST_STOCK_REASON, refunded),
  );
}

/**
 * The one way an order's card payment fails (the test card processor's decline, Stripe's
 * payment_intent.payment_failed): an order still awaiting payment becomes `payment_failed` and
 * gives back its pairs, in the caller's transaction. Answers whether the order moved.
 */
export async function markPaymentFailed(tx: Database, orderId: number): Promise<boolean> {
  const changed = await tx
    .update(orders)
    .set({ status: 'payment_failed', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['awaiting_payment'])))
    .returning({ id: orders.id });
  if (changed.length === 0) return false;
  await giveBackStock(tx, orderId, `order ${orderId} payment failed`);
  return true;
}

/** Why a submitted order's pairs went back on sale (the timeline says it to buyer and staff). */
export function heldForReviewReason(minutes: number): string {
  return `It was not paid within ${minutes} minutes, so the pairs held for it went back on sale; they are taken again when the order is confirmed.`;
}

/**
 * The hold's end: an order still unpaid that took its pairs `minutes` or more before `now` is
 * cancelled, its pairs given back and its buyer mailed, in one transaction; one submitted on
 * card terms (to pay after confirmation) gives its pairs back and stays in review. A paid or
 * cancelled order, or one holding since later (it took its pairs again; that hold has its own
 * job), is left alone. Answers whether it changed the order.
 */
export async function expireHold(
  db: Database,
  orderId: number,
  now: Date,
  minutes: number,
  publicUrl: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.stockTakenAt === null) return false;
    if (order.stockTakenAt.getTime() + minutes * 60_000 > now.getTime()) return false;
    if (order.status === 'submitted' && holdExpires(order)) {
      // Waiting for review, unpaid: it stays in review, its pairs back on sale until confirmed.
      await giveBackStock(tx, order.id, `order ${order.id} hold expired`);
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'stock_released',
        data: { reason: heldForReviewReason(minutes) },
      });
      return true;
    }
    if (!UNPAID.includes(order.status)) return false;
    const reason = `It was not paid within ${minutes} minutes, so the pairs held for it went back on sale.`;
    const [cancelled] = await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelReason: reason,
        version: order.version + 1,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await giveBackStock(tx, order.id, `order ${order.id} hold expired`);
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'cancelled',
      fromStatus: order.status,
      toStatus: 'cancelled',
      data: { reason },
    });
    await queueMail(
      tx,
      orderHoldExpiredMail(publicUrl, await mailOrderOf(tx, cancelled!), minutes),
    );
    return true;
  });
}

/** Registers the hold's job; its clock is the runner's (tests move it instead of waiting). */
export function registerStockHolds(app: FastifyInstance): void {
  const db = app.database.db;
  app.jobs.register<HoldPayload>(STOCK_HOLD_QUEUE, {
    async run(payload, { now }) {
      const cancelled = await expireHold(
        db,
        Number(payload.orderId),
        now,
        app.config.stockHoldMinutes,
        app.config.publicUrl,
      );
      if (cancelled)
        app.log.info({ orderId: payload.orderId }, 'unpaid order’s stock hold expired');
    },
  });
}
