// Invoice numbers under concurrency (docs/api.md, "Trade documents"; decision 148), on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL: 30 invoices issued at once take 1…30 with no gap or
// repeat, the same order issued at once gets one number, a re-issue answers the number it has,
// each calendar year counts from 1, and a transaction that rolls back gives its number back.
// Shipments (docs/orders-and-payments.md, "Shipments and back orders"): shipments of different
// orders and of one order made at the same moment take consecutive numbers, none twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { parseInvoiceNumber } from '@solestock/domain/back-office/trade-documents';
import { openTestDatabase } from '../../test/test-app.ts';
import { insertVerifiedShoppers } from '../../test/shoppers.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import {
  companyMembers,
  invoiceCounters,
  orderLines,
  orders,
  products,
  shipments,
  staff,
} from '../../db/schema.ts';
import { issueInvoiceNumber } from './invoice-numbers.ts';
import { createShipment } from './shipments.service.ts';

let database: DatabaseHandle;
let userId: number;
let companyId: number;

beforeAll(async () => {
  database = await openTestDatabase({ seedItemGroups: 1 });
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

describe('shipments at the same moment', () => {
  /** Confirmed orders on account (they ship unpaid), each of `lines` lines of 10 pairs. */
  async function confirmedOrders(count: number, lines: number): Promise<number[][]> {
    const [product] = await database.db.select().from(products).limit(1);
    const ids = await newOrders(count);
    await database.db
      .update(orders)
      .set({ status: 'confirmed', paymentTerms: 'account', netDays: 30 })
      .where(inArray(orders.id, ids));
    const result: number[][] = [];
    for (const orderId of ids) {
      const rows = await database.db
        .insert(orderLines)
        .values(
          Array.from({ length: lines }, () => ({
            orderId,
            productId: product!.id,
            productName: 'Oxford',
            brand: 'Solestock',
            color: 'Black',
            size: '42',
            image: '',
            quantity: 10,
            mode: 'air' as const,
            unitPrice: '12.00',
            productCurrency: 'gbp',
            conversionRate: '1',
            convertedUnitPrice: '12.00',
            lineTotal: '120.00',
          })),
        )
        .returning({ id: orderLines.id });
      result.push([orderId, ...rows.map((r) => r.id)]);
    }
    return result;
  }

  it('numbers 12 shipments of different orders and of one order, made at once, consecutively and each once', async () => {
    const [member] = await database.db
      .insert(staff)
      .values({ email: 'shipper@example.com', name: 'Shipper', role: 'manager' })
      .returning({ id: staff.id });
    const actor = { staffId: member!.id, address: '127.0.0.1' };
    const before = await counter(new Date().getUTCFullYear());
    const separate = await confirmedOrders(8, 1);
    const [sharedOrder] = await confirmedOrders(1, 4);
    const [shared, ...sharedLines] = sharedOrder!;
    const ship = (orderId: number, lineId: number, version: number | undefined) =>
      createShipment(database.db, actor, 'http://shop.test', orderId, version!, {
        lines: [{ line_id: lineId, pairs: 10 }],
        carrier: 'DHL',
        tracking: `T${lineId}`,
        waybill: null,
        early: false,
        cartons: [],
      });
    const version = async (orderId: number) =>
      (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.version;
    // The shared order's shipments each name the version they saw: the first to lock it wins,
    // the others are refused (stale) and sent again with the version after, until all have gone.
    const shipShared = async (lineId: number) => {
      for (;;) {
        try {
          return await ship(shared!, lineId, await version(shared!));
        } catch (error) {
          if ((error as { code?: string }).code !== 'stale_version') throw error;
        }
      }
    };
    const made = await Promise.all([
      ...separate.map(([orderId, lineId]) => ship(orderId!, lineId!, 1)),
      ...sharedLines.map((lineId) => shipShared(lineId)),
    ]);
    const sequences = made
      .map((m) => parseInvoiceNumber(m.invoice_number!)!.sequence)
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 12 }, (_, i) => before + i + 1));
    expect(await counter(new Date().getUTCFullYear())).toBe(before + 12);
    // The shared order: four shipments numbered 1…4 and shipped once all its pairs have gone.
    const own = await database.db
      .select({ number: shipments.number })
      .from(shipments)
      .where(eq(shipments.orderId, shared!));
    expect(own.map((s) => s.number).sort()).toEqual([1, 2, 3, 4]);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, shared!));
    expect(order!.status).toBe('shipped');
  });
});
