// Invoice numbers under concurrency (docs/api.md, "Trade documents"; decision 148), on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL: 30 invoices issued at once take 1…30 with no gap or
// repeat, the same order issued at once gets one number, a re-issue answers the number it has,
// each calendar year counts from 1, and a transaction that rolls back gives its number back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { parseInvoiceNumber } from '@solestock/domain/back-office/trade-documents';
import { openTestDatabase } from '../../test/test-app.ts';
import { insertVerifiedShoppers } from '../../test/shoppers.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { companyMembers, invoiceCounters, orders } from '../../db/schema.ts';
import { issueInvoiceNumber } from './invoice-numbers.ts';

let database: DatabaseHandle;
let userId: number;
let companyId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  userId = (await insertVerifiedShoppers(database.db, ['numbers@example.com']))[0]!;
  const [member] = await database.db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  companyId = member!.companyId;
});
afterAll(() => database.close());

async function newOrders(count: number): Promise<number[]> {
  const rows = await database.db
    .insert(orders)
    .values(
      Array.from({ length: count }, () => ({
        userId,
        companyId,
        status: 'shipped' as const,
        source: 'cart' as const,
        countryCode: 'gb',
        currency: 'gbp',
        symbol: '£',
        total: '120.00',
        totalMinor: 12000,
      })),
    )
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

const counter = async (year: number) =>
  (
    await database.db
      .select({ n: invoiceCounters.lastNumber })
      .from(invoiceCounters)
      .where(eq(invoiceCounters.year, year))
  )[0]?.n ?? 0;

const at = (iso: string) => new Date(iso);

describe('issueInvoiceNumber', () => {
  it('gives 30 orders issued at the same moment the numbers 1…30, each once', async () => {
    const ids = await newOrders(30);
    const now = at('2026-06-01T10:00:00Z');
    const issued = await Promise.all(ids.map((id) => issueInvoiceNumber(database.db, id, now)));
    expect(issued.every((i) => i?.issued)).toBe(true);
    const numbers = issued.map((i) => parseInvoiceNumber(i!.number)!);
    expect(numbers.every((n) => n.year === 2026)).toBe(true);
    expect(numbers.map((n) => n.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(issued[0]!.number).toMatch(/^INV-2026-\d{6}$/);
    // Stored on the orders, once each (a unique index holds it too).
    const stored = await database.db
      .select({ id: orders.id, number: orders.invoiceNumber, at: orders.invoiceIssuedAt })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(new Set(stored.map((s) => s.number)).size).toBe(30);
    expect(stored.every((s) => s.at?.toISOString() === now.toISOString())).toBe(true);
    expect(await counter(2026)).toBe(30);

    // Issued again, all at once: the same numbers, none new.
    const again = await Promise.all(
      ids.map((id) => issueInvoiceNumber(database.db, id, at('2026-07-01T00:00:00Z'))),
    );
    expect(again.map((i) => i!.number)).toEqual(issued.map((i) => i!.number));
    expect(again.every((i) => !i!.issued && i!.issuedAt.toISOString() === now.toISOString())).toBe(
      true,
    );
    expect(await counter(2026)).toBe(30);
  });

  it('gives one order issued ten times at once one number', async () => {
    const [id] = await newOrders(1);
    const issued = await Promise.all(
      Array.from({ length: 10 }, () =>
        issueInvoiceNumber(database.db, id!, at('2026-08-01T00:00:00Z')),
      ),
    );
    expect(new Set(issued.map((i) => i!.number))).toEqual(new Set(['INV-2026-000031']));
    expect(issued.filter((i) => i!.issued)).toHaveLength(1);
    expect(await counter(2026)).toBe(31);
  });

  it('starts each calendar year (UTC) at 1 and goes on with the year before', async () => {
    const [late, early, next] = await newOrders(3);
    expect((await issueInvoiceNumber(database.db, late!, at('2026-12-31T23:59:59Z')))!.number).toBe(
      'INV-2026-000032',
    );
    expect(
      (await issueInvoiceNumber(database.db, early!, at('2027-01-01T00:00:00Z')))!.number,
    ).toBe('INV-2027-000001');
    expect((await issueInvoiceNumber(database.db, next!, at('2027-01-02T00:00:00Z')))!.number).toBe(
      'INV-2027-000002',
    );
  });

  it('gives its number back when the issuing transaction rolls back, so none is skipped', async () => {
    const [failed, after] = await newOrders(2);
    const now = at('2028-03-01T00:00:00Z');
    await expect(
      database.db.transaction(async (tx) => {
        expect((await issueInvoiceNumber(tx, failed!, now))!.number).toBe('INV-2028-000001');
        throw new Error('the shipment failed');
      }),
    ).rejects.toThrow('the shipment failed');
    const [row] = await database.db
      .select({ number: orders.invoiceNumber })
      .from(orders)
      .where(eq(orders.id, failed!));
    expect(row!.number).toBeNull();
    expect((await issueInvoiceNumber(database.db, after!, now))!.number).toBe('INV-2028-000001');
    expect((await issueInvoiceNumber(database.db, failed!, now))!.number).toBe('INV-2028-000002');
  });

  it('answers undefined for an order that does not exist, numbering nothing', async () => {
    expect(await issueInvoiceNumber(database.db, 2_000_000_000, at('2029-01-01T00:00:00Z'))).toBe(
      undefined,
    );
    expect(await counter(2029)).toBe(0);
  });

  it('refuses a number on two orders and an issued number without its date (the schema)', async () => {
    const [a, b] = await newOrders(2);
    await database.db
      .update(orders)
      .set({ invoiceNumber: 'INV-2030-000001', invoiceIssuedAt: new Date() })
      .where(eq(orders.id, a!));
    await expect(
      database.db
        .update(orders)
        .set({ invoiceNumber: 'INV-2030-000001', invoiceIssuedAt: new Date() })
        .where(eq(orders.id, b!)),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`update orders set invoice_number = 'INV-2030-000009' where id = ${b!}`,
      ),
    ).rejects.toThrow();
  });
});
