// The seller's details and the staff's trade documents over HTTP (docs/api.md, "Trade
// documents"), on PGlite and (TEST_DATABASE_URL) PostgreSQL: the owner's settings with their
// sentences and audit; each document refused before its stage (409 not_available) and before
// the seller is named (409 seller_details_missing); the PDFs of real orders read back as text
// (parties, lines, sizes, totals in the order's currency, the invoice number, the cartons with
// packs first); the invoice numbered once, even when several are asked for at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { formatPrice, toMinorUnits } from '@solestock/domain';
import { parseInvoiceNumber } from '@solestock/domain/back-office/trade-documents';
import { DEFAULT_DECLARATION } from '@solestock/domain/back-office/seller-payloads';
import { queryRows } from '../../db/connect.ts';
import { itemGroups, orders, packs, payments, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { sampleDocumentModel } from '../../test/document-samples.ts';
import { RENDERER_LIMITS } from './document-renderer.ts';
import { BUYER_DOCUMENTS_AT_ONCE, BUYER_DOCUMENTS_PER_MINUTE } from './document-response.ts';

let t: TestApp;
let buyer: SignedInShopper;
let owner: SignedInStaff;
let manager: SignedInStaff;
let support: SignedInStaff;
/** The first item group's live products of one colour, and of another. */
let black: { id: number; size: string; group: number; color: string }[];
let other: { id: number; size: string; group: number; color: string }[];

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4 });
  buyer = await signedInShopper(t.app, { firstName: 'Ada' });
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
  const rows = await t.database.db
    .select({
      id: products.id,
      size: products.size,
      group: products.itemGroupId,
      color: products.color,
    })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.itemGroupId), asc(products.id));
  const group = rows[0]!.group;
  const colours = [...new Set(rows.filter((r) => r.group === group).map((r) => r.color))];
  const of = (color: string) =>
    rows
      .filter((r) => r.group === group && r.color === color)
      .map((r) => ({ ...r, size: r.size ?? '' }));
  black = of(colours[0]!);
  other = of(colours[1] ?? colours[0]!);
  // A weight for every product of the group: the packing list weighs its cartons.
  await t.database.db
    .update(products)
    .set({ weight: '0.80', weightUnit: 'kg' })
    .where(eq(products.itemGroupId, group));
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
  country_code: 'gb',
  tax_id: 'GB123456789',
  eori: 'GB 1234 5678 9000',
  email: 'Accounts@Solestock.example',
  phone: '+44 116 496 0000',
  bank_details: 'Barclays, Leicester\r\nIBAN GB33 BUKB 2020 1555 5555 55',
  incoterm: 'FCA',
  carton_pairs: 10,
  incoterm_place: 'Leicester',
  port_of_loading: 'East Midlands Airport (EMA)',
  transport: 'road',
  exporter_ids: [
    { label: 'REX', value: 'GBREX123456789000' },
    { label: '', value: '' },
  ],
  signatory_name: 'Priya Raman',
  signatory_title: 'Export Manager',
  declaration: '',
};

