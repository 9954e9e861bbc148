// The order's timeline (the back-office part of docs/api.md: "every move writes an event (who, when, from, to, the
// data)"). Written in the same transaction as the change it records; read by the buyer's order
// page (without staff names) and by the console.
import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@solestock/domain/back-office/order-workflow';
import type { Database } from '../../db/connect.ts';
import { orderEvents, staff } from '../../db/schema.ts';
import {
  emitInvoiceIssued,
  emitOrderEvent,
  emitPaymentReceived,
  type OrderWebhookEvent,
} from '../webhooks/index.ts';

export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'confirmed',
  'balance_paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  /** Staff recorded a bank transfer (an order on account's invoice, or any balance). */
  'transfer_recorded',
  /** The invoice of an order on account fell due and its buyer was reminded. */
  'invoice_due_reminded',
  /** Staff changed quantities or removed lines before confirmation (decision 153). */
  'amended',
  /** A submitted, unpaid order's hold on its pairs ended: they went back on sale (decision 161). */
  'stock_released',
  /** Staff cancelled pairs left to ship of some lines: a back order given up (migration 0031). */
  'lines_cancelled',
  /** A credit note was issued against the order's invoice (decision 182). */
  'credit_note_issued',
  /** Placed past the company's credit limit or while an invoice is long overdue (migration 0036). */
  'held',
  /** An invoice 7 or 14 days overdue: its buyer was reminded (docs/credit-control.md). */
  'overdue_reminded',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export interface OrderEventInput {
  orderId: number;
  type: OrderEventType;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  /** The staff member who made the move; none for the buyer's and the system's events. */
  staffId?: number | null;
  data?: Record<string, unknown>;
}

export async function recordOrderEvent(
  db: Pick<Database, 'insert' | 'select'>,
  event: OrderEventInput,
): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    type: event.type,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    staffId: event.staffId ?? null,
    data: event.data ?? {},
  });
  await tellWebhooks(db, event);
}

/** The webhook each move of the timeline is told by (docs/webhooks.md); others tell none. */
const WEBHOOK_OF: Partial<Record<OrderEventType, OrderWebhookEvent>> = {
  placed: 'order.placed',
  confirmed: 'order.confirmed',
  amended: 'order.amended',
  shipped: 'order.shipped',
  delivered: 'order.delivered',
  cancelled: 'order.cancelled',
};
const PAYMENT_OF: Partial<Record<OrderEventType, 'card' | 'balance' | 'transfer'>> = {
  paid: 'card',
  balance_paid: 'balance',
  transfer_recorded: 'transfer',
};

/**
 * Writes the move's webhook deliveries in the same transaction (the outbox, decision 198): the
 * timeline is where every order move already passes, so the order's events reach endpoints in
 * the order they happened. A shipment also issues its invoice (invoice.issued after it).
 */
async function tellWebhooks(db: Pick<Database, 'insert' | 'select'>, event: OrderEventInput) {
  const data = event.data ?? {};
  const move = WEBHOOK_OF[event.type];
  if (move) await emitOrderEvent(db, move, event.orderId, data);
  const kind = PAYMENT_OF[event.type];
  if (kind && typeof data.amount === 'number' && typeof data.currency === 'string') {
    await emitPaymentReceived(db, event.orderId, {
      kind,
      amount: data.amount,
      currency: data.currency,
      reference: typeof data.reference === 'string' ? data.reference : null,
    });
  }
  if (event.type === 'shipped' && typeof data.invoice_number === 'string') {
    await emitInvoiceIssued(db, event.orderId, {
      number: data.invoice_number,
      shipment: typeof data.shipment === 'number' ? data.shipment : null,
      due_on: typeof data.due_on === 'string' ? data.due_on : null,
    });
  }
}

/** Events of these orders, oldest first, with the staff member (if any) who made each. */
export async function eventsOf(db: Pick<Database, 'select'>, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderEvents.id,
      orderId: orderEvents.orderId,
      type: orderEvents.type,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      data: orderEvents.data,
      createdAt: orderEvents.createdAt,
      staffId: staff.id,
      staffName: staff.name,
      staffEmail: staff.email,
    })
    .from(orderEvents)
    .leftJoin(staff, eq(staff.id, orderEvents.staffId))
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.id));
}

export type OrderEventRow = Awaited<ReturnType<typeof eventsOf>>[number];
