// The accounting export over HTTP (docs/accounting-export.md, decision 201), on PGlite and
// (TEST_DATABASE_URL) PostgreSQL: a taxed GB order confirmed, part paid by bank transfer and the
// rest by card, shipped (its invoice), then part refunded (a refund and its credit note) shows in
// the range's journal as the invoice's lines with their HS codes, the payment, the transfer, the
// refund and the credit note, with amounts that add up to the invoice to the cent; an invoice
// issued outside the range is left out; the XLSX holds the same rows, read back with exceljs;
// bad dates and ranges answer 400 sentences; support and sales reps get 403; each download is
// in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { decimal, sumMoney, toMinorUnits } from '@solestock/domain';
import { JOURNAL_COLUMNS } from '@solestock/domain/back-office/accounting-export';
import { queryRows } from '../../db/connect.ts';
import { itemGroups, payments, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let buyer: SignedInShopper;
let owner: SignedInStaff;
let manager: SignedInStaff;
let support: SignedInStaff;
let rep: SignedInStaff;
let productId: number;

const today = new Date().toISOString().slice(0, 10);
const HS_CODE = '640399';

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2 });
  buyer = await signedInShopper(t.app, { firstName: 'Ada' });
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
  rep = await signedInStaff(t.app, 'sales_rep');
  const [first] = await t.database.db
    .select({ id: products.id, itemGroupId: products.itemGroupId })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.id))
    .limit(1);
  productId = first!.id;
  await t.database.db
    .update(itemGroups)
    .set({ hsCode: HS_CODE })
    .where(eq(itemGroups.id, first!.itemGroupId));
  const seller = await call(owner, 'PUT', '/admin/settings/seller/', {
    legal_name: 'Solestock Trading Ltd',
    address: ['12 Mill Road', 'Leicester LE1 1AA'],
    country_code: 'GB',
    tax_id: 'GB123456789',
    incoterm: 'DAP',
    tax_registrations: [{ country_code: 'gb', number: 'GB 123 4567 89' }],
    tax_rates: [{ country_code: 'GB', rate_percent: 20, label: 'VAT' }],
  });
  expect(seller.statusCode, seller.body).toBe(200);
});
afterAll(() => t?.close());

type Who = { cookie: string } | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const staffOrder = async (id: number) => (await call(owner, 'GET', `/admin/orders/${id}/`)).json();