/** An order of `items` placed by the buyer without payment, in the currency of `country`. */
async function place(items: { product_id: number; quantity: number }[], country = 'gb') {
  const added = await call(buyer, 'POST', '/ecommerce/cart/add-many/', {
    items: items.map((i) => ({ ...i, mode: 'sea' })),
  });
  expect(added.statusCode, added.body).toBe(201);
  const placed = await call(
    buyer,
    'POST',
    `/ecommerce/order/place/?country_code=${country}&without_payment=true`,
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order_id as number;
}

async function move(id: number, name: 'confirm' | 'ship' | 'cancel', body: object) {
  const order = await call(owner, 'GET', `/admin/orders/${id}/`);
  const res = await call(owner, 'POST', `/admin/orders/${id}/${name}/`, {
    ...body,
    version: order.json().version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; shipping_charge: number; currency: string };
}
const confirm = (id: number, shipping = '25.00') =>
  move(id, 'confirm', { shipping_charge: shipping });

/** The buyer pays what the order owes (a card payment, as the processor's record leaves it). */
async function payInFull(id: number) {
  const order = (await call(owner, 'GET', `/admin/orders/${id}/`)).json();
  await t.database.db.insert(payments).values({
    orderId: id,
    processor: 'test',
    paymentIntentId: `pi_documents_${id}`,
    amountMinor: toMinorUnits(order.balance_due, order.currency),
    currency: order.currency,
    status: 'succeeded',
    captureMethod: 'automatic',
    paymentMethod: 'card',
    kind: 'balance',
  });
}

/** Paid in full, then shipped. */
async function ship(id: number) {
  await payInFull(id);
  return move(id, 'ship', { carrier: 'DHL', tracking_number: 'JD0146' });
}

const documentOf = (who: Who, id: number | string, name: string) =>
  call(who, 'GET', `/admin/orders/${id}/documents/${name}.pdf`);

const auditRows = (action: string) =>
  queryRows<{ entity_id: string; before: unknown; after: unknown; staff_id: number }>(
    t.database.db,
    sql`select entity_id, before, after, staff_id from audit_log where action = ${action} order by id`,
  );

describe('GET/PUT /admin/settings/seller/', () => {
  it('answers the defaults before anything is saved: no name or address, EXW, cartons of 12', async () => {
    const res = await call(owner, 'GET', '/admin/settings/seller/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      legal_name: '',
      address: [],
      country_code: '',
      tax_id: '',
      eori: '',
      email: '',
      phone: '',
      bank_details: '',
      incoterm: 'EXW',
      carton_pairs: 12,
      // Tax (decision 181): none registered.
      tax_registrations: [],
      tax_rates: [],
      incoterm_place: '',
      port_of_loading: '',
      transport: 'sea',
      exporter_ids: [],
      signatory_name: '',
      signatory_title: '',
      declaration: DEFAULT_DECLARATION,
    });
  });

  it('refuses bad details with a sentence per field, saving nothing', async () => {
    const res = await call(owner, 'PUT', '/admin/settings/seller/', {
      ...SELLER,
      legal_name: ' ',
      country_code: 'UK',
      incoterm: 'FOB Shanghai',
      carton_pairs: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_request',
      error: 'Please correct these fields: legal_name, country_code, incoterm, carton_pairs.',
      fields: {
        legal_name: 'Enter the legal name the documents are issued under.',
        country_code: 'Enter the two-letter country code, e.g. GB.',
        incoterm: 'Choose the incoterm: one of EXW, FCA, FOB, CIF, DAP, DDP.',
        carton_pairs: 'A carton holds at least 1 pair.',
      },
    });
    const one = await call(owner, 'PUT', '/admin/settings/seller/', { ...SELLER, address: [] });
    expect(one.json().error).toBe('address: Enter the address the documents show.');
    expect((await call(owner, 'GET', '/admin/settings/seller/')).json().legal_name).toBe('');
    expect(await auditRows('settings.seller')).toEqual([]);
  });

  it('is the owner’s: a manager and support may neither read nor change it', async () => {
    for (const who of [manager, support]) {
      expect((await call(who, 'GET', '/admin/settings/seller/')).statusCode).toBe(403);
      expect((await call(who, 'PUT', '/admin/settings/seller/', SELLER)).statusCode).toBe(403);
    }
  });
});

describe('the documents, stage by stage', () => {
  let orderId: number;

  it('refuses each document before its stage, with a sentence', async () => {
    orderId = await place([
      { product_id: black[0]!.id, quantity: 14 },
      { product_id: black[1]!.id, quantity: 9 },
      { product_id: other.at(-1)!.id, quantity: 5 },
    ]);
    const early = await documentOf(owner, orderId, 'proforma');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'not_available',
      error:
        'The proforma invoice is issued once the order is confirmed; this order is submitted and waiting for review.',
    });
    expect((await documentOf(owner, orderId, 'invoice')).json().code).toBe('not_available');
    expect((await documentOf(owner, orderId, 'packing-list')).json().code).toBe('not_available');
  });

  it('refuses every document until the seller’s legal name and address are set', async () => {
    await confirm(orderId);
    const res = await documentOf(owner, orderId, 'proforma');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'seller_details_missing',
      error:
        "Documents cannot be issued until the seller's legal name and address are set (Settings, Seller details).",
    });
  });

  it('saves the owner’s details, normalised, audited with before and after', async () => {
    const res = await call(owner, 'PUT', '/admin/settings/seller/', SELLER);
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      ...SELLER,
      country_code: 'GB',
      eori: 'GB123456789000',
      email: 'accounts@solestock.example',
      bank_details: 'Barclays, Leicester\nIBAN GB33 BUKB 2020 1555 5555 55',
      // Tax (decision 181): none registered.
      tax_registrations: [],
      tax_rates: [],
      // The blank id row is dropped; an emptied declaration is the usual one.
      exporter_ids: [{ label: 'REX', value: 'GBREX123456789000' }],
      declaration: DEFAULT_DECLARATION,
    };
    expect(res.json()).toEqual(saved);
    expect((await call(owner, 'GET', '/admin/settings/seller/')).json()).toEqual(saved);
    const [audit] = await auditRows('settings.seller');
    expect(audit).toMatchObject({ entity_id: 'seller', after: saved, staff_id: owner.staffId });
    expect((audit!.before as { legal_name: string }).legal_name).toBe('');
  });

  it('issues the proforma once confirmed: the parties, the lines by colour with their sizes, the totals', async () => {
    const res = await documentOf(support, orderId, 'proforma');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="proforma-order-${orderId}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ');
    const order = (await call(owner, 'GET', `/admin/orders/${orderId}/`)).json();
    for (const part of [
      'PROFORMA INVOICE',
      'Solestock Trading Ltd',
      '12 Mill Road',
      'United Kingdom',
      'Tax id: GB123456789',
      'EORI: GB123456789000',
      'Ada',
      buyer.email,
      `Order no. ${orderId}`,
      'Currency GBP (£)',
      // The order was placed before the seller named the place: it keeps what it copied (EXW).
      'Incoterm EXW',
      `Goods (28 pairs) ${formatPrice('£', order.goods_total)}`,
      `Shipping ${formatPrice('£', 25)}`,
      `Total (GBP) ${formatPrice('£', order.order_total)}`,
      `Balance due (GBP) ${formatPrice('£', order.balance_due)}`,
      'IBAN GB33 BUKB 2020 1555 5555 55',
    ])
      expect(text, part).toContain(part);
    const [first, second] = black;
    expect(text).toMatch(
      new RegExp(`${black[0]!.color} ${first!.size}×14 ${second!.size}×9 23 £[\\d,.]+ £[\\d,.]+`),
    );
    expect(text).not.toContain('INV-');
  });

  it('issues the invoice once shipped, numbered INV-{year}-{000001} at its first issue, never again', async () => {
    expect((await documentOf(owner, orderId, 'invoice')).statusCode).toBe(409);
    await ship(orderId);
    const first = await documentOf(owner, orderId, 'invoice');
    expect(first.statusCode, first.body).toBe(200);
    const year = new Date().getUTCFullYear();
    const number = `INV-${year}-000001`;
    expect(first.headers['content-disposition']).toBe(`inline; filename="invoice-${number}.pdf"`);
    const text = (await pdfText(first.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('COMMERCIAL INVOICE');
    expect(text).toContain(`Invoice no. ${number}`);
    expect(text).toContain('We declare that this invoice shows the actual price');
    const again = await documentOf(support, orderId, 'invoice');
    expect(again.headers['content-disposition']).toBe(`inline; filename="invoice-${number}.pdf"`);
    // Shipping issued it (audited with the shipment); the document only reads it.
    expect(await auditRows('order.invoice_issue')).toEqual([]);
    const shipped = (await auditRows('order.ship')).find((a) => a.entity_id === String(orderId));
    expect(shipped!.after).toMatchObject({ status: 'shipped', invoice_number: number });
    const [row] = await t.database.db
      .select({ number: orders.invoiceNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row!.number).toBe(number);
  });

  it('packs the packing list: whole packs first as their own cartons, then the rest up to the carton size', async () => {
    // A pack of the first colour: 5 pairs of its first size, 3 of its second; the order holds
    // 14 and 9: two packs (10 + 6), leaving 4 + 3 loose, plus the other colour's 5.
    await t.database.db.insert(packs).values({
      itemGroupId: black[0]!.group,
      color: black[0]!.color.toUpperCase(),
      name: 'Carton of 8',
      ratio: { [black[0]!.size]: 5, [black[1]!.size]: 3 },
      pairs: 8,
    });
    const res = await documentOf(owner, orderId, 'packing-list');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="packing-list-order-${orderId}.pdf"`,
    );
    const text = (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('PACKING LIST');
    expect(text).toContain(`Invoice no. INV-${new Date().getUTCFullYear()}-000001`);
    expect(text).toMatch(/CARRIER\n.*DHL, tracking JD0146/);
    const [a, b] = black;
    // Each carton "n of 4", the buyer's mark, its style and colour, pairs and net kg (no gross,
    // dimensions or CBM: staff entered no cartons), then its sizes beside the order's number.
    const rows = [
      ...text.matchAll(/^ *(\d) of 4 (.+?) · (.+?) (\d+) ([\d.]+) — — —\n.*?((?:\S+×\d+ ?)+)$/gm),
    ].map((m) => [Number(m[1]), m[3], m[6]!.trim(), Number(m[4]), m[5]]);
    expect(rows).toEqual([
      [1, black[0]!.color, `${a!.size}×5 ${b!.size}×3`, 8, '6.400'],
      [2, black[0]!.color, `${a!.size}×5 ${b!.size}×3`, 8, '6.400'],
      [3, black[0]!.color, `${a!.size}×4 ${b!.size}×3`, 7, '5.600'],
      [4, other[0]!.color, `${other.at(-1)!.size}×5`, 5, '4.000'],
    ]);
    expect(text).toContain('Pack: Carton of 8');
    expect(text).toContain(`Order ${orderId}`);
    expect(text).toContain('Carton 4 of 4');
    expect(text).toMatch(/Cartons 4\n/);
    expect(text).toContain('Net weight 22.400 kg');
    expect(text).toContain('Loose cartons hold up to 10 pairs');
  });

  it('answers 404 for no such order, 400 for no such document', async () => {
    expect((await documentOf(owner, 999_999, 'invoice')).json()).toMatchObject({
      code: 'not_found',
      error: 'No order has this number.',
    });
    const bad = await documentOf(owner, orderId, 'receipt');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(
      'document: The document is one of proforma.pdf, invoice.pdf, packing-list.pdf, certificate-of-origin.pdf.',
    );
    expect((await documentOf(owner, 'x', 'invoice')).statusCode).toBe(400);
    expect((await documentOf(null, orderId, 'invoice')).statusCode).toBe(401);
  });

  it('has no documents for a cancelled order', async () => {
    const id = await place([{ product_id: black[2]!.id, quantity: 3 }]);
    await move(id, 'cancel', { reason: 'Out of stock' });
    const res = await documentOf(owner, id, 'proforma');
    expect(res.json()).toEqual({
      code: 'not_available',
      error: 'This order was cancelled: it has no proforma invoice.',
    });
  });
});

describe('orders in other currencies, and shipments at the same moment', () => {
  it('prints a yen and a rupee order in their own symbols', async () => {
    for (const [country, symbol, code] of [
      ['jp', '¥', 'JPY'],
      ['in', '₹', 'INR'],
    ] as const) {
      const id = await place([{ product_id: other[0]!.id, quantity: 12 }], country);
      await confirm(id, country === 'jp' ? '4000' : '2100.50');
      const order = (await call(owner, 'GET', `/admin/orders/${id}/`)).json();
      expect(order.currency).toBe(code.toLowerCase());
      const text = (await pdfText((await documentOf(owner, id, 'proforma')).rawPayload)).replace(
        /[ \t]+/g,
        ' ',
      );
      expect(text).toContain(`Currency ${code} (${symbol})`);
      expect(text).toContain(`Total (${code}) ${formatPrice(symbol, order.order_total)}`);
      expect(text).toContain(`Goods (12 pairs) ${formatPrice(symbol, order.goods_total)}`);
    }
  });

  it('prints a Japanese buyer’s proforma in Japanese, the style by its Japanese name', async () => {
    const group = other[0]!.group;
    const saved = await call(owner, 'PUT', `/admin/catalogue/translations/item-group/${group}/`, {
      translations: { ja: { name: 'トレイルブーツ' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const proformaText = async () =>
      (await pdfText((await documentOf(owner, id, 'proforma')).rawPayload)).replace(/\s+/g, ' ');
    const id = await place([{ product_id: other[0]!.id, quantity: 12 }]);
    await confirm(id);
    const inEnglish = await proformaText();
    expect(inEnglish).toContain('PROFORMA INVOICE');
    expect(inEnglish).not.toContain('トレイルブーツ');
    try {
      const chosen = await call(buyer, 'PUT', '/profile/language/', { language: 'ja' });
      expect(chosen.statusCode, chosen.body).toBe(200);
      // The buyer's language, whoever downloads it: here the staff.
      const inJapanese = await proformaText();
      expect(inJapanese).toContain('トレイルブーツ');
      expect(inJapanese).not.toContain('PROFORMA INVOICE');
    } finally {
      await call(buyer, 'PUT', '/profile/language/', { language: 'en' });
    }
  });

  it('numbers invoices of orders shipped at the same moment one after another, without gaps', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await place([{ product_id: black[i % black.length]!.id, quantity: 2 + i }]);
      await confirm(id);
      await payInFull(id);
      ids.push(id);
    }
    // Six shipments at once: each takes its number in its own transaction.
    await Promise.all(
      ids.map((id) => move(id, 'ship', { carrier: 'DHL', tracking_number: `JD-${id}` })),
    );
    const answers = await Promise.all(ids.map((id) => documentOf(owner, id, 'invoice')));
    const numbers = answers.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return parseInvoiceNumber(
        /filename="invoice-(.+)\.pdf"/.exec(String(r.headers['content-disposition']))![1]!,
      )!.sequence;
    });
    // The first order's invoice took 1 above.
    expect(numbers.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});

describe("the buyer's documents: GET /ecommerce/orders/{id}/documents/{document}.pdf", () => {
  const buyerDocument = (who: Who, id: number | string, name: string) =>
    call(who, 'GET', `/ecommerce/orders/${id}/documents/${name}.pdf`);
  const mailsTo = (email: string) =>
    queryRows<{ subject: string; text: string; html: string }>(
      t.database.db,
      sql`select subject, text, html from mail_outbox where "to" = ${email} order by id`,
    );
  const orderPage = async (id: number) =>
    (await call(buyer, 'GET', `/ecommerce/orders/${id}/`)).json() as {
      invoice_number: string | null;
      documents: { document: string; title: string; url: string }[];
    };
  let id: number;
  let stranger: SignedInShopper;

  beforeAll(async () => {
    stranger = await signedInShopper(t.app, { firstName: 'Grace' });
    // The style's customs fields, as the console or the import sets them.
    await t.database.db
      .update(itemGroups)
      .set({
        hsCode: '6403990000',
        countryOfOrigin: 'PT',
        material: 'Leather upper, textile lining, rubber sole',
      })
      .where(eq(itemGroups.id, black[0]!.group));
    // The buyer's company's address: the order copies it when placed (BILL TO).
    await t.database.db.execute(sql`update companies set address_line1 = 'Königstraße 5',
      city = 'Stuttgart', postcode = '70173', country_code = 'de', tax_id = 'DE811234567'
      where id = (select company_id from company_members where user_id = ${buyer.userId})`);
  });

  it('refuses each document before its stage (409, a sentence), and lists none on the order', async () => {
    id = await place([
      { product_id: black[0]!.id, quantity: 6 },
      { product_id: black[1]!.id, quantity: 6 },
    ]);
    const early = await buyerDocument(buyer, id, 'proforma');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'not_available',
      error:
        'The proforma invoice is issued once the order is confirmed; this order is submitted and waiting for review.',
    });
    expect((await orderPage(id)).documents).toEqual([]);
    await confirm(id);
    const invoice = await buyerDocument(buyer, id, 'invoice');
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json()).toEqual({
      code: 'not_available',
      error:
        'The commercial invoice is issued once the order has shipped; this order is confirmed.',
    });
    expect((await buyerDocument(buyer, id, 'packing-list')).json().code).toBe('not_available');
  });

  it('answers 404 for another company’s order and for none, 401 without a session', async () => {
    for (const name of ['proforma', 'invoice', 'packing-list', 'certificate-of-origin']) {
      const other = await buyerDocument(stranger, id, name);
      expect(other.statusCode, name).toBe(404);
      expect(other.json()).toEqual({ code: 'not_found', error: 'This order does not exist.' });
    }
    expect((await buyerDocument(buyer, 999_999, 'proforma')).statusCode).toBe(404);
    expect((await buyerDocument(null, id, 'proforma')).statusCode).toBe(401);
    expect((await buyerDocument(buyer, id, 'receipt')).statusCode).toBe(400);
  });

  it('gives the proforma once confirmed, with the style’s HS code and origin; the order page and the mail link it', async () => {
    const res = await buyerDocument(buyer, id, 'proforma');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="proforma-order-${id}.pdf"`);
    const text = (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('PROFORMA INVOICE');
    expect(text).toContain('HS 6403990000 · Origin: Portugal (PT)');
    expect(await orderPage(id)).toMatchObject({
      invoice_number: null,
      documents: [
        {
          document: 'proforma',
          title: 'Proforma invoice',
          url: `/api/ecommerce/orders/${id}/documents/proforma.pdf`,
        },
      ],
    });
    const mail = (await mailsTo(buyer.email)).find((m) =>
      m.subject.startsWith(`Order #${id} confirmed`),
    )!;
    expect(mail.text).toContain(
      `Download the proforma invoice (PDF): ${t.app.config.publicUrl}/api/ecommerce/orders/${id}/documents/proforma.pdf`,
    );
    expect(mail.html).toContain(`/api/ecommerce/orders/${id}/documents/proforma.pdf`);
  });

  it('numbers the invoice when the order ships; the invoice and packing list are the buyer’s, linked from the page and the mail', async () => {
    await ship(id);
    const page = await orderPage(id);
    expect(page.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(page.documents.map((d) => d.document)).toEqual([
      'proforma',
      'invoice',
      'packing-list',
      'certificate-of-origin',
    ]);
    const invoice = await buyerDocument(buyer, id, 'invoice');
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.headers['content-disposition']).toBe(
      `inline; filename="invoice-${page.invoice_number}.pdf"`,
    );
    const text = (await pdfText(invoice.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('COMMERCIAL INVOICE');
    expect(text).toContain(`Invoice no. ${page.invoice_number}`);
    expect(text).toContain('HS 6403990000 · Origin: Portugal (PT)');
    // The style's material; BILL TO with the address the order copied from the company.
    expect(text).toContain('Material: Leather upper, textile lining, rubber sole');
    expect(text).toMatch(
      /BILL TO SHIP TO\n.*\nKönigstraße 5\nStuttgart 70173\nGermany\nTax id: DE811234567/,
    );
    // Paid by card before shipping: the payment by its kind.
    expect(text).toMatch(/Balance payment by card, \d+ \w+ \d{4} £/);
    expect(text).toContain('Terms Paid in full before shipping');
    const origin = await buyerDocument(buyer, id, 'certificate-of-origin');
    expect(origin.statusCode, origin.body).toBe(200);
    expect(origin.headers['content-disposition']).toBe(
      `inline; filename="certificate-of-origin-order-${id}.pdf"`,
    );
    const coo = (await pdfText(origin.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(coo).toContain('DRAFT — for the chamber of commerce');
    expect(coo).toContain('Material: Leather upper, textile lining,');
    expect(coo).toMatch(/6403990000 Portugal \(PT\) 12 2 9\.600 —/);
    const packing = await buyerDocument(buyer, id, 'packing-list');
    expect(packing.statusCode).toBe(200);
    expect(await pdfText(packing.rawPayload)).toContain('PACKING LIST');
    const mail = (await mailsTo(buyer.email)).find(
      (m) => m.subject === `Order #${id} has shipped`,
    )!;
    for (const name of ['commercial invoice', 'packing list'])
      expect(mail.text).toContain(`Download the ${name} (PDF): ${t.app.config.publicUrl}/api/`);
    expect(mail.text).toContain(`/api/ecommerce/orders/${id}/documents/invoice.pdf`);
    expect(mail.text).toContain(`/api/ecommerce/orders/${id}/documents/packing-list.pdf`);
    // Another company still sees nothing of it.
    expect((await buyerDocument(stranger, id, 'invoice')).statusCode).toBe(404);
  });

  it('prints the shop’s brand once saved: its name in the header, its legal text in the footer (docs/brand.md)', async () => {
    // Through the staff route: the buyer's documents a minute are counted by the tests below.
    const before = (await pdfText((await documentOf(owner, id, 'invoice')).rawPayload)).replace(
      /[ \t]+/g,
      ' ',
    );
    expect(before).not.toContain('Northwind Footwear');
    const brand = (await call(owner, 'GET', '/admin/settings/brand/')).json();
    const saved = await call(owner, 'PUT', '/admin/settings/brand/', {
      ...brand,
      shop_name: 'Northwind Footwear',
      legal_text:
        'Northwind Footwear is a trading name of Solestock Trading Ltd, company 01234567.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const text = (await pdfText((await documentOf(owner, id, 'invoice')).rawPayload)).replace(
        /[ \t]+/g,
        ' ',
      );
      expect(text).toMatch(/Northwind Footwear.*\nSolestock Trading Ltd/);
      expect(text).toContain(
        'Northwind Footwear is a trading name of Solestock Trading Ltd, company 01234567.',
      );
      // The buyer's statement of account says it too (docs/credit-control.md).
      const [member] = await queryRows<{ company_id: number }>(
        t.database.db,
        sql`select company_id from company_members where user_id = ${buyer.userId}`,
      );
      const statement = await call(
        owner,
        'GET',
        `/admin/customers/companies/${member!.company_id}/statement.pdf`,
      );
      expect(statement.statusCode).toBe(200);
      expect(await pdfText(statement.rawPayload)).toMatch(
        /Northwind Footwear.*\nSolestock Trading Ltd/,
      );
    } finally {
      await t.database.db.execute(sql`delete from shop_settings where key = 'brand'`);
      t.app.storefrontChanges.changed();
    }
  });

  it(`draws ${BUYER_DOCUMENTS_AT_ONCE} of a buyer's documents at once; the others asked for meanwhile get 429 with Retry-After`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BUYER_DOCUMENTS_AT_ONCE + 2 }, () =>
        buyerDocument(buyer, id, 'packing-list'),
      ),
    );
    const drawn = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(drawn.length).toBe(BUYER_DOCUMENTS_AT_ONCE);
    for (const a of refused) {
      expect(a.statusCode).toBe(429);
      expect(a.json()).toEqual({
        code: 'too_many_documents',
        error: 'Your other documents are still being drawn. Please wait 2 seconds and try again.',
      });
      expect(a.headers['retry-after']).toBe('2');
    }
  });

  it(`answers a buyer past ${BUYER_DOCUMENTS_PER_MINUTE} documents a minute 429 with Retry-After; the staff are not held by it`, async () => {
    // Every document this buyer asked for above counts too: one more than the minute's share
    // is certainly past it.
    const answers = [];
    for (let i = 0; i <= BUYER_DOCUMENTS_PER_MINUTE; i++)
      answers.push(await buyerDocument(buyer, id, 'packing-list'));
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.statusCode).toBe(429);
      expect(a.json()).toMatchObject({ code: 'too_many_documents' });
      expect(a.json().error).toMatch(/Please wait \d+ seconds and try again\./);
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Nothing after the first refusal was drawn: the share is spent for the minute.
    expect(answers.slice(answers.indexOf(refused[0]!)).every((a) => a.statusCode === 429)).toBe(
      true,
    );
    expect((await documentOf(owner, id, 'packing-list')).statusCode).toBe(200);
  });
});

