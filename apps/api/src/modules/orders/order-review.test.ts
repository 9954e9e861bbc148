// The order review (docs/api.md, back office, "Orders"): the state machine over HTTP (every illegal move,
// stale versions, concurrent confirms), balance arithmetic in GBP and JPY, Pay Now for the
// balance through the verified payment record, refunds that never exceed what was paid, the
// timeline, the mails, notes, audit, the queue's filters, the CSV export and the dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decimal, formatPrice, toMinorUnits } from '@solestock/domain';
import {
  moveOrder,
  ORDER_MOVES,
  ORDER_STATUSES,
  type OrderMove,
} from '@solestock/domain/back-office/order-workflow';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import type { TestCardProcessor } from '../payments/test-card.processor.ts';

let t: TestApp;
let alice: SignedInShopper;
let bob: SignedInShopper;
let owner: SignedInStaff;
let manager: SignedInStaff;
let support: SignedInStaff;
let productIds: number[];

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 12 });
  alice = await signedInShopper(t.app, { firstName: '=HYPERLINK("x")' });
  bob = await signedInShopper(t.app);
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
  productIds = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from products order by id limit 4`)
  ).map((r) => Number(r.id));
});
afterAll(async () => {
  await t?.close();
});

type Who = { cookie: string } | null;
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

interface AdminOrder {
  id: number;
  status: string;
  version: number;
  total: number;
  currency: string;
  shipping_charge: number | null;
  balance_due: number;
  possible_moves: string[];
  payments: { kind: string; amount: number; status: string }[];
  refunds: { amount: number; status: string; payment_id: number }[];
  events: { type: string; from_status: string | null; to_status: string | null; staff: unknown }[];
  notes: { text: string; staff: { email: string } }[];
  lines: { sku: string | null; line_total: number }[];
}

/** An order of ORDER NOW (one product, `quantity` pairs), placed without payment or by card. */
async function place(
  who: SignedInShopper,
  options: { country?: string; withoutPayment?: boolean; quantity?: number; product?: number } = {},
) {
  const country = options.country ?? 'gb';
  const res = await call(
    who,
    'POST',
    `/ecommerce/order-now/?country_code=${country}&without_payment=${options.withoutPayment ?? true}`,
    { product_id: options.product ?? productIds[0], quantity: options.quantity ?? 12, mode: 'air' },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { order_id: number; payment_client_secret?: string };
}

const payCard = (secret: string, number = '4242 4242 4242 4242') =>
  call(null, 'POST', '/payments/test/confirm/', {
    client_secret: secret,
    card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    billing_details: { name: 'Ada Buyer' },
  });
const record = (who: Who, orderId: number, intentId: string) =>
  call(who, 'POST', '/ecommerce/payment-record/create/', {
    payment_intent_id: intentId,
    order_id: orderId,
  });
const intentIdOf = (secret: string) => secret.split('_secret_')[0]!;

async function placePaid(who: SignedInShopper, country = 'gb') {
  const placed = await place(who, { country, withoutPayment: false });
  expect((await payCard(placed.payment_client_secret!)).statusCode).toBe(200);
  const res = await record(who, placed.order_id, intentIdOf(placed.payment_client_secret!));
  expect(res.statusCode, res.body).toBe(201);
  return placed.order_id;
}

const adminOrder = async (id: number, who: SignedInStaff = owner) => {
  const res = await call(who, 'GET', `/admin/orders/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminOrder;
};
const buyerOrder = async (who: SignedInShopper, id: number) => {
  const res = await call(who, 'GET', `/ecommerce/orders/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminOrder & { tracking_number: string | null; carrier: string | null };
};
const move = (who: SignedInStaff, id: number, name: OrderMove | string, body: object) =>
  call(who, 'POST', `/admin/orders/${id}/${name}/`, body);

const mailsTo = (email: string) =>
  queryRows<{ subject: string; text: string; html: string }>(
    t.database.db,
    sql`select subject, text, html from mail_outbox where "to" = ${email} order by id`,
  );

const BODIES: Record<OrderMove, object> = {
  confirm: { shipping_charge: '10.00' },
  ship: { carrier: 'DHL', tracking_number: 'JD0001' },
  deliver: {},
  cancel: { reason: 'Out of stock' },
};

describe('the review, from placement to delivery', () => {
  it('confirms with a shipping charge, takes the balance through Pay Now, ships and delivers, with the timeline and mails', async () => {
    const { order_id: id } = await place(alice);
    let order = await adminOrder(id);
    expect(order).toMatchObject({ status: 'submitted', version: 1, shipping_charge: null });
    expect(order.balance_due).toBe(order.total);
    expect(order.possible_moves).toEqual(['confirm', 'cancel']);
    expect((await mailsTo(alice.email)).map((m) => m.subject)).toContain(
      `We received your order #${id}`,
    );

    // Nothing to pay before the provider confirms.
    const early = await call(alice, 'POST', `/ecommerce/orders/${id}/pay-balance/`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('nothing_due');

    const confirmed = await move(manager, id, 'confirm', {
      shipping_charge: '25.50',
      note: 'Two cartons',
      version: 1,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    order = confirmed.json();
    const owed = decimal(order.total).plus('25.50');
    expect(order).toMatchObject({ status: 'confirmed', version: 2, shipping_charge: 25.5 });
    expect(order.balance_due).toBe(owed.toNumber());
    expect(order.possible_moves).toEqual(['cancel']);
    const confirmMail = (await mailsTo(alice.email)).at(-1)!;
    // The mail reads prices as the pages do (grouped digits, 2 decimals).
    expect(confirmMail.subject).toBe(`Order #${id} confirmed: ${formatPrice('£', owed)} to pay`);
    expect(confirmMail.text).toContain(`http://localhost:3000/orders/${id}`);
    expect(confirmMail.html).toContain('Two cartons');

    // It cannot ship while the balance is unpaid.
    const tooSoon = await move(manager, id, 'ship', { ...BODIES.ship, version: 2 });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ code: 'balance_due' });
    expect(tooSoon.json().error).toMatch(/balance to pay/);

    const intent = await call(alice, 'POST', `/ecommerce/orders/${id}/pay-balance/`);
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toMatchObject({
      order_id: id,
      amount: toMinorUnits(owed, 'gbp'),
      currency: 'gbp',
    });
    // Asking twice answers with the same intent: a double click never opens a second one.
    const again = (await call(alice, 'POST', `/ecommerce/orders/${id}/pay-balance/`)).json();
    expect(again.payment_client_secret).toBe(intent.json().payment_client_secret);
    const secret = intent.json().payment_client_secret as string;
    expect((await payCard(secret)).statusCode).toBe(200);
    const paid = await record(alice, id, intentIdOf(secret));
    expect(paid.statusCode, paid.body).toBe(201);

    const buyerView = await buyerOrder(alice, id);
    expect(buyerView).toMatchObject({ status: 'confirmed', balance_due: 0, shipping_charge: 25.5 });
    expect(buyerView.events.map((e) => e.type)).toEqual(['placed', 'confirmed', 'balance_paid']);
    // The buyer's timeline never names staff.
    expect(JSON.stringify(buyerView.events)).not.toContain(manager.email);
    const after = await call(alice, 'POST', `/ecommerce/orders/${id}/pay-balance/`);
    expect(after.statusCode).toBe(409);

    const shipped = await move(manager, id, 'ship', { ...BODIES.ship, version: 2 });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', version: 3 });
    const shipMail = (await mailsTo(alice.email)).at(-1)!;
    expect(shipMail.subject).toBe(`Order #${id} has shipped`);
    expect(shipMail.text).toContain('JD0001');

    const delivered = await move(owner, id, 'deliver', { version: 3 });
    expect(delivered.statusCode).toBe(200);
    order = delivered.json();
    expect(order).toMatchObject({ status: 'delivered', version: 4, possible_moves: [] });
    expect(order.events.map((e) => [e.type, e.from_status, e.to_status])).toEqual([
      ['placed', null, 'submitted'],
      ['confirmed', 'submitted', 'confirmed'],
      ['balance_paid', null, null],
      ['shipped', 'confirmed', 'shipped'],
      ['delivered', 'shipped', 'delivered'],
    ]);
    expect(order.events[1]!.staff).toMatchObject({ email: manager.email });
    expect(order.payments).toEqual([
      expect.objectContaining({ kind: 'balance', amount: owed.toNumber(), status: 'succeeded' }),
    ]);

    const buyerList = (await call(alice, 'GET', '/ecommerce/orders/')).json();
    expect(buyerList.orders.find((o: { id: number }) => o.id === id)).toMatchObject({
      status: 'delivered',
      tracking_number: 'JD0001',
      carrier: 'DHL',
    });
  });

  it('keeps a paid order’s money and asks only for the shipping charge', async () => {
    const id = await placePaid(bob);
    let order = await adminOrder(id);
    expect(order).toMatchObject({ status: 'paid', balance_due: 0 });
    order = (await move(owner, id, 'confirm', { shipping_charge: 0, version: 1 })).json();
    expect(order).toMatchObject({ status: 'confirmed', balance_due: 0 });
    expect(order.possible_moves).toEqual(['ship', 'cancel']);
    expect((await mailsTo(bob.email)).at(-1)!.subject).toBe(`Order #${id} confirmed`);
  });
});

