// Tax and credit notes over HTTP (docs/orders-and-payments.md, "Tax and credit notes"; decisions
// 181 and 182), on PGlite and (TEST_DATABASE_URL) PostgreSQL: the seller's registrations and
// rates in the settings with their sentences; a destination where the seller is registered shows
// the VAT row at checkout, keeps its tax on the order, taxes the shipping charge at confirmation,
// owes it in the balance and prints it on the invoice; elsewhere the order is zero-rated and the
// invoice carries the legend; a refund after shipping issues a credit note whose PDF names its
// number, the invoice it credits and the amount, mailed to the buyer; and the refund route's
// 400/404/409 sentences.
import { decimal } from '@solestock/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, isNull, sql } from 'drizzle-orm';
import { toMinorUnits } from '@solestock/domain';
import { parseCreditNoteNumber } from '@solestock/domain/back-office/credit-notes';
import { queryRows } from '../../db/connect.ts';
import { payments, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { pdfText } from '../../test/pdf-text.ts';

let t: TestApp;
let buyer: SignedInShopper;
let owner: SignedInStaff;
let support: SignedInStaff;
let productIds: number[];

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2 });
  buyer = await signedInShopper(t.app, { firstName: 'Ada' });
  owner = await signedInStaff(t.app, 'owner');
  support = await signedInStaff(t.app, 'support');
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.id));
  productIds = rows.map((r) => r.id);
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

const SELLER = {
  legal_name: 'Solestock Trading Ltd',
  address: ['12 Mill Road', 'Leicester LE1 1AA'],
  country_code: 'GB',
  tax_id: 'GB123456789',
  incoterm: 'DAP',
  tax_registrations: [{ country_code: 'gb', number: 'GB 123 4567 89' }],
  tax_rates: [
    { country_code: 'GB', rate_percent: 20, label: 'VAT' },
    { country_code: 'FR', rate_percent: 20, label: 'TVA' },
  ],
};