async function move(id: number, name: 'confirm' | 'ship', body: object) {
  const res = await call(owner, 'POST', `/admin/orders/${id}/${name}/`, {
    ...body,
    version: (await staffOrder(id)).version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A GB order (taxed at 20 %) of 12 pairs, placed without payment and confirmed. */
async function placeAndConfirm(pairs = 12) {
  const added = await call(buyer, 'POST', '/ecommerce/cart/add/', {
    product_id: productId,
    quantity: pairs,
  });
  expect(added.statusCode, added.body).toBe(201);
  const placed = await call(
    buyer,
    'POST',
    '/ecommerce/order/place/?country_code=gb&without_payment=true',
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().order_id as number;
  await move(id, 'confirm', { shipping_charge: '25.00' });
  return id;
}

/** The card payment of what the order still owes, as the processor leaves it. */
async function payRestByCard(id: number) {
  const order = await staffOrder(id);
  await t.database.db.insert(payments).values({
    orderId: id,
    processor: 'test',
    paymentIntentId: `pi_acc_${id}`,
    amountMinor: toMinorUnits(order.balance_due, order.currency),
    currency: order.currency,
    status: 'succeeded',
    captureMethod: 'automatic',
    paymentMethod: 'card',
    kind: 'balance',
  });
}

const exportUrl = (query: string) => `/admin/accounting/export/?${query}`;
type Row = Record<(typeof JOURNAL_COLUMNS)[number], string>;
const csvRows = (body: string): Row[] =>
  parse(body.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true }) as Row[];

let orderId: number;
let invoiceNumber: string;
let invoiceTotal: number;
let outsideInvoice: string;

describe('the accounting export', () => {
  beforeAll(async () => {
    orderId = await placeAndConfirm();
    const transfer = await call(owner, 'POST', `/admin/orders/${orderId}/payments/`, {
      amount: '10.00',
      reference: 'BACS 0001',
      received_on: today,
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    await payRestByCard(orderId);
    const shipped = await move(orderId, 'ship', { carrier: 'DHL', tracking_number: 'JD0146' });
    invoiceTotal = shipped.tax.total_with_tax;
    const refund = await call(owner, 'POST', `/admin/orders/${orderId}/refunds/`, {
      amount: '12.00',
      reason: 'Two pairs arrived damaged',
      version: shipped.version,
    });
    expect(refund.statusCode, refund.body).toBe(201);
    invoiceNumber = refund.json().credit_notes[0].invoice_number;
    // The processor's answer, as settleRefund leaves it (the card here is the test's own row).
    await t.database.db.execute(
      sql`update refunds set status = 'succeeded', refund_id = ${`re_acc_${orderId}`} where order_id = ${orderId}`,
    );

    // Another order, invoiced 400 days ago: outside today's range.
    const old = await placeAndConfirm(6);
    await payRestByCard(old);
    await move(old, 'ship', { carrier: 'DHL', tracking_number: 'JD0147' });
    const [s] = await queryRows<{ invoice_number: string }>(
      t.database.db,
      sql`update shipments set invoice_issued_at = now() - interval '400 days'
          where order_id = ${old} returning invoice_number`,
    );
    outsideInvoice = s!.invoice_number;
  });

  it('lists the range’s invoice by line with HS codes, its payment, transfer, refund and credit note, to the cent', async () => {
    const res = await call(manager, 'GET', exportUrl(`from=${today}&to=${today}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="accounting-${today}-to-${today}.csv"`,
    );
    const header = res.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    expect(header.split(',')).toEqual([...JOURNAL_COLUMNS]);
    const rows = csvRows(res.body);

    const invoice = rows.filter((r) => r.kind === 'invoice' && r.number === invoiceNumber);
    expect(invoice.length).toBeGreaterThanOrEqual(2);
    const goods = invoice.filter((r) => r.description !== 'Shipping');
    const shipping = invoice.find((r) => r.description === 'Shipping')!;
    for (const line of goods) {
      expect(line).toMatchObject({
        hs_code: HS_CODE,
        date: today,
        currency: 'GBP',
        order: String(orderId),
        tax_code: 'VAT 20 %',
        tax_rate: '20',
      });
      // Each line's amount is its pairs at its unit price.
      expect(decimal(line.unit_price).times(line.quantity).toFixed(2)).toBe(line.line_amount);
    }
    expect(goods.reduce((n, r) => n + Number(r.quantity), 0)).toBe(12);
    expect(shipping).toMatchObject({ line_amount: '25.00', line_tax: '5.00', hs_code: '' });
    // The lines and their tax add up to the invoice's totals, and the total is the order's.
    const head = invoice[0]!;
    expect(head.total).toBe(invoiceTotal.toFixed(2));
    expect(sumMoney(invoice.map((r) => r.line_amount)).toFixed(2)).toBe(head.net_total);
    expect(sumMoney(invoice.map((r) => r.line_tax)).toFixed(2)).toBe(head.tax_total);
    expect(decimal(head.net_total).plus(head.tax_total).toFixed(2)).toBe(head.total);
    expect(invoice.map((r) => r.line)).toEqual(invoice.map((_, i) => String(i + 1)));
    // Paid in full, then 12.00 refunded and credited: nothing is due.
    expect(head).toMatchObject({
      paid: decimal(invoiceTotal).minus(12).toFixed(2),
      credited: '12.00',
      due: '0.00',
      due_date: today,
      customer_tax_id: expect.any(String),
    });
    expect(head.customer).not.toBe('');

    const transfer = rows.find((r) => r.kind === 'transfer' && r.order === String(orderId))!;
    expect(transfer).toMatchObject({
      total: '10.00',
      reference: 'BACS 0001',
      method: 'bank_transfer',
      date: today,
      applies_to: invoiceNumber,
    });
    const card = rows.find((r) => r.kind === 'payment' && r.order === String(orderId))!;
    expect(card).toMatchObject({
      total: decimal(invoiceTotal).minus(10).toFixed(2),
      method: 'card',
      applies_to: invoiceNumber,
    });
    const refund = rows.find((r) => r.kind === 'refund' && r.order === String(orderId))!;
    expect(refund).toMatchObject({ total: '12.00', applies_to: invoiceNumber, method: 'card' });
    const note = rows.filter((r) => r.kind === 'credit_note' && r.order === String(orderId));
    expect(note).toHaveLength(1);
    expect(note[0]).toMatchObject({
      applies_to: invoiceNumber,
      net_total: '10.00',
      tax_total: '2.00',
      total: '12.00',
      line_amount: '10.00',
      line_tax: '2.00',
      tax_code: 'VAT 20 %',
    });
    expect(note[0]!.number).toMatch(/^CN-\d{4}-\d{6}$/);
    // Invoices first, then the money received (card and transfer as recorded), refunds, credit
    // notes; the old invoice is not in today's file.
    const kinds = [...new Set(rows.map((r) => r.kind))];
    expect(kinds[0]).toBe('invoice');
    expect(kinds.slice(-2)).toEqual(['refund', 'credit_note']);
    expect(new Set(kinds)).toEqual(
      new Set(['invoice', 'payment', 'transfer', 'refund', 'credit_note']),
    );
    expect(rows.some((r) => r.number === outsideInvoice)).toBe(false);

    // Its own day's file has it; `kind=` narrows the file to one kind.
    const oldDay = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const old = csvRows((await call(owner, 'GET', exportUrl(`from=${oldDay}&to=${oldDay}`))).body);
    expect(old.filter((r) => r.kind === 'invoice').map((r) => r.number)).toContain(outsideInvoice);
    const onlyTransfers = csvRows(
      (await call(owner, 'GET', exportUrl(`from=${today}&to=${today}&kind=transfer`))).body,
    );
    expect(new Set(onlyTransfers.map((r) => r.kind))).toEqual(new Set(['transfer']));
  });

  it('writes the same journal as an XLSX workbook, a sheet per kind, amounts as numbers', async () => {
    const csv = csvRows(
      (await call(owner, 'GET', exportUrl(`from=${today}&to=${today}&format=csv`))).body,
    );
    const res = await call(owner, 'GET', exportUrl(`from=${today}&to=${today}&format=xlsx`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Invoices', 'Payments', 'Credit notes']);
    const read = (name: string) => {
      const sheet = book.getWorksheet(name)!;
      const values: unknown[][] = [];
      sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
      return values;
    };
    const invoices = read('Invoices');
    expect(invoices[0]).toEqual([...JOURNAL_COLUMNS]);
    const col = (c: (typeof JOURNAL_COLUMNS)[number]) => JOURNAL_COLUMNS.indexOf(c);
    const mine = invoices.filter((r) => r[col('number')] === invoiceNumber);
    expect(mine).toHaveLength(csv.filter((r) => r.number === invoiceNumber).length);
    expect(mine[0]![col('total')]).toBe(invoiceTotal);
    expect(mine[0]![col('hs_code')]).toBe(HS_CODE);
    const payments = read('Payments');
    expect(payments.slice(1).map((r) => r[col('kind')])).toEqual(
      csv.filter((r) => ['payment', 'transfer', 'refund'].includes(r.kind)).map((r) => r.kind),
    );
    const notes = read('Credit notes').slice(1);
    expect(notes.map((r) => r[col('total')])).toContain(12);
  });

  it('answers bad dates and ranges with a sentence, and audits each download', async () => {
    const bad: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'from is not a real date.'],
      ['from=01/02/2026&to=2026-03-01', 'from is a date written YYYY-MM-DD, e.g. 2026-01-31.'],
      ['to=2026-03-01', 'Give from as a date written YYYY-MM-DD.'],
      [
        'from=2026-03-02&to=2026-03-01',
        'The range ends before it starts: choose a "to" date on or after "from".',
      ],
      [
        'from=2025-01-01&to=2026-01-02',
        'One file covers at most a year (366 days); this range is 367 days. Export it a year at a time.',
      ],
      ['from=2026-01-01&to=2026-01-31&format=pdf', 'format is csv or xlsx.'],
    ];
    const [{ n: before }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'accounting.export'`,
    )) as [{ n: number }];
    for (const [query, sentence] of bad) {
      const res = await call(owner, 'GET', exportUrl(query));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toContain(sentence);
    }
    // A refused range is not a download: nothing is audited for it.
    const ok = await call(owner, 'GET', exportUrl('from=2025-01-01&to=2026-01-01&kind=invoice'));
    expect(ok.statusCode, ok.body).toBe(200);
    const audit = await queryRows<{ staff_id: number; after: Record<string, string> }>(
      t.database.db,
      sql`select staff_id, after from audit_log where action = 'accounting.export' order by id`,
    );
    expect(audit.length).toBe(before + 1);
    expect(audit.at(-1)).toMatchObject({
      staff_id: owner.staffId,
      after: { from: '2025-01-01', to: '2026-01-01', format: 'csv', kind: 'invoice' },
    });
  });

  it('is the owner’s and the manager’s: support and sales reps get 403, no one signed in 401', async () => {
    const url = exportUrl(`from=${today}&to=${today}`);
    for (const who of [support, rep]) expect((await call(who, 'GET', url)).statusCode).toBe(403);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    for (const who of [owner, manager]) expect((await call(who, 'GET', url)).statusCode).toBe(200);
  });
});
