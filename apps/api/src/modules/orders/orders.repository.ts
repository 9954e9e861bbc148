// Orders and their line snapshots, read only through the shopper's own id.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { moneyNumber } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { orderLines, orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** How many orders the list answers with, newest first (the screens do not page it). */
export const ORDERS_LIST_LIMIT = 100;

export async function findOrder(db: Database, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

export async function linesOf(db: Pick<Database, 'select'>, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}

export async function ordersOf(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_LIST_LIMIT);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((order) =>
    orderDto(
      order,
      lines.filter((l) => l.orderId === order.id),
    ),
  );
}

/** An order as the shopper's order pages read it. */
export function orderDto(order: OrderRow, lines: OrderLineRow[]) {
  return {
    id: order.id,
    order_id: order.id,
    status: order.status,
    source: order.source,
    country_code: order.countryCode,
    currency: order.currency,
    symbol: order.symbol,
    total: moneyNumber(order.total),
    shipping_charge: order.shippingCharge === null ? null : moneyNumber(order.shippingCharge),
    items_count: lines.length,
    created_at: order.createdAt.toISOString(),
    items: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      product_name: l.productName,
      brand: l.brand,
      color: l.color,
      size: l.size,
      image: l.image,
      quantity: l.quantity,
      mode: l.mode,
      unit_price: moneyNumber(l.unitPrice),
      product_currency: l.productCurrency,
      conversion_rate: Number(l.conversionRate),
      converted_unit_price: moneyNumber(l.convertedUnitPrice),
      line_total: moneyNumber(l.lineTotal),
    })),
  };
}

export type OrderDto = ReturnType<typeof orderDto>;
