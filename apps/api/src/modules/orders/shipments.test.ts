// Shipments and back orders (docs/orders-and-payments.md, "Shipments and back orders"; decision
// 177) over HTTP: a partial shipment leaves the order partially shipped and the next ships it;
// more pairs than left, a pre-order before its window and a card order that has not paid for the
// goods are refused with a sentence; an order on account has a due day per shipment; the buyer's
// list is the company's only; each shipment's papers list its own pairs and invoice number; pairs
// left can be cancelled; the old `ship` ships every pair left and respects the windows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseInvoiceNumber } from '@solestock/domain/back-office/trade-documents';
import type { AdminShipments, ShipmentDto } from '@solestock/domain/back-office/shipments';
import { toMinorUnits } from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { payments } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { pdfText } from '../../test/pdf-text.ts';

let t: TestApp;
let plain: SignedInShopper;
let trade: SignedInShopper;
let stranger: SignedInShopper;
let owner: SignedInStaff;
let products: { id: number; style: string }[];

type Who = { cookie: string } | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 6 });
  plain = await signedInShopper(t.app);
  trade = await signedInShopper(t.app);
  stranger = await signedInShopper(t.app);
  owner = await signedInStaff(t.app, 'owner');
  // Two products of two styles: the papers of each shipment name only their own.
  products = (
    await queryRows<{ id: number; style: string }>(
      t.database.db,
      sql`select distinct on (g.id) p.id, g.name as style from products p
          join item_groups g on g.id = p.item_group_id order by g.id, p.id limit 2`,
    )
  ).map((r) => ({ id: Number(r.id), style: r.style }));
  const [company] = await queryRows<{ company_id: number }>(
    t.database.db,
    sql`select company_id from company_members where user_id = ${trade.userId}`,
  );
  const group = await call(owner, 'POST', '/admin/customer-groups/', {
    name: 'Trade',
    net_days: 30,
  });
  expect(group.statusCode, group.body).toBe(201);
  expect(
    (
      await call(owner, 'PUT', `/admin/customers/${company!.company_id}/group/`, {
        group_id: group.json().id,
      })
    ).statusCode,
  ).toBe(200);
  const seller = await call(owner, 'PUT', '/admin/settings/seller/', {
    legal_name: 'Solestock Trading Ltd',
    address: ['12 Mill Road', 'Leicester LE1 1AA'],
    country_code: 'GB',
  });
  expect(seller.statusCode, seller.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/**
 * An order of 12 pairs of the first style and 6 of the second, placed without payment (a card
 * order for `plain`, on account for `trade`), its second line a pre-order shipping from
 * `shipsFrom`, confirmed with a shipping charge of 10.00.
 */
async function confirmedOrder(who: SignedInShopper, shipsFrom = '2099-03-01') {
  const add = await call(who, 'POST', '/ecommerce/cart/add-many/', [
    { product_id: products[0]!.id, quantity: 12 },
    { product_id: products[1]!.id, quantity: 6 },
  ]);
  expect(add.statusCode, add.body).toBeLessThan(300);
  const placed = await call(
    who,
    'POST',
    '/ecommerce/order/place/?country_code=gb&without_payment=true',
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().order_id as number;
  await t.database.db.execute(
    sql`update order_lines set sale_mode = 'pre_order', ships_from = ${shipsFrom}
        where order_id = ${id} and product_id = ${products[1]!.id}`,
  );
  const version = (await staffList(id)).version;
  const confirm = await call(owner, 'POST', `/admin/orders/${id}/confirm/`, {
    shipping_charge: '10.00',
    version,
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const list = await staffList(id);
  const [stockLine, preLine] = [products[0]!, products[1]!].map((p) =>
    list.lines.find((l) => l.product_name === p.style)!,
  );
  return { id, stockLine: stockLine!, preLine: preLine! };
}

async function staffList(id: number): Promise<AdminShipments> {
  const res = await call(owner, 'GET', `/admin/orders/${id}/shipments/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminShipments;
}

const ship = async (id: number, lines: { line_id: number; pairs: number }[], extra = {}) =>
  call(owner, 'POST', `/admin/orders/${id}/shipments/`, {
    lines,
    carrier: 'DHL',
    tracking: `JD${lines.map((l) => l.pairs).join('')}`,
    version: (await staffList(id)).version,
    ...extra,
  });

const transfer = (id: number, amount: string, reference: string) =>
  call(owner, 'POST', `/admin/orders/${id}/payments/`, {
    amount,
    reference,
    received_on: new Date().toISOString().slice(0, 10),
  });

const paperText = async (who: Who, path: string) => {
  const res = await call(who, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
};

describe('a card order shipped in parts', () => {
  it('ships what is paid for, partially shipped until every pair has gone, each shipment with its own invoice number', async () => {
    const { id, stockLine, preLine } = await confirmedOrder(plain);
    const start = await staffList(id);
    expect(start.lines.map((l) => [l.ordered, l.left, l.readiness])).toEqual([
      [12, 12, 'ready'],
      [6, 6, 'waits_for_window'],
    ]);
    expect(start.lines[1]!.readiness_text).toBe('Waits for its window: ships from 1 Mar 2099');

    // Nothing paid: the first 5 pairs need their goods and the shipping charge first.
    const unpaid = await ship(id, [{ line_id: stockLine.line_id, pairs: 5 }]);
    expect(unpaid.statusCode, unpaid.body).toBe(409);
    expect(unpaid.json().code).toBe('balance_due');
    const [line] = await queryRows<{ line_total: string }>(
      t.database.db,
      sql`select line_total from order_lines where id = ${stockLine.line_id}`,
    );
    const need = ((Number(line!.line_total) * 5) / 12 + 10).toFixed(2);
    expect(unpaid.json().error).toContain(`£${need}`);
    expect((await transfer(id, need, 'PART-1')).statusCode).toBe(201);

    const first = await ship(id, [{ line_id: stockLine.line_id, pairs: 5 }], {
      waybill: 'AWB 176-1234',
      ship_date: '2026-11-20',
      cartons: [{ gross_kg: '8.25', length_cm: 60, width_cm: 40, height_cm: 30, marks: 'A/1' }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const one = first.json() as ShipmentDto;
    expect(one).toMatchObject({
      number: 1,
      pairs: 5,
      waybill: 'AWB 176-1234',
      ship_date: '2026-11-20',
      cartons: [{ gross_kg: '8.25', length_cm: 60, width_cm: 40, height_cm: 30, marks: 'A/1' }],
    });
    expect(one.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(one.documents.map((d) => d.url)).toEqual([
      `/api/admin/orders/${id}/documents/invoice.pdf?shipment=${one.id}`,
      `/api/admin/orders/${id}/documents/packing-list.pdf?shipment=${one.id}`,
      `/api/admin/orders/${id}/documents/certificate-of-origin.pdf?shipment=${one.id}`,
    ]);
    let list = await staffList(id);
    expect(list.status).toBe('partially_shipped');
    expect(list.lines[0]).toMatchObject({ shipped: 5, left: 7 });

    // The buyer is mailed this shipment: its pairs, tracking, invoice and its own papers.
    const [mail] = await queryRows<{ subject: string; text: string }>(
      t.database.db,
      sql`select subject, text from mail_outbox where "to" = ${plain.email}
          and subject like '%shipment 1 has shipped' order by id desc limit 1`,
    );
    expect(mail!.text).toContain('Tracking number: JD5.');
    expect(mail!.text).toContain(`Commercial invoice: ${one.invoice_number}.`);
    expect(mail!.text).toContain('Still to ship: 13 pairs.');
    expect(mail!.text).toContain(`/documents/invoice.pdf?shipment=${one.id}`);

    // More than is left, and the pre-order before its window, are refused with sentences.
    const over = await ship(id, [{ line_id: stockLine.line_id, pairs: 8 }]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'not_enough_left' });
    expect(over.json().error).toContain('has 7 pairs left to ship; this shipment asks for 8.');
    const closed = await ship(id, [{ line_id: preLine.line_id, pairs: 6 }]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'window_not_open' });
    expect(closed.json().error).toContain(`${products[1]!.style} (`);
    expect(closed.json().error).toContain('ships from 1 Mar 2099');
    // Early, it still needs its goods paid for.
    const early = await ship(id, [{ line_id: preLine.line_id, pairs: 6 }], { early: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('balance_due');

    const order = (await call(owner, 'GET', `/admin/orders/${id}/`)).json();
    expect((await transfer(id, order.balance_due.toFixed(2), 'REST')).statusCode).toBe(201);
    const second = await ship(id, [{ line_id: stockLine.line_id, pairs: 7 }]);
    expect(second.statusCode, second.body).toBe(201);
    const third = await ship(id, [{ line_id: preLine.line_id, pairs: 6 }], { early: true });
    expect(third.statusCode, third.body).toBe(201);
    const [two, three] = [second.json() as ShipmentDto, third.json() as ShipmentDto];
    expect([two.number, three.number, three.early]).toEqual([2, 3, true]);
    const seq = [one, two, three].map((s) => parseInvoiceNumber(s.invoice_number!)!.sequence);
    expect(seq).toEqual([seq[0]!, seq[0]! + 1, seq[0]! + 2]);
    list = await staffList(id);
    expect(list.status).toBe('shipped');
    expect(list.shipments.map((s) => s.pairs)).toEqual([5, 7, 6]);

    // The buyer's list: the company's members only.
    const mine = await call(plain, 'GET', `/ecommerce/orders/${id}/shipments/`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().shipments.map((s: ShipmentDto) => [s.number, s.tracking])).toEqual([
      [1, 'JD5'],
      [2, 'JD7'],
      [3, 'JD6'],
    ]);
    expect(mine.json().shipments[2].documents[0].url).toBe(
      `/api/ecommerce/orders/${id}/documents/invoice.pdf?shipment=${three.id}`,
    );
    expect((await call(stranger, 'GET', `/ecommerce/orders/${id}/shipments/`)).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', `/ecommerce/orders/${id}/shipments/`)).statusCode).toBe(401);

    // Each shipment's papers: its own pairs and invoice number; the order's links the first's.
    const invoiceOf = (s: ShipmentDto) =>
      paperText(plain, `/ecommerce/orders/${id}/documents/invoice.pdf?shipment=${s.id}`);
    const firstInvoice = await invoiceOf(one);
    expect(firstInvoice).toContain(one.invoice_number!);
    expect(firstInvoice).not.toContain(two.invoice_number!);
    expect(firstInvoice).toContain(products[0]!.style);
    expect(firstInvoice).not.toContain(products[1]!.style);
    const thirdInvoice = await invoiceOf(three);
    expect(thirdInvoice).toContain(three.invoice_number!);
    expect(thirdInvoice).toContain(products[1]!.style);
    expect(thirdInvoice).not.toContain(products[0]!.style);
    expect(await paperText(owner, `/admin/orders/${id}/documents/invoice.pdf`)).toContain(
      one.invoice_number!,
    );
    const packing = await paperText(
      owner,
      `/admin/orders/${id}/documents/packing-list.pdf?shipment=${two.id}`,
    );
    expect(packing).toContain(products[0]!.style);
    expect(packing).not.toContain(products[1]!.style);
    // Each shipment's packing list saves as its own file.
    const packingFile = await call(
      owner,
      'GET',
      `/admin/orders/${id}/documents/packing-list.pdf?shipment=${two.id}`,
    );
    expect(packingFile.headers['content-disposition']).toBe(
      `inline; filename="packing-list-order-${id}-shipment-${two.number}.pdf"`,
    );
    expect(
      (await call(owner, 'GET', `/admin/orders/${id}/documents/invoice.pdf?shipment=999999`))
        .statusCode,
    ).toBe(404);
  });

  it('the old ship move sends every pair left, but not a pre-order before its window', async () => {
    const { id } = await confirmedOrder(plain);
    const order = (await call(owner, 'GET', `/admin/orders/${id}/`)).json();
    expect((await transfer(id, order.balance_due.toFixed(2), 'ALL')).statusCode).toBe(201);
    const body = {
      carrier: 'DHL',
      tracking_number: 'ALL1',
      version: (await staffList(id)).version,
    };
    const refused = await call(owner, 'POST', `/admin/orders/${id}/ship/`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('window_not_open');
    await t.database.db.execute(
      sql`update order_lines set ships_from = '2000-01-01' where order_id = ${id}`,
    );
    const shipped = await call(owner, 'POST', `/admin/orders/${id}/ship/`, body);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().status).toBe('shipped');
    const list = await staffList(id);
    expect(list.shipments).toHaveLength(1);
    expect(list.shipments[0]!.pairs).toBe(18);
  });
});

describe('pairs left cancelled', () => {
  it('records them on the line; the order is shipped once nothing is left', async () => {
    const { id, stockLine, preLine } = await confirmedOrder(trade);
    const all = await call(owner, 'POST', `/admin/orders/${id}/lines/cancel/`, {
      lines: [
        { line_id: stockLine.line_id, pairs: 12 },
        { line_id: preLine.line_id, pairs: 6 },
      ],
      reason: 'Discontinued',
      version: (await staffList(id)).version,
    });
    expect(all.statusCode).toBe(409);
    expect(all.json().code).toBe('cancel_the_order');
    expect((await ship(id, [{ line_id: stockLine.line_id, pairs: 12 }])).statusCode).toBe(201);
    const tooMany = await call(owner, 'POST', `/admin/orders/${id}/lines/cancel/`, {
      lines: [{ line_id: preLine.line_id, pairs: 7 }],
      reason: 'Discontinued',
      version: (await staffList(id)).version,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toContain('has 6 pairs left to cancel; you asked for 7.');
    const cancelled = await call(owner, 'POST', `/admin/orders/${id}/lines/cancel/`, {
      lines: [{ line_id: preLine.line_id, pairs: 6 }],
      reason: 'The factory dropped the style',
      version: (await staffList(id)).version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('shipped');
    const list = await staffList(id);
    expect(list.lines[1]).toMatchObject({ cancelled: 6, left: 0, shipped: 0 });
    const [audit] = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'order' and entity_id = ${String(id)}
          order by id desc limit 1`,
    );
    expect(audit!.action).toBe('order.lines_cancel');
  });
});

describe('an order on account shipped in parts', () => {
  it('has each shipment’s invoice due net days after its own ship date, each reminded on its day', async () => {
    const { id, stockLine, preLine } = await confirmedOrder(trade, '2026-01-01');
    const a = await ship(id, [{ line_id: stockLine.line_id, pairs: 12 }], {
      ship_date: '2026-11-01',
    });
    expect(a.statusCode, a.body).toBe(201);
    const b = await ship(id, [{ line_id: preLine.line_id, pairs: 6 }], {
      ship_date: '2026-11-20',
    });
    expect(b.statusCode, b.body).toBe(201);
    expect([a.json().due_on, b.json().due_on]).toEqual(['2026-12-01', '2026-12-20']);
    const jobs = await queryRows<{ payload: { shipmentId: number }; run_at: Date }>(
      t.database.db,
      // The due day's reminders (the +7 and +14 dunning ones follow each: docs/credit-control.md).
      sql`select payload, run_at from jobs where queue = 'orders.invoice_due'
          and (payload->>'orderId')::int = ${id} and payload->>'daysOverdue' is null
          order by run_at`,
    );
    expect(jobs.map((j) => [j.payload.shipmentId, new Date(j.run_at).toISOString()])).toEqual([
      [a.json().id, '2026-12-01T00:00:00.000Z'],
      [b.json().id, '2026-12-20T00:00:00.000Z'],
    ]);
    // The order's own due day is its first invoice's.
    expect((await call(trade, 'GET', `/ecommerce/orders/${id}/`)).json().due_on).toBe('2026-12-01');
  });
});

// Shipments with tax and credit notes (decision 183): a taxed order's shipments need their tax
// paid; cancelled pairs lower the goods and their tax, a card order is refunded the excess with a
// credit note on the shipment's invoice, an order on account simply owes less; a refund after a
// second shipment credits the second invoice.
describe('shipments of a taxed order', () => {
  beforeAll(async () => {
    const seller = await call(owner, 'PUT', '/admin/settings/seller/', {
      legal_name: 'Solestock Trading Ltd',
      address: ['12 Mill Road', 'Leicester LE1 1AA'],
      country_code: 'GB',
      tax_registrations: [{ country_code: 'GB', number: 'GB123456789' }],
      tax_rates: [{ country_code: 'GB', rate_percent: 20, label: 'VAT' }],
    });
    expect(seller.statusCode, seller.body).toBe(200);
  });

  const staffOrder = async (id: number) =>
    (await call(owner, 'GET', `/admin/orders/${id}/`)).json();
  const cents = (n: number) => Math.round(n * 100);
  /** Half-up to the penny, as the order's tax is rounded. */
  const vat = (goods: number) => Math.round(goods * 20 + 1e-9) / 100;
  const lineTotal = async (lineId: number) =>
    Number(
      (
        await queryRows<{ line_total: string }>(
          t.database.db,
          sql`select line_total from order_lines where id = ${lineId}`,
        )
      )[0]!.line_total,
    );
  /** The buyer pays what the order owes by card (the processor's record, as it leaves it). */
  async function payByCard(id: number) {
    const order = await staffOrder(id);
    await t.database.db.insert(payments).values({
      orderId: id,
      processor: 'test',
      paymentIntentId: `pi_ship_${id}`,
      amountMinor: toMinorUnits(order.balance_due, order.currency),
      currency: order.currency,
      status: 'succeeded',
      captureMethod: 'automatic',
      paymentMethod: 'card',
      kind: 'balance',
    });
  }
  const cancelLeft = async (id: number, line_id: number, pairs: number) =>
    call(owner, 'POST', `/admin/orders/${id}/lines/cancel/`, {
      lines: [{ line_id, pairs }],
      reason: 'The factory dropped the style',
      version: (await staffList(id)).version,
    });

  it('needs the shipped goods’ tax and the shipping’s paid before a card order’s shipment', async () => {
    const { id, stockLine } = await confirmedOrder(plain);
    const order = await staffOrder(id);
    expect(order.tax).toMatchObject({ row: 'VAT 20 %', shipping_tax: 2 });
    const goods = ((await lineTotal(stockLine.line_id)) * 5) / 12;
    // 5 of 12 pairs, their VAT, the 10.00 shipping and its 2.00 VAT, rounded up to the penny.
    const need = Math.ceil(cents(goods + vat(goods) + 12) - 1e-6) / 100;
    const refused = await ship(id, [{ line_id: stockLine.line_id, pairs: 5 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('balance_due');
    expect(refused.json().error).toBe(
      `This shipment can leave once £${need.toFixed(2)} more is paid: a card order pays for the goods of each shipment, and the shipping charge, with their tax, before it ships.`,
    );
    // A penny short is still refused; the penny lets it leave.
    expect((await transfer(id, (need - 0.01).toFixed(2), 'VAT-1')).statusCode).toBe(201);
    const short = await ship(id, [{ line_id: stockLine.line_id, pairs: 5 }]);
    expect(short.json().error).toContain('£0.01 more is paid');
    expect((await transfer(id, '0.01', 'VAT-2')).statusCode).toBe(201);
    const shipped = await ship(id, [{ line_id: stockLine.line_id, pairs: 5 }]);
    expect(shipped.statusCode, shipped.body).toBe(201);
  });

  it('cancelling the pairs left of a paid card order refunds their goods and tax with a credit note on the shipment’s invoice', async () => {
    const { id, stockLine, preLine } = await confirmedOrder(plain);
    await payByCard(id);
    const first = await ship(id, [{ line_id: stockLine.line_id, pairs: 12 }]);
    expect(first.statusCode, first.body).toBe(201);
    const before = await staffOrder(id);
    expect(before.balance_due).toBe(0);
    const cancelledGoods = await lineTotal(preLine.line_id);

    const res = await cancelLeft(id, preLine.line_id, 6);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.status).toBe('shipped');
    expect(after.balance_due).toBe(0);
    // The goods fall by the cancelled line; the goods' VAT is worked out again on the rest.
    expect(cents(after.total)).toBe(cents(before.total - cancelledGoods));
    expect(after.tax.goods_tax).toBe(vat(after.total));
    const refund = (before.tax.total_with_tax * 100 - after.tax.total_with_tax * 100) / 100;
    expect(Math.abs(cents(refund) - cents(cancelledGoods + vat(cancelledGoods)))).toBeLessThan(2);
    expect(after.refunds.map((r: { amount: number }) => cents(r.amount))).toEqual([cents(refund)]);
    // The credit note: reason cancellation, the shipment's invoice, the refund, the pairs.
    expect(after.credit_notes).toHaveLength(1);
    const note = after.credit_notes[0];
    expect(note).toMatchObject({
      reason: 'cancellation',
      invoice_number: (first.json() as ShipmentDto).invoice_number,
      note: 'The factory dropped the style',
    });
    expect(cents(note.amount)).toBe(cents(refund));
    const [stored] = await queryRows<{ lines: { line_id: number; pairs: number }[] }>(
      t.database.db,
      sql`select lines from credit_notes where id = ${note.id}`,
    );
    expect(stored!.lines.map((l) => [l.line_id, l.pairs])).toEqual([[preLine.line_id, 6]]);
    const creditNote = await paperText(owner, note.url.replace(/^\/api/, ''));
    expect(creditNote).toContain(note.number);
    expect(creditNote).toContain(note.invoice_number);

    // The buyer's page, the console's lines and the proforma agree: the cancelled pairs are gone.
    const mine = (await call(plain, 'GET', `/ecommerce/orders/${id}/?lines=styles`)).json();
    expect(mine.total).toBe(after.total);
    expect(mine.items_count).toBe(1);
    expect(mine.balance_due).toBe(0);
    expect(mine.credit_notes.map((n: { number: string }) => n.number)).toEqual([note.number]);
    const subtotals = mine.styles.map((b: { subtotal: number }) => cents(b.subtotal));
    expect(subtotals.reduce((a: number, b: number) => a + b, 0)).toBe(cents(after.total));
    const consoleLines = after.lines as { line_total: number; quantity: number }[];
    expect(consoleLines.map((l) => l.quantity)).toEqual([12]);
    expect(cents(consoleLines[0]!.line_total)).toBe(cents(after.total));
    const proforma = await paperText(owner, `/admin/orders/${id}/documents/proforma.pdf`);
    expect(proforma).not.toContain(products[1]!.style);
    expect(proforma).toContain(
      after.tax.total_with_tax.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ','),
    );

    // The buyer's mail says the refund and links the credit note.
    const [mail] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select text from mail_outbox where "to" = ${plain.email}
          and subject = ${`Order #${id}: 6 pairs will not ship`}`,
    );
    expect(mail!.text).toContain(
      `We are refunding £${refund.toFixed(2)} to the card you paid with, with credit note ${note.number} crediting invoice ${note.invoice_number}.`,
    );
    expect(mail!.text).toContain(`/documents/credit-note.pdf?id=${note.id}`);
  });

  it('cancelling the pairs left of an order on account lowers what it owes, with no refund and no credit note', async () => {
    const { id, stockLine, preLine } = await confirmedOrder(trade);
    expect((await ship(id, [{ line_id: stockLine.line_id, pairs: 12 }])).statusCode).toBe(201);
    const before = await staffOrder(id);
    const cancelledGoods = await lineTotal(preLine.line_id);
    const res = await cancelLeft(id, preLine.line_id, 6);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.status).toBe('shipped');
    expect(cents(after.total)).toBe(cents(before.total - cancelledGoods));
    expect(cents(after.balance_due)).toBe(cents(after.tax.total_with_tax));
    expect(cents(before.balance_due - after.balance_due)).toBe(
      cents(before.tax.total_with_tax - after.tax.total_with_tax),
    );
    expect(after.refunds).toEqual([]);
    expect(after.credit_notes).toBeUndefined();
  });

  it('a refund after the second shipment credits the second shipment’s invoice', async () => {
    const { id, stockLine, preLine } = await confirmedOrder(plain);
    await payByCard(id);
    const one = await ship(id, [{ line_id: stockLine.line_id, pairs: 12 }]);
    const two = await ship(id, [{ line_id: preLine.line_id, pairs: 6 }], { early: true });
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    const refunded = await call(owner, 'POST', `/admin/orders/${id}/refunds/`, {
      amount: '6.00',
      reason: 'One pair scuffed',
      version: (await staffOrder(id)).version,
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const [note] = refunded.json().credit_notes;
    expect(note.invoice_number).toBe((two.json() as ShipmentDto).invoice_number);
    expect(note.invoice_number).not.toBe((one.json() as ShipmentDto).invoice_number);
    expect(refunded.json().balance_due).toBe(0);
  });
});
