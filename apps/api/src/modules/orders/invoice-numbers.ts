// Commercial invoice numbers (docs/api.md, "Trade documents"; decision 148): INV-{year}-{000001},
// one gap-free sequence per calendar year (UTC), assigned when an order's invoice is first issued
// and never renumbered. The year's counter row is taken by INSERT … ON CONFLICT DO UPDATE …
// RETURNING, which locks it until the issuing transaction ends: two shipments at the same moment
// take turns on it, and a transaction that rolls back takes its number back with it.
import { eq, sql } from 'drizzle-orm';
import { invoiceNumber } from '@solestock/domain/back-office/trade-documents';
import type { Database } from '../../db/connect.ts';
import { invoiceCounters, orders } from '../../db/schema.ts';

export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
  /** True when this call assigned the number; false when the order already had it. */
  issued: boolean;
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
    const year = now.getUTCFullYear();
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.year,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    const number = invoiceNumber(year, counter!.lastNumber);
    await tx
      .update(orders)
      .set({ invoiceNumber: number, invoiceIssuedAt: now })
      .where(eq(orders.id, orderId));
    return { number, issuedAt: now, issued: true };
  });
}
