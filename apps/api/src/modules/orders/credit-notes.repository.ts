// Credit notes as stored (migration 0033, decision 182): their gap-free numbers, the rows, and
// what the order's pages and documents read of them. Also the one place that says which invoice
// a new credit note credits (`invoiceToCredit`).
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { creditNoteNumber, type CreditNoteDto } from '@solestock/domain/back-office/credit-notes';
import { fromMinorUnits, moneyNumber } from '@solestock/domain';
import type { Database, Tx } from '../../db/connect.ts';
import { creditNoteCounters, creditNotes, orders, shipments } from '../../db/schema.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The invoice a credit note issued now credits: the latest shipment's commercial invoice number
 * (each shipment has its own, WHOLESALE §9 as docs/orders-and-payments.md restates it), else the
 * order's own for an order invoiced before shipments (migration 0031 gave those a shipment too,
 * but one may still lack a number), or null before it has one. The one reader of it.
 */
export async function invoiceToCredit(
  tx: Pick<Database, 'select'>,
  orderId: number,
): Promise<string | null> {
  const [latest] = await tx
    .select({ number: shipments.invoiceNumber })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), isNotNull(shipments.invoiceNumber)))
    .orderBy(desc(shipments.number))
    .limit(1);
  if (latest?.number) return latest.number;
  const [row] = await tx
    .select({ number: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.number ?? null;
}

/**
 * The next CN-{year}-{000001} of `now`'s year (UTC), taken inside the caller's transaction: the
 * year's counter row is written by INSERT … ON CONFLICT DO UPDATE … RETURNING, which locks it
 * until that transaction ends, so two notes at the same moment take turns and a rollback gives
 * its number back (as the invoices', migration 0025).
 */
export async function takeCreditNoteNumber(tx: Tx, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.year,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  return creditNoteNumber(year, counter!.lastNumber);
}

export async function insertCreditNote(
  tx: Tx,
  note: typeof creditNotes.$inferInsert,
): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(note).returning();
  if (!row) throw new Error('Credit note insert returned no row.');
  return row;
}

/** The credit notes of these orders, oldest first. */
export async function creditNotesOf(
  db: Pick<Database, 'select'>,
  orderIds: readonly number[],
): Promise<CreditNoteRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, [...orderIds]))
    .orderBy(asc(creditNotes.id));
}

/** One credit note of the order; undefined when it has none with that id. */
export async function creditNoteOf(
  db: Pick<Database, 'select'>,
  orderId: number,
  id: number,
): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.id, id)));
  return row;
}

/** A credit note as the order's pages list it, its PDF at `url`. */
export function creditNoteDtoOf(row: CreditNoteRow, url: string): CreditNoteDto {
  return {
    id: row.id,
    number: row.number,
    invoice_number: row.invoiceNumber,
    reason: row.reason,
    note: row.note,
    amount: moneyNumber(fromMinorUnits(row.amountMinor, row.currency)),
    tax_amount: moneyNumber(fromMinorUnits(row.taxMinor, row.currency)),
    issued_at: row.issuedAt.toISOString(),
    url,
  };
}
