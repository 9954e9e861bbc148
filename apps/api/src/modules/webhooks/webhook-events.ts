// The webhooks' outbox (docs/webhooks.md, decision 198): a change that endpoints should hear of
// calls one of these in its own transaction. Each writes the message once per enabled endpoint
// subscribed to its event, and a send job per endpoint, so the delivery exists exactly when the
// change does (rolled back with it) and the change's code needs only the call. With no endpoint
// listening it costs one indexed read and writes nothing.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { minorUnitExponent, roundToMinorUnit } from '@solestock/domain/money';
import {
  WEBHOOK_PAYLOAD_VERSION,
  type WebhookData,
  type WebhookEventType,
  type WebhookMessage,
  type WebhookOrder,
} from '@solestock/domain/back-office/webhook-payloads';
import type { Database } from '../../db/connect.ts';
import {
  companies,
  orders,
  products,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/runner.ts';

export const WEBHOOK_QUEUE = 'webhooks.send';

type Db = Pick<Database, 'select' | 'insert'>;

/** A message id in the form Standard Webhooks' examples use (`msg_…`): one per event. */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * Writes the event for every enabled endpoint subscribed to it; `data` is built only when one
 * is. Answers how many deliveries were written.
 */
export async function emitEvent<E extends WebhookEventType>(
  db: Db,
  type: E,
  subjectId: number | null,
  data: () => Promise<WebhookData<E> | undefined>,
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`))
    .orderBy(webhookEndpoints.id);
  if (endpoints.length === 0) return 0;
  const built = await data();
  if (!built) return 0;
  const message: WebhookMessage<E> = {
    type,
    timestamp: new Date().toISOString(),
    version: WEBHOOK_PAYLOAD_VERSION,
    data: built,
  };
  const messageId = newMessageId();
  await db.insert(webhookDeliveries).values(
    endpoints.map((e) => ({
      endpointId: e.id,
      messageId,
      event: type,
      subjectId,
      payload: message,
    })),
  );
  for (const e of endpoints) await enqueueJob(db, WEBHOOK_QUEUE, { endpointId: e.id });
  return endpoints.length;
}

const money = (value: string | null) => (value === null ? '0.00' : value);

/** The order as every order, payment and invoice event shows it, read in the caller's transaction. */
async function orderOf(db: Db, orderId: number): Promise<WebhookOrder | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      companyId: orders.companyId,
      companyName: orders.companyName,
      currency: orders.currency,
      total: orders.total,
      paymentTerms: orders.paymentTerms,
      invoiceNumber: orders.invoiceNumber,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    company_id: row.companyId ?? null,
    company_name: row.companyName,
    currency: row.currency,
    total: money(row.total),
    payment_terms: row.paymentTerms,
    invoice_number: row.invoiceNumber,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    placed_at: row.createdAt.toISOString(),
  };
}

export type OrderWebhookEvent = Extract<WebhookEventType, `order.${string}`>;

/** An order moved: `change` is its timeline entry's details. */
export function emitOrderEvent(
  db: Db,
  type: OrderWebhookEvent,
  orderId: number,
  change: Record<string, unknown>,
): Promise<number> {
  return emitEvent(db, type, orderId, async () => {
    const order = await orderOf(db, orderId);
    return order && { order, change };
  });
}

/** Money came in for an order: a card payment, a balance paid, or a bank transfer recorded. */
export function emitPaymentReceived(
  db: Db,
  orderId: number,
  payment: {
    kind: 'card' | 'balance' | 'transfer';
    amount: number | string;
    currency: string;
    reference?: string | null;
  },
): Promise<number> {
  return emitEvent(db, 'payment.received', orderId, async () => {
    const order = await orderOf(db, orderId);
    return (
      order && {
        order,
        payment: {
          kind: payment.kind,
          amount: decimalString(payment.amount, payment.currency),
          currency: payment.currency,
          reference: payment.reference ?? null,
        },
      }
    );
  });
}

/** A shipment issued its invoice. */
export function emitInvoiceIssued(
  db: Db,
  orderId: number,
  invoice: { number: string; shipment: number | null; due_on: string | null },
): Promise<number> {
  return emitEvent(db, 'invoice.issued', orderId, async () => {
    const order = await orderOf(db, orderId);
    return order && { order, invoice };
  });
}

/**
 * Products whose pairs fell from above the low-stock line to it or below: one stock.low each.
 * An order of 800 lines or a sync of 5,000 SKUs moves that many products: whether any endpoint
 * listens is asked once, and the line read once, before any product is looked at, so a shop
 * without a stock.low endpoint pays one indexed read per move, not one per product.
 */
export async function emitStockLow(
  db: Db,
  moved: { id: number; before: number; after: number }[],
  line: () => Promise<number>,
): Promise<number> {
  const falling = moved.filter((m) => m.after < m.before);
  if (falling.length === 0) return 0;
  const [listening] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.enabled, true), sql`'stock.low' = any(${webhookEndpoints.events})`),
    )
    .limit(1);
  if (!listening) return 0;
  const low = await line();
  let sent = 0;
  for (const m of falling) {
    if (!(m.before > low && m.after <= low)) continue;
    sent += await emitEvent(db, 'stock.low', m.id, async () => {
      const [product] = await db
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          color: products.color,
          size: products.size,
          availability: products.availability,
        })
        .from(products)
        .where(inArray(products.id, [m.id]));
      return product && { product, low_stock_pairs: low };
    });
  }
  return sent;
}

/** A company was created (a buyer signing up, or staff). */
export function emitCompanyCreated(db: Db, companyId: number): Promise<number> {
  return emitEvent(db, 'company.created', companyId, async () => {
    const [company] = await db
      .select({ id: companies.id, name: companies.name, createdAt: companies.createdAt })
      .from(companies)
      .where(eq(companies.id, companyId));
    return (
      company && {
        company: {
          id: company.id,
          name: company.name,
          created_at: company.createdAt.toISOString(),
        },
      }
    );
  });
}

/** A timeline amount (a number in the currency's units) as the payloads' decimal string. */
function decimalString(amount: number | string, currency: string): string {
  return roundToMinorUnit(amount, currency).toFixed(minorUnitExponent(currency));
}
