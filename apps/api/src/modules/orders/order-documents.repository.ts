// What the trade documents read of an order (docs/api.md, "Trade documents"): the order with its
// buyer's name and e-mail, its succeeded payments and refunds, and when it shipped. The
// documents module reads them here, through the orders module's index.ts.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { orderEvents, orders, payments, refunds, users } from '../../db/schema.ts';

/** The order and its buyer's first name and e-mail, or undefined. */
export async function orderWithBuyer(db: Database, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      firstName: users.firstName,
      email: users.email,
      language: users.language,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * The order's succeeded payments and refunds, each in the order they were made, and when it
 * last moved to shipped (null: never).
 */
export async function orderPaymentsAndShipping(db: Database, orderId: number) {
  const [paid, refunded, shipped] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
      .orderBy(asc(payments.id)),
    db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')))
      .orderBy(asc(refunds.id)),
    db
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'shipped')))
      .orderBy(desc(orderEvents.id))
      .limit(1),
  ]);
  return { paid, refunded, shippedAt: shipped[0]?.at ?? null };
}