describe('the state machine over HTTP', () => {
  it('answers every move the table does not allow with 409 invalid_transition (a card order owing: balance_due), changing nothing', async () => {
    const { order_id: id } = await place(bob);
    for (const status of ORDER_STATUSES) {
      for (const m of ORDER_MOVES) {
        await t.database.db.execute(
          sql`update orders set status = ${status}, version = 7, shipping_charge = null, shipping_charge_minor = null where id = ${id}`,
        );
        // Unpaid and unconfirmed: the balance is the whole total, so `ship` is never allowed.
        const expected = moveOrder(status, m, '1');
        const res = await move(owner, id, m, { ...BODIES[m], version: 7 });
        const label = `${m} from ${status}`;
        if (expected.ok) {
          expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
          expect(res.json().status, label).toBe(expected.to);
        } else {
          expect(res.statusCode, label).toBe(409);
          expect(res.json(), label).toMatchObject({
            code: expected.code,
            error: expected.reason,
          });
          const [row] = await queryRows<{ status: string; version: number }>(
            t.database.db,
            sql`select status, version from orders where id = ${id}`,
          );
          expect(row, label).toEqual({ status, version: 7 });
        }
      }
    }
  });

  it('refuses a stale version with 409 stale_version; of five concurrent confirms exactly one wins', async () => {
    const { order_id: id } = await place(bob);
    const stale = await move(owner, id, 'confirm', { shipping_charge: '5', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');

    const answers = await Promise.all(
      ['1', '2', '3', '4', '5'].map((charge, i) =>
        move(i % 2 ? owner : manager, id, 'confirm', { shipping_charge: charge, version: 1 }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const order = await adminOrder(id);
    expect(order.version).toBe(2);
    expect(order.events.filter((e) => e.type === 'confirmed')).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    expect(order.shipping_charge).toBe(winner.shipping_charge);
  });

  it('refuses bad input with 400 naming the field, and support’s moves with 403, writing nothing', async () => {
    const { order_id: id } = await place(bob);
    for (const body of [
      { shipping_charge: '-1', version: 1 },
      { shipping_charge: '1.234', version: 1 },
      { shipping_charge: 'ten', version: 1 },
      { shipping_charge: '5' },
      { shipping_charge: '5', version: 'one' },
    ]) {
      const res = await move(owner, id, 'confirm', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/\.$/);
    }
    expect((await move(owner, id, 'cancel', { reason: '  ', version: 1 })).statusCode).toBe(400);
    const forbidden = await move(support, id, 'confirm', { shipping_charge: '5', version: 1 });
    expect(forbidden.statusCode).toBe(403);
    expect((await adminOrder(id)).version).toBe(1);
    expect((await move(owner, 999_999, 'deliver', { version: 1 })).statusCode).toBe(404);
  });
});

describe('money', () => {
  it('charges a JPY order in whole yen: the balance and the intent are exact', async () => {
    const { order_id: id } = await place(alice, { country: 'jp', quantity: 30 });
    const before = await adminOrder(id);
    expect(before.currency).toBe('jpy');
    const fractional = await move(owner, id, 'confirm', { shipping_charge: '1500.5', version: 1 });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().error).toMatch(/JPY, which has no decimals/);

    const order = (
      await move(owner, id, 'confirm', { shipping_charge: '1500', version: 1 })
    ).json();
    const owed = decimal(before.total).plus(1500);
    expect(order.balance_due).toBe(owed.toNumber());
    const intent = (await call(alice, 'POST', `/ecommerce/orders/${id}/pay-balance/`)).json();
    expect(intent).toMatchObject({ amount: owed.toNumber(), currency: 'jpy' });
    expect((await mailsTo(alice.email)).at(-1)!.subject).toBe(
      `Order #${id} confirmed: ${formatPrice('¥', owed)} to pay`,
    );
    expect((await mailsTo(alice.email)).at(-1)!.subject).toMatch(
      /^Order #\d+ confirmed: ¥\d{1,3}(,\d{3})+\.00 to pay$/,
    );
  });

  it('never takes a foreign, unpaid or made-up intent as the balance; a short one pays only its amount', async () => {
    const { order_id: id } = await place(alice);
    await move(owner, id, 'confirm', { shipping_charge: '9.99', version: 1 });
    const owedBefore = (await adminOrder(id)).balance_due;
    const processor = t.app.payments as TestCardProcessor;

    // Another order's paid intent.
    const bobsOrder = await placePaid(bob);
    const bobsIntent =
      (await adminOrder(bobsOrder)) &&
      (
        await queryRows<{ payment_intent_id: string }>(
          t.database.db,
          sql`select payment_intent_id from payments where order_id = ${bobsOrder}`,
        )
      )[0]!.payment_intent_id;
    // The right order, an amount one penny short, really paid.
    const short = await processor.createIntent({
      orderId: id,
      amount: toMinorUnits(owedBefore, 'gbp') - 1,
      currency: 'gbp',
      idempotencyKey: `forged-${id}`,
    });
    expect((await payCard(short.clientSecret)).statusCode).toBe(200);
    // The real balance intent, never paid.
    const unpaid = (await call(alice, 'POST', `/ecommerce/orders/${id}/pay-balance/`)).json();

    for (const [label, intentId] of [
      ['foreign', bobsIntent],
      ['unpaid', intentIdOf(unpaid.payment_client_secret)],
      ['made up', 'pi_test_000000000000000000000000'],
    ] as const) {
      const res = await record(alice, id, intentId);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().code, label).toBe('payment_not_verified');
    }
    // Bob cannot pay (or even see) Alice's balance.
    expect((await call(bob, 'POST', `/ecommerce/orders/${id}/pay-balance/`)).statusCode).toBe(404);
    expect((await adminOrder(id)).payments).toEqual([]);
    // Money the processor took for this order is always recorded (issue 41 item 1), but a
    // penny short pays only what it took: the penny is still owed and the order cannot ship.
    expect((await record(alice, id, short.id)).statusCode).toBe(201);
    const after = await adminOrder(id);
    expect(after.balance_due).toBe(0.01);
    expect(after.payments).toHaveLength(1);
    expect(after.possible_moves).not.toContain('ship');
  });

  it('refunds exactly what was paid on cancelling, once, and tells the buyer', async () => {
    const id = await placePaid(bob);
    const paid = await adminOrder(id);
    const res = await move(manager, id, 'cancel', { reason: 'Discontinued style', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as AdminOrder;
    expect(order).toMatchObject({ status: 'cancelled', balance_due: 0, possible_moves: [] });
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: paid.total, status: 'succeeded' }),
    ]);
    expect(order.events.map((e) => e.type)).toEqual(['placed', 'paid', 'cancelled', 'refunded']);
    const mail = (await mailsTo(bob.email)).at(-1)!;
    expect(mail.subject).toBe(`Order #${id} has been cancelled`);
    expect(mail.text).toContain(`£${paid.total.toFixed(2)} is being refunded`);
    const buyerView = await buyerOrder(bob, id);
    expect(buyerView.refunds).toEqual([
      expect.objectContaining({ amount: paid.total, status: 'succeeded' }),
    ]);

    // The processor itself refuses to give back more than the intent took.
    const [payment] = await queryRows<{ payment_intent_id: string }>(
      t.database.db,
      sql`select payment_intent_id from payments where order_id = ${id}`,
    );
    const intentId = payment!.payment_intent_id;
    await expect(
      (t.app.payments as TestCardProcessor).refund({
        orderId: id,
        paymentIntentId: intentId,
        amount: 1,
        idempotencyKey: `again-${id}`,
      }),
    ).rejects.toThrow(/exceeds/);
  });

  it('gives back a payment that arrives after the order was cancelled', async () => {
    const placed = await place(alice, { withoutPayment: false });
    await move(owner, placed.order_id, 'cancel', { reason: 'Buyer asked', version: 1 });
    expect((await payCard(placed.payment_client_secret!)).statusCode).toBe(200);
    const res = await record(alice, placed.order_id, intentIdOf(placed.payment_client_secret!));
    expect(res.statusCode, res.body).toBe(201);
    const order = await adminOrder(placed.order_id);
    expect(order.status).toBe('cancelled');
    expect(order.payments).toHaveLength(1);
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: order.total, status: 'succeeded' }),
    ]);
  });
});

