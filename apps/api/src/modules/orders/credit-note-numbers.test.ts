// Credit note numbers under concurrency (docs/orders-and-payments.md, "Tax and credit notes";
// decision 182), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: 20 credit notes issued at
// once on 20 invoiced orders take 1…20 with no gap or repeat, each year counts from 1, a
// transaction that rolls back gives its number back, and an order with no invoice gets none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { parseCreditNoteNumber } from '@solestock/domain/back-office/credit-notes';
import { openTestDatabase } from '../../test/test-app.ts';
import { insertVerifiedShoppers } from '../../test/shoppers.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { companyMembers, creditNoteCounters, creditNotes, orders } from '../../db/schema.ts';
// Through the module's entry: the way the shipments' cancellation of remaining lines calls it.
import { invoiceToCredit, issueCreditNote } from './index.ts';

let database: DatabaseHandle;
let userId: number;
let companyId: number;
let invoiceSeq = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  userId = (await insertVerifiedShoppers(database.db, ['credit-notes@example.com']))[0]!;
  const [member] = await database.db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  companyId = member!.companyId;
});
afterAll(() => database.close());

/** Shipped orders, each with its invoice number (unless `invoiced` is false). */
async function newOrders(count: number, invoiced = true): Promise<number[]> {
  const rows = await database.db
    .insert(orders)
    .values(
      Array.from({ length: count }, () => {
        invoiceSeq += 1;
        return {
          userId,
          companyId,
          status: 'shipped' as const,
          source: 'cart' as const,
          countryCode: 'gb',
          currency: 'gbp',
          symbol: '£',
          total: '100.00',
          totalMinor: 10000,
          taxMode: 'taxed' as const,
          taxCountry: 'GB',
          taxRatePercent: '20.00',
          taxLabel: 'VAT',
          taxRegistration: 'GB123456789',
          goodsTaxMinor: 2000,
          ...(invoiced
            ? {
                invoiceNumber: `INV-2026-${String(900000 + invoiceSeq)}`,
                invoiceIssuedAt: new Date('2026-05-01T00:00:00Z'),
              }
            : {}),
        };
      }),
    )
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

const issue = (orderId: number, now: Date, amountMinor = 1200) =>
  database.db.transaction((tx) =>
    issueCreditNote(tx, null, {
      orderId,
      reason: 'refund',
      amountMinor,
      note: 'Damaged pairs',
      publicUrl: 'https://shop.example',
      now,
    }),
  );

const counter = async (year: number) =>
  (
    await database.db
      .select({ n: creditNoteCounters.lastNumber })
      .from(creditNoteCounters)
      .where(eq(creditNoteCounters.year, year))
  )[0]?.n ?? 0;

describe('issueCreditNote numbers', () => {
  it('gives 20 credit notes issued at the same moment on 20 orders the numbers 1…20, each once', async () => {
    const ids = await newOrders(20);
    const now = new Date('2026-06-01T10:00:00Z');
    const issued = await Promise.all(ids.map((id) => issue(id, now)));
    const numbers = issued.map((n) => parseCreditNoteNumber(n!.number)!);
    expect(numbers.every((n) => n.year === 2026)).toBe(true);
    expect(numbers.map((n) => n.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(issued[0]!.number).toMatch(/^CN-2026-\d{6}$/);
    // Each names its order's invoice, and its tax part at the order's 20 %: 12.00 → 2.00.
    for (const [i, note] of issued.entries()) {
      expect(note!.invoiceNumber).toBe(await invoiceToCredit(database.db, ids[i]!));
      expect(note!.invoiceNumber).toMatch(/^INV-2026-9\d{5}$/);
      expect(note!.taxMinor).toBe(200);
    }
    expect(await counter(2026)).toBe(20);
  });

  it('starts each calendar year (UTC) at 1', async () => {
    const [late, early] = await newOrders(2);
    expect((await issue(late!, new Date('2026-12-31T23:59:59Z')))!.number).toBe('CN-2026-000021');
    expect((await issue(early!, new Date('2027-01-01T00:00:00Z')))!.number).toBe('CN-2027-000001');
  });

  it('gives its number back when the issuing transaction rolls back, so none is skipped', async () => {
    const [failed, after] = await newOrders(2);
    const now = new Date('2028-03-01T00:00:00Z');
    await expect(
      database.db.transaction(async (tx) => {
        const note = await issueCreditNote(tx, null, {
          orderId: failed!,
          reason: 'cancellation',
          amountMinor: 500,
          lines: [{ line_id: 1, description: 'Oxford, Black, size 42', pairs: 1, amount: '5.00' }],
          publicUrl: 'https://shop.example',
          now,
        });
        expect(note!.number).toBe('CN-2028-000001');
        throw new Error('the cancellation failed');
      }),
    ).rejects.toThrow('the cancellation failed');
    const left = await database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, failed!));
    expect(left).toEqual([]);
    expect((await issue(after!, now))!.number).toBe('CN-2028-000001');
    expect((await issue(failed!, now))!.number).toBe('CN-2028-000002');
  });

  it('issues none on an order without an invoice, numbering nothing', async () => {
    const [id] = await newOrders(1, false);
    expect(await issue(id!, new Date('2029-01-01T00:00:00Z'))).toBeUndefined();
    expect(await counter(2029)).toBe(0);
  });

  it('refuses a number on two notes, and a note of nothing (the schema)', async () => {
    const [a] = await newOrders(1);
    const note = (await issue(a!, new Date('2030-01-01T00:00:00Z')))!;
    await expect(
      database.db.execute(
        sql`insert into credit_notes (order_id, number, invoice_number, reason, currency, amount_minor)
            values (${a!}, ${note.number}, 'INV-1', 'refund', 'gbp', 100)`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`insert into credit_notes (order_id, number, invoice_number, reason, currency, amount_minor)
            values (${a!}, 'CN-2030-999999', 'INV-1', 'refund', 'gbp', 0)`,
      ),
    ).rejects.toThrow();
  });
});
