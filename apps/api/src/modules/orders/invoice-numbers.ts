// Commercial invoice numbers (docs/api.md, "Trade documents"; decision 148): INV-{year}-{000001},
// one gap-free sequence per calendar year (UTC), assigned when an order's invoice is first issued
// and never renumbered. The year's counter row is taken by INSERT … ON CONFLICT DO UPDATE …
// RETURNING, which locks it until the issuing transaction ends: two shipments at the same moment
// take turns on it, and a transaction that rolls back takes its number back with it.
import { eq, sql } from 'drizzle-orm';
import { invoiceNumber } from '@solestock/domain/back-office/trade-documents';
import type { Database } from '../../db/connect.ts';
import { invoiceCounters, orders } from '../../db/schema.ts';
import { setShipmentInvoice } from './shipments.repository.ts';

export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
  /** True when this call assigned the number; false when the order already had it. */
  issued: boolean;
}

/**
 * The next number of `now`'s year, taken in the caller's transaction: the year's counter row
 * stays locked until it ends, so numbers are handed out one transaction at a time, and one that
 * rolls back gives its number back. Each shipment takes one (docs/orders-and-payments.md,
 * "Shipments and back orders").
 */
export async function takeInvoiceNumber(tx: Database, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return invoiceNumber(year, counter!.lastNumber);
}

/**
 * The order's invoice number, assigned now if it has none; undefined when there is no such
 * order. Idempotent per order. Runs inside the caller's transaction when given one (as a
 * savepoint), so the number commits or rolls back with the caller's work; the order's row is
 * locked first, so the same order issued twice at once gets one number.
 */
export async function issueInvoiceNumber(
  db: Database,
  orderId: number,
  now: Date = new Date(),
): Promise<IssuedInvoice | undefined> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ number: orders.invoiceNumber, issuedAt: orders.invoiceIssuedAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) return undefined;
    if (order.number && order.issuedAt)
      return { number: order.number, issuedAt: order.issuedAt, issued: false };
    const number = await takeInvoiceNumber(tx, now);
    await tx
      .update(orders)
      .set({ invoiceNumber: number, invoiceIssuedAt: now })
      .where(eq(orders.id, orderId));
    return { number, issuedAt: now, issued: true };
  });
}

/**
 * A shipment's invoice number (docs/orders-and-payments.md, "Shipments and back orders"): its
 * own, or, on an order shipped before invoices were numbered (its one shipment, from migration
 * 0031), the order's number issued now and kept on both. Runs in the caller's transaction.
 */
export async function issueShipmentInvoice(
  db: Database,
  shipment: {
    id: number;
    orderId: number;
    invoiceNumber: string | null;
    invoiceIssuedAt: Date | null;
  },
  now: Date = new Date(),
): Promise<IssuedInvoice> {
  if (shipment.invoiceNumber && shipment.invoiceIssuedAt)
    return { number: shipment.invoiceNumber, issuedAt: shipment.invoiceIssuedAt, issued: false };
  return db.transaction(async (tx) => {
    const issued = (await issueInvoiceNumber(tx, shipment.orderId, now))!;
    await setShipmentInvoice(tx, shipment.id, issued.number, issued.issuedAt);
    return issued;
  });
}