/** The buyer's cart of one product, placed without payment for `country` (and `query`). */
async function place(country: string, query = '') {
  const added = await call(buyer, 'POST', '/ecommerce/cart/add/', {
    product_id: productIds[0],
    quantity: 12,
  });
  expect(added.statusCode, added.body).toBe(201);
  const placed = await call(
    buyer,
    'POST',
    `/ecommerce/order/place/?country_code=${country}&without_payment=true${query}`,
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order_id as number;
}

const staffOrder = async (id: number) => (await call(owner, 'GET', `/admin/orders/${id}/`)).json();

async function move(id: number, name: 'confirm' | 'ship', body: object) {
  const res = await call(owner, 'POST', `/admin/orders/${id}/${name}/`, {
    ...body,
    version: (await staffOrder(id)).version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The buyer pays what the order owes by card (the processor's record, as it leaves it). */
async function payInFull(id: number) {
  const order = await staffOrder(id);
  await t.database.db.insert(payments).values({
    orderId: id,
    processor: 'test',
    paymentIntentId: `pi_tax_${id}`,
    amountMinor: toMinorUnits(order.balance_due, order.currency),
    currency: order.currency,
    status: 'succeeded',
    captureMethod: 'automatic',
    paymentMethod: 'card',
    kind: 'balance',
  });
}

async function confirmPayShip(id: number, shipping = '25.00') {
  await move(id, 'confirm', { shipping_charge: shipping });
  await payInFull(id);
  return move(id, 'ship', { carrier: 'DHL', tracking_number: 'JD0146' });
}

/** A PDF's text, at a path with or without its /api (the answers' urls have it). */
const pdf = async (who: Who, url: string) => {
  const res = await call(who, 'GET', url.replace(/^\/api/, ''));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
};

describe('tax', () => {
  it('keeps the seller’s registrations and rates, refusing a bad rate with a sentence', async () => {
    const bad = await call(owner, 'PUT', '/admin/settings/seller/', {
      ...SELLER,
      tax_rates: [{ country_code: 'GB', rate_percent: 120, label: 'VAT' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('A tax rate is below 100 %.');
    const twice = await call(owner, 'PUT', '/admin/settings/seller/', {
      ...SELLER,
      tax_registrations: [
        { country_code: 'GB', number: '1' },
        { country_code: 'gb', number: '2' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Each country has one tax registration at most.');

    const saved = await call(owner, 'PUT', '/admin/settings/seller/', SELLER);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call(owner, 'GET', '/admin/settings/seller/')).json();
    expect(read.tax_registrations).toEqual([{ country_code: 'GB', number: 'GB 123 4567 89' }]);
    expect(read.tax_rates).toEqual([
      { country_code: 'GB', rate_percent: 20, label: 'VAT' },
      { country_code: 'FR', rate_percent: 20, label: 'TVA' },
    ]);
  });

  it('shows the VAT row at checkout only where the seller is registered and has a rate', async () => {
    await call(buyer, 'POST', '/ecommerce/cart/add/', { product_id: productIds[0], quantity: 12 });
    const gb = (await call(buyer, 'GET', '/ecommerce/cart/checkout/?country_code=gb')).json();
    const goods = gb.total_price.amount as number;
    const tax = Math.round(goods * 20) / 100;
    expect(gb.tax).toEqual({
      label: 'VAT',
      rate_percent: 20,
      row: 'VAT 20 %',
      amount: tax,
      total_with_tax: Math.round((goods + tax) * 100) / 100,
    });
    // The United States: no registration there, so the specs' answer exactly.
    const us = (await call(buyer, 'GET', '/ecommerce/cart/checkout/?country_code=us')).json();
    expect(Object.keys(us).sort()).toEqual(['currency_code', 'items_count', 'total_price']);
    // ORDER NOW's payment step asks for the rate alone.
    expect(
      (await call(buyer, 'GET', '/ecommerce/cart/checkout/tax/?country_code=gb')).json(),
    ).toEqual({ tax: { label: 'VAT', rate_percent: 20, row: 'VAT 20 %' } });
    expect(
      (await call(buyer, 'GET', '/ecommerce/cart/checkout/tax/?country_code=us')).json(),
    ).toEqual({ tax: null });
    const bad = await call(buyer, 'GET', '/ecommerce/cart/checkout/?country_code=gb&address_id=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('address_id must be a number.');
  });

  it('keeps the tax on a GB order, taxes the shipping charge, owes both and prints them on the invoice', async () => {
    const id = await place('gb');
    const placed = (await call(buyer, 'GET', `/ecommerce/orders/${id}/`)).json();
    const goodsTax = Math.round(placed.total * 20) / 100;
    expect(placed.tax).toMatchObject({ row: 'VAT 20 %', goods_tax: goodsTax, shipping_tax: null });
    expect(placed.balance_due).toBe(Math.round((placed.total + goodsTax) * 100) / 100);

    const confirmed = await move(id, 'confirm', { shipping_charge: '25.00' });
    expect(confirmed.tax).toMatchObject({ goods_tax: goodsTax, shipping_tax: 5 });
    const owed = Math.round((placed.total + 25 + goodsTax + 5) * 100) / 100;
    expect(confirmed.balance_due).toBe(owed);
    expect(confirmed.tax.total_with_tax).toBe(owed);
    // The dashboard's SQL balance says the same.
    const [sqlOwed] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where id = ${id} and goods_tax_minor = ${Math.round(goodsTax * 100)} and shipping_tax_minor = 500`,
    );
    expect(sqlOwed!.n).toBe(1);
    // The console's queue row totals it with its tax, as the buyer is asked to pay.
    const [row] = (await call(owner, 'GET', `/admin/orders/?q=%23${id}`)).json().results;
    expect(row).toMatchObject({ id, order_total: owed, balance_due: owed });
    const csv = (await call(owner, 'GET', `/admin/orders/export.csv?q=%23${id}`)).body;
    expect(csv.trim().split('\n')[1]!.split(',').at(-1)).toBe(owed.toFixed(2));
    const dueGbp = async () =>
      (
        (await call(owner, 'GET', '/admin/dashboard/')).json() as {
          balance_due: { currency: string; amount: number }[];
        }
      ).balance_due.find((b) => b.currency === 'gbp')?.amount ?? 0;
    const dashboardBefore = await dueGbp();

    // The mails' totals say the tax: at placement on the goods, at confirmation on both.
    const mails = await queryRows<{ subject: string; text: string }>(
      t.database.db,
      sql`select subject, text from mail_outbox where subject ilike ${`%order #${id}%`} order by id`,
    );
    const gbp = (n: number) => `£${n.toFixed(2)}`;
    expect(mails.find((m) => m.subject.startsWith('We received'))!.text).toContain(
      `VAT 20 %: ${gbp(goodsTax)} on the goods; with it, ${gbp(placed.total + goodsTax)}.`,
    );
    expect(mails.find((m) => m.subject.includes('confirmed'))!.text).toContain(
      `VAT 20 %: ${gbp(goodsTax + 5)} on the goods and shipping; total with it, ${gbp(owed)}.`,
    );

    const proforma = await pdf(owner, `/admin/orders/${id}/documents/proforma.pdf`);
    expect(proforma).toMatch(/VAT 20 % on goods\s+£[\d,]+\.\d\d/);
    expect(proforma).toMatch(/VAT 20 % on shipping\s+£5\.00/);
    expect(proforma).toContain(
      "VAT 20 % charged on goods and shipping to United Kingdom, seller's",
    );
    expect(proforma).toContain('GB 123 4567 89');

    await payInFull(id);
    // The dashboard's balances due count its tax: paying it in full takes all of it off.
    expect(
      decimal(dashboardBefore)
        .minus(await dueGbp())
        .toNumber(),
    ).toBe(owed);
    await move(id, 'ship', { carrier: 'DHL', tracking_number: 'JD0146' });
    const invoice = await pdf(buyer, `/ecommerce/orders/${id}/documents/invoice.pdf`);
    expect(invoice).toMatch(/VAT 20 % on goods/);
    expect(invoice).toMatch(
      new RegExp(`Total \\(GBP\\)\\s+£${owed.toFixed(2).replace('.', '\\.')}`),
    );
  });

  it('zero-rates an order to a country without registration and prints the legend', async () => {
    const id = await place('us');
    const order = (await call(buyer, 'GET', `/ecommerce/orders/${id}/`)).json();
    expect(order.tax).toBeUndefined();
    const confirmed = await move(id, 'confirm', { shipping_charge: '30.00' });
    expect(confirmed.balance_due).toBe(Math.round((order.total + 30) * 100) / 100);
    const proforma = await pdf(owner, `/admin/orders/${id}/documents/proforma.pdf`);
    expect(proforma).toContain(
      'Zero-rated export: goods shipped from United Kingdom to United States; no tax charged by',
    );
    expect(proforma).not.toContain('VAT 20 %');
  });
});

describe('credit notes', () => {
  it('refunds part of a shipped order with a credit note: its number, the invoice, the amount, the PDF and the mail', async () => {
    const id = await place('gb');
    await confirmPayShip(id);
    const before = await staffOrder(id);
    expect(before.credit_notes).toBeUndefined();
    const res = await call(owner, 'POST', `/admin/orders/${id}/refunds/`, {
      amount: '12.00',
      reason: 'Two pairs arrived damaged',
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = res.json();
    expect(after.version).toBe(before.version + 1);
    expect(after.credit_notes).toHaveLength(1);
    const note = after.credit_notes[0];
    expect(parseCreditNoteNumber(note.number)).not.toBeNull();
    const invoiceNumber = (await call(buyer, 'GET', `/ecommerce/orders/${id}/`)).json()
      .invoice_number as string;
    expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(note).toMatchObject({
      invoice_number: invoiceNumber,
      reason: 'refund',
      note: 'Two pairs arrived damaged',
      amount: 12,
      tax_amount: 2,
      url: `/api/admin/orders/${id}/documents/credit-note.pdf?id=${note.id}`,
    });
    // The refund went to the card, and the order owes nothing: what it costs fell with it.
    expect(after.refunds.map((r: { amount: number }) => r.amount)).toEqual([12]);
    expect(after.balance_due).toBe(0);

    const text = await pdf(owner, note.url);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.number);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('Refund: Two pairs arrived damaged');
    expect(text).toMatch(/Net credited\s+£10\.00/);
    expect(text).toMatch(/VAT 20 %\s+£2\.00/);
    expect(text).toMatch(/Total credited\s+£12\.00/);
    expect(text).toContain('Solestock Trading Ltd');

    // The buyer sees it on the order, opens it at their own route, and was mailed the link.
    const mine = (await call(buyer, 'GET', `/ecommerce/orders/${id}/`)).json();
    expect(mine.credit_notes[0].url).toBe(
      `/api/ecommerce/orders/${id}/documents/credit-note.pdf?id=${note.id}`,
    );
    expect(await pdf(buyer, mine.credit_notes[0].url)).toContain(note.number);
    const [mail] = await queryRows<{ subject: string; text: string }>(
      t.database.db,
      sql`select subject, text from mail_outbox where subject like ${`Credit note ${note.number}%`}`,
    );
    expect(mail!.subject).toBe(`Credit note ${note.number} for order #${id}`);
    expect(mail!.text).toContain(`crediting invoice ${invoiceNumber}`);
    expect(mail!.text).toContain('Amount credited: £12.00, of which VAT £2.00.');
    expect(mail!.text).toContain(`/documents/credit-note.pdf?id=${note.id}`);
    const [audit] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action in ('order.refund', 'order.credit_note') and entity_id = ${String(id)}`,
    );
    expect(audit!.n).toBe(2);
  });

  it('answers the refund route’s refusals with sentences, changing nothing', async () => {
    const confirmedOnly = await place('gb');
    const confirmed = await move(confirmedOnly, 'confirm', { shipping_charge: '10.00' });
    const notInvoiced = await call(owner, 'POST', `/admin/orders/${confirmedOnly}/refunds/`, {
      amount: '5.00',
      reason: 'Goodwill',
      version: confirmed.version,
    });
    expect(notInvoiced.statusCode).toBe(409);
    expect(notInvoiced.json()).toMatchObject({
      code: 'not_invoiced',
      error:
        'This order has no invoice yet, so there is nothing to credit: change its lines or cancel it instead.',
    });

    const id = await place('gb');
    const shipped = await confirmPayShip(id, '20.00');
    const refund = (body: object) => call(owner, 'POST', `/admin/orders/${id}/refunds/`, body);
    const base = { amount: '5.00', reason: 'Goodwill', version: shipped.version };

    const odd = await refund({ ...base, amount: '1.234' });
    expect(odd.statusCode).toBe(400);
    expect(odd.body).toContain('Enter the amount to refund, with at most 2 decimals.');
    const none = await refund({ ...base, reason: ' ' });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Say why the money is given back; the credit note prints it.');
    const stale = await refund({ ...base, version: shipped.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const tooMuch = await refund({ ...base, amount: String(shipped.tax.total_with_tax + 1) });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'refund_too_large' });
    expect(tooMuch.json().error).toMatch(
      /^The invoice now stands at £[\d,]+\.\d\d: refund at most that\.$/,
    );
    const missing = await call(owner, 'POST', '/admin/orders/2000000000/refunds/', base);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No order has this number.');
    const forbidden = await call(support, 'POST', `/admin/orders/${id}/refunds/`, base);
    expect(forbidden.statusCode).toBe(403);
    expect((await staffOrder(id)).credit_notes).toBeUndefined();

    // A credit note that is not the order's is 404 at both routes; a bad id is 400.
    const wrong = await call(
      owner,
      'GET',
      `/admin/orders/${id}/documents/credit-note.pdf?id=999999`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe('This order has no credit note with this id.');
    const word = await call(buyer, 'GET', `/ecommerce/orders/${id}/documents/credit-note.pdf?id=x`);
    expect(word.statusCode).toBe(400);
    expect(word.body).toContain('id is the credit note’s number on the order page');
  });
});