describe('notes, audit, the queue, the export and the dashboard', () => {
  it('lets every role add a note; records staff moves in the audit log with before and after', async () => {
    const { order_id: id } = await place(bob);
    for (const who of [support, manager, owner]) {
      const res = await call(who, 'POST', `/admin/orders/${id}/notes/`, { text: `By ${who.role}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(
      (await call(support, 'POST', `/admin/orders/${id}/notes/`, { text: '' })).statusCode,
    ).toBe(400);
    await move(manager, id, 'confirm', { shipping_charge: '3', version: 1 });
    const order = await adminOrder(id, support);
    expect(order.notes.map((n) => [n.text, n.staff.email])).toEqual([
      ['By support', support.email],
      ['By manager', manager.email],
      ['By owner', owner.email],
    ]);
    const audit = (await call(owner, 'GET', '/admin/audit/?entity_type=order')).json();
    const confirm = audit.results.find(
      (r: { action: string; entity_id: string }) =>
        r.action === 'order.confirm' && r.entity_id === String(id),
    );
    expect(confirm).toMatchObject({
      before: { status: 'submitted', version: 1, shipping_charge: null },
      after: { status: 'confirmed', version: 2, shipping_charge: '3.00' },
    });
    // The buyer never sees staff notes.
    expect(JSON.stringify(await buyerOrder(bob, id))).not.toContain('By support');
  });

  it('filters the queue by status, country, dates and a search on id, e-mail or SKU, and pages it', async () => {
    const { order_id: id } = await place(alice, { product: productIds[2] });
    const [product] = await queryRows<{ sku: string }>(
      t.database.db,
      sql`select sku from products where id = ${productIds[2]}`,
    );
    const sku = product!.sku;
    const list = async (query: string) => {
      const res = await call(support, 'GET', `/admin/orders/?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        count: number;
        page: number;
        page_size: number;
        results: AdminOrder[];
      };
    };
    const ids = (r: { results: { id: number }[] }) => r.results.map((o) => o.id);
    expect(ids(await list(`q=${id}`))).toContain(id);
    expect(ids(await list(`q=%23${id}`))).toEqual([id]);
    expect(ids(await list(`q=${encodeURIComponent(alice.email)}`))).toContain(id);
    expect(ids(await list(`q=${encodeURIComponent(bob.email)}`))).not.toContain(id);
    expect(ids(await list(`q=${encodeURIComponent(sku)}`))).toContain(id);
    expect(ids(await list('status=submitted&country=gb'))).toContain(id);
    expect(ids(await list('status=delivered'))).not.toContain(id);
    expect(ids(await list('country=jp'))).not.toContain(id);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await list(`from=${today}&to=${today}`))).toContain(id);
    expect((await list('to=2000-01-01')).count).toBe(0);
    const all = await list('');
    expect(all).toMatchObject({ page: 1, page_size: 25 });
    expect(all.results[0]).toMatchObject({
      buyer: expect.objectContaining({ email: expect.any(String) }),
    });
    const page2 = await list('page=2');
    expect(page2.results.length).toBe(Math.max(0, Math.min(25, all.count - 25)));
    for (const bad of ['status=lost', 'from=2026-02-30', 'country=GBR', 'page=0']) {
      const res = await call(support, 'GET', `/admin/orders/?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('exports the filtered queue as CSV, with cells a spreadsheet would run made inert', async () => {
    const { order_id: id } = await place(alice);
    const res = await call(support, 'GET', `/admin/orders/export.csv?q=%23${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-/);
    const [header, row, ...rest] = res.body.trim().split('\n');
    expect(header).toBe(
      'id,created_at,status,buyer_email,buyer_first_name,country_code,currency,total,shipping_charge,balance_due,items_count,company_name,company_tax_id,delivery_address,delivery_country_code,order_total',
    );
    expect(rest).toEqual([]);
    expect(row).toContain(`${id},`);
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('counts orders waiting for review, balances due and today’s revenue per currency', async () => {
    const before = (await call(support, 'GET', '/admin/dashboard/')).json();
    const { order_id: id } = await place(bob);
    await placePaid(bob);
    const mid = (await call(support, 'GET', '/admin/dashboard/')).json();
    expect(mid.awaiting_review).toBe(before.awaiting_review + 2);
    const revenue = (d: { today: { revenue: { currency: string; amount: number }[] } }) =>
      d.today.revenue.find((r) => r.currency === 'gbp')?.amount ?? 0;
    expect(revenue(mid)).toBeGreaterThan(revenue(before));
    expect(mid.today.orders).toBe(before.today.orders + 2);

    const order = (await move(owner, id, 'confirm', { shipping_charge: '4', version: 1 })).json();
    const after = (await call(support, 'GET', '/admin/dashboard/')).json();
    expect(after.awaiting_review).toBe(mid.awaiting_review - 1);
    const due = (d: { balance_due: { currency: string; amount: number }[] }) =>
      d.balance_due.find((b) => b.currency === 'gbp')?.amount ?? 0;
    expect(decimal(due(after)).minus(due(mid)).toNumber()).toBe(order.balance_due);
    expect(typeof after.stale_rates).toBe('boolean');
  });
});