describe('PUT /admin/orders/{id}/export/: how the order travels', () => {
  let id: number;
  const exportOf = (order: { export?: object }) => order.export;
  const put = async (who: Who, body: object) =>
    call(who, 'PUT', `/admin/orders/${id}/export/`, body);
  const versionOf = async () =>
    (await call(owner, 'GET', `/admin/orders/${id}/`)).json().version as number;

  it('starts from the seller’s settings when the order is placed', async () => {
    // The settings saved above: FCA Leicester, by road from East Midlands Airport.
    id = await place([{ product_id: black[0]!.id, quantity: 6 }]);
    const order = (await call(owner, 'GET', `/admin/orders/${id}/`)).json();
    expect(exportOf(order)).toEqual({
      incoterm: 'FCA',
      incoterm_place: 'Leicester',
      port_of_loading: 'East Midlands Airport (EMA)',
      port_of_discharge: '',
      transport: 'road',
      editable: true,
    });
  });

  it('refuses bad details with a sentence per field, changing nothing', async () => {
    const version = await versionOf();
    const res = await put(owner, {
      incoterm: 'FOB Chennai',
      incoterm_place: 'A\nB',
      transport: 'rail',
      version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_request',
      fields: {
        incoterm: 'Choose the incoterm: one of EXW, FCA, FOB, CIF, DAP, DDP.',
        incoterm_place: expect.stringMatching(
          /^The incoterm’s named place cannot contain line breaks/,
        ),
        transport: 'Choose how the goods travel: one of air, sea, road, courier.',
      },
    });
    const missing = await put(owner, { incoterm: 'FOB', transport: 'sea' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.version).toBe(
      'version is the order’s version you saw, a whole number.',
    );
    expect(await versionOf()).toBe(version);
    expect((await auditRows('order.export')).filter((a) => a.entity_id === String(id))).toEqual([]);
  });

  it('saves them, version-checked and audited; a stale version is 409', async () => {
    const version = await versionOf();
    const body = {
      incoterm: 'FOB',
      incoterm_place: 'Felixstowe',
      port_of_loading: 'Felixstowe (GBFXT)',
      port_of_discharge: 'Hamburg (DEHAM)',
      transport: 'sea',
      version,
    };
    const res = await put(manager, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(version + 1);
    expect(exportOf(res.json())).toMatchObject({
      incoterm: 'FOB',
      incoterm_place: 'Felixstowe',
      transport: 'sea',
    });
    const stale = await put(owner, { ...body, incoterm: 'CIF' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const [audit] = (await auditRows('order.export')).filter((a) => a.entity_id === String(id));
    expect(audit).toMatchObject({
      staff_id: manager.staffId,
      before: { incoterm: 'FCA', incoterm_place: 'Leicester', transport: 'road' },
      after: {
        incoterm: 'FOB',
        incoterm_place: 'Felixstowe',
        port_of_discharge: 'Hamburg (DEHAM)',
      },
    });
  });

  it('is not support’s to change', async () => {
    const res = await put(support, {
      incoterm: 'EXW',
      transport: 'air',
      version: await versionOf(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('prints them on the papers, and is locked once the order ships', async () => {
    await confirm(id);
    await ship(id);
    const text = (await pdfText((await documentOf(owner, id, 'invoice')).rawPayload)).replace(
      /[ \t]+/g,
      ' ',
    );
    expect(text).toContain('FOB Felixstowe (Free On Board, Incoterms');
    expect(text).toContain('Felixstowe (GBFXT)');
    expect(text).toContain('Hamburg (DEHAM)');
    expect(text).toMatch(/TRANSPORT .*\n.*Sea freight/);
    expect(text).toContain('REX: GBREX123456789000');
    expect(text).toContain('EORI: GB123456789000');
    expect(text).toContain('Name: Priya Raman');
    expect(text).toContain('Title: Export Manager');
    expect(text).toContain(DEFAULT_DECLARATION.slice(0, 60));
    const order = (await call(owner, 'GET', `/admin/orders/${id}/`)).json();
    expect(exportOf(order)).toMatchObject({ editable: false });
    const late = await put(owner, { incoterm: 'EXW', transport: 'air', version: order.version });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'export_locked',
      error:
        'This order has shipped: its export details are printed on its papers and can no longer be changed.',
    });
  });
});

describe('a full document queue', () => {
  it('answers 503 documents_busy with Retry-After instead of queueing more, then draws again', async () => {
    const id = await place([{ product_id: black[0]!.id, quantity: 6 }]);
    await confirm(id);
    // One document being drawn and the queue's every place taken.
    const model = sampleDocumentModel({ lines: 200 });
    const filling = Array.from({ length: RENDERER_LIMITS.maxWaiting + 1 }, () =>
      t.app.documents.render(model),
    );
    const refused = await documentOf(manager, id, 'proforma');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'documents_busy',
      error: 'Many documents are being drawn just now. Please try again in 5 seconds.',
    });
    expect(refused.headers['retry-after']).toBe('5');
    // The documents already queued are all drawn, and the next one is too.
    expect((await Promise.all(filling)).every((pdf) => pdf.length > 0)).toBe(true);
    expect((await documentOf(manager, id, 'proforma')).statusCode).toBe(200);
  });

  it('counts the documents still being built: past the queue and the one drawn, 503 before any work', async () => {
    const id = await place([{ product_id: black[0]!.id, quantity: 6 }]);
    await confirm(id);
    // Requests admitted and not yet answered (their models being read): as many as fit.
    const places = Array.from({ length: RENDERER_LIMITS.maxWaiting + 1 }, () =>
      t.app.documents.admit(),
    );
    expect(places.every(Boolean)).toBe(true);
    const refused = await documentOf(manager, id, 'proforma');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'documents_busy' });
    // One answered: its place is free again.
    places[0]!();
    expect((await documentOf(manager, id, 'proforma')).statusCode).toBe(200);
    for (const release of places) release!();
  });
});

describe('the invoice’s terms and payments by kind', () => {
  let company: number;
  let groupId: number;
  const putGroup = (group_id: number | null) =>
    call(owner, 'PUT', `/admin/customers/${company}/group/`, { group_id });
  const invoiceText = async (id: number) =>
    (await pdfText((await documentOf(owner, id, 'invoice')).rawPayload)).replace(/[ \t]+/g, ' ');

  beforeAll(async () => {
    const group = await call(owner, 'POST', '/admin/customer-groups/', {
      name: 'Deposit 30, net 30',
      discount_percent: '0',
      deposit_percent: 30,
      net_days: 30,
    });
    expect(group.statusCode, group.body).toBe(201);
    groupId = group.json().id;
    const [member] = await queryRows<{ company_id: number }>(
      t.database.db,
      sql`select company_id from company_members where user_id = ${buyer.userId}`,
    );
    company = member!.company_id;
    expect((await putGroup(groupId)).statusCode).toBe(200);
  });
  afterAll(() => putGroup(null));

  it('on account: "Net 30 days, due …" and the bank transfer with its reference', async () => {
    // Placed without payment by a member of a group with net days: on account.
    const id = await place([{ product_id: black[0]!.id, quantity: 10 }]);
    await confirm(id);
    await move(id, 'ship', { carrier: 'DHL', tracking_number: 'JD0147' });
    const shipped = (await call(owner, 'GET', `/admin/orders/${id}/`)).json();
    const transfer = await call(owner, 'POST', `/admin/orders/${id}/payments/`, {
      amount: '20.00',
      reference: 'BACS 0042',
      received_on: new Date().toISOString().slice(0, 10),
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const text = await invoiceText(id);
    // Dates as the papers print them: "29 Dec 2026".
    const day = (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number);
      return `${d} ${'JanFebMarAprMayJunJulAugSepOctNovDec'.slice(3 * (m! - 1), 3 * m!)} ${y}`;
    };
    expect(text).toContain(`Terms Net 30 days, due ${day(shipped.due_on)}`);
    const today = new Date().toISOString().slice(0, 10);
    expect(text).toContain(`Bank transfer, ref. BACS 0042, ${day(today)} £20.00`);
  });

  it('on card terms with a deposit: the deposit by its kind, then the balance by card', async () => {
    const id = await place([{ product_id: black[0]!.id, quantity: 10 }]);
    // As a placement paid at checkout leaves it: card terms, 30 % taken by card.
    await t.database.db
      .update(orders)
      .set({ paymentTerms: 'card', depositPercent: 30, netDays: 0 })
      .where(eq(orders.id, id));
    const order = (await call(owner, 'GET', `/admin/orders/${id}/`)).json();
    await t.database.db.insert(payments).values({
      orderId: id,
      processor: 'test',
      paymentIntentId: `pi_deposit_${id}`,
      amountMinor: toMinorUnits((order.total * 0.3).toFixed(2), order.currency),
      currency: order.currency,
      status: 'succeeded',
      captureMethod: 'automatic',
      paymentMethod: 'card',
      kind: 'order',
    });
    await confirm(id);
    await ship(id);
    const text = await invoiceText(id);
    expect(text).toMatch(/Terms Deposit 30 % at order, balance\s+before shipping/);
    expect(text).toMatch(/Deposit 30 % by card, \d+ \w+ \d{4} £[\d.,]+/);
    expect(text).toMatch(/Balance payment by card, \d+ \w+ \d{4} £[\d.,]+/);
    expect(text).not.toContain('Card payment at checkout');
  });
});
