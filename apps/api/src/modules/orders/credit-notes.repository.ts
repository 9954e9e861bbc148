// Credit notes as stored (migration 0033, decision 182): their gap-free numbers, the rows, and
// what the order's pages and documents read of them. Also the one place that says which invoice
// a new credit note credits (`invoiceToCredit`).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { creditNoteNumber, type CreditNoteDto } from '@solestock/domain/back-office/credit-notes';
import { fromMinorUnits, moneyNumber } from '@solestock/domain';
import type { Database, Tx } from '../../db/connect.ts';
import { creditNoteCounters, creditNotes, orders } from '../../db/schema.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The invoice a credit note issued now credits: the order's commercial invoice number, or null
 * before it has one. The one reader of it, so that when an order has an invoice per shipment
 * this names the latest shipment's (WHOLESALE §9).
 */
export async function invoiceToCredit(
  tx: Pick<Database, 'select'>,
  orderId: number,
): Promise<string | null> {
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
