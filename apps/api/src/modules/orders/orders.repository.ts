// Orders and their line snapshots, read only through the shopper's own id.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { fromMinorUnits, moneyNumber, type Decimal } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { orderLines, orders, payments, refunds } from '../../db/schema.ts';
import { moneyOf, owedBy } from './order-balance.ts';
import { eventsOf, type OrderEventRow } from './order-events.ts';

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
  return orderDtos(db, rows);
}

/** Orders as the shopper's pages read them: lines, balance, payments, refunds, timeline. */
export async function orderDtos(db: Database, rows: OrderRow[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [lines, money, paid, refunded, events] = await Promise.all([
    linesOf(db, ids),
    moneyOf(db, ids),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.id)),
    eventsOf(db, ids),
  ]);
  return rows.map((order) =>
    orderDto(order, {
      lines: lines.filter((l) => l.orderId === order.id),
      balanceDue: owedBy(order, money.get(order.id)),
      payments: paid.filter((p) => p.orderId === order.id),
      refunds: refunded.filter((r) => r.orderId === order.id),
      events: events.filter((e) => e.orderId === order.id),
    }),
  );
}

interface OrderParts {
  lines: OrderLineRow[];
  balanceDue: Decimal;
  payments: (typeof payments.$inferSelect)[];
  refunds: (typeof refunds.$inferSelect)[];
  events: OrderEventRow[];
}

const majorUnits = (minor: number, currency: string) => fromMinorUnits(minor, currency).toNumber();

/** An order as the shopper's order pages read it. The timeline never names staff. */
export function orderDto(order: OrderRow, parts: OrderParts) {
  const { lines } = parts;
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
    balance_due: moneyNumber(parts.balanceDue),
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    cancel_reason: order.cancelReason,
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
      // How the line was sold, kept from placement (docs/api.md): the order page shows a window.
      sale_mode: l.saleMode,
      ships_from: l.shipsFrom,
      ships_by: l.shipsBy,
    })),
    payments: parts.payments.map((p) => ({
      id: p.id,
      amount: majorUnits(p.amountMinor, p.currency),
      currency: p.currency,
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: parts.refunds.map((r) => ({
      id: r.id,
      amount: majorUnits(r.amountMinor, r.currency),
      currency: r.currency,
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
    events: parts.events.map((e) => ({
      id: e.id,
      type: e.type,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      created_at: e.createdAt.toISOString(),
      data: e.data,
    })),
  };
}

export type OrderDto = ReturnType<typeof orderDto>;
