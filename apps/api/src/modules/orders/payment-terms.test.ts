// Deposits and net terms (issue 32.5–7, docs/orders-and-payments.md "Deposits and net terms"):
// a member of a deposit group pays the share, rounded up, at checkout (GBP and JPY) and the rest
// before shipping; an order on account is confirmed and shipped unpaid, due net days after
// shipping, settled by transfers staff record; overdue invoices in the queue's filter and on the
// dashboard; the reminder mailed once however often its job runs; a buyer in no group as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatPrice, fromMinorUnits } from '@solestock/domain';
import { invoiceDueOn } from '@solestock/domain/payment-terms';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { INVOICE_DUE_QUEUE, scheduleDueReminder } from './invoice-reminders.ts';
import { dueDateWords } from './order-mails.ts';

let t: TestApp;
let gold: SignedInShopper;
let trade: SignedInShopper;
let plain: SignedInShopper;
let owner: SignedInStaff;
let manager: SignedInStaff;
let support: SignedInStaff;
let productId: number;
let now = new Date();

type Who = { cookie: string } | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function companyOf(who: SignedInShopper): Promise<number> {
  const [row] = await queryRows<{ company_id: number }>(
    t.database.db,
    sql`select company_id from company_members where user_id = ${who.userId}`,
  );
  return Number(row!.company_id);
}

async function joinGroup(who: SignedInShopper, body: object) {
  const group = await call(owner, 'POST', '/admin/customer-groups/', body);
  expect(group.statusCode, group.body).toBe(201);
  const put = await call(owner, 'PUT', `/admin/customers/${await companyOf(who)}/group/`, {
    group_id: group.json().id,
  });
  expect(put.statusCode, put.body).toBe(200);
}

beforeAll(async () => {
  // The runner's clock is ours: a due day arrives by moving it, not by waiting.
  t = await createTestApp({ itemGroups: 6, jobs: { poll: false, clock: () => now } });
  gold = await signedInShopper(t.app);
  trade = await signedInShopper(t.app);
  plain = await signedInShopper(t.app);
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
  productId = Number(
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from products order by id limit 1`,
      )
    )[0]!.id,
  );
  await joinGroup(gold, { name: 'Gold', deposit_percent: 30 });
  await joinGroup(trade, { name: 'Trade', net_days: 30 });
});
afterAll(async () => {
  await t?.close();
});

interface BuyerOrder {
  id: number;
  status: string;
  total: number;
  currency: string;
  symbol: string;
  balance_due: number;
  payment_terms: string;
  deposit_percent: number;
  deposit: number | null;
  net_days: number;
  due_on: string | null;
  overdue: boolean;
  payments: { kind: string; amount: number }[];
}

const place = async (
  who: SignedInShopper,
  options: { country?: string; withoutPayment?: boolean; quantity?: number } = {},
) => {
  const res = await call(
    who,
    'POST',
    `/ecommerce/order-now/?country_code=${options.country ?? 'gb'}&without_payment=${options.withoutPayment ?? false}`,
    { product_id: productId, quantity: options.quantity ?? 12, mode: 'air' },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { order_id: number; payment_client_secret?: string };
};
const payCard = (secret: string) =>
  call(null, 'POST', '/payments/test/confirm/', {
    client_secret: secret,
    card: {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
    },
    billing_details: { name: 'Ada Buyer' },
  });
const intentIdOf = (secret: string) => secret.split('_secret_')[0]!;
async function payAndRecord(who: SignedInShopper, orderId: number, secret: string) {
  expect((await payCard(secret)).statusCode).toBe(200);
  const res = await call(who, 'POST', '/ecommerce/payment-record/create/', {
    payment_intent_id: intentIdOf(secret),
    order_id: orderId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { amount: number; currency: string };
}
const buyerOrder = async (who: SignedInShopper, id: number) => {
  const res = await call(who, 'GET', `/ecommerce/orders/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BuyerOrder;
};
const adminOrder = async (id: number) => {
  const res = await call(owner, 'GET', `/admin/orders/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BuyerOrder & { version: number; possible_moves: string[] };
};
const move = async (id: number, name: string, body: object) => {
  const { version } = await adminOrder(id);
  return call(manager, 'POST', `/admin/orders/${id}/${name}/`, { ...body, version });
};
const mailsTo = (email: string) =>
  queryRows<{ subject: string; text: string }>(
    t.database.db,
    sql`select subject, text from mail_outbox where "to" = ${email} order by id`,
  );
const minorOf = (amount: number, currency: string) =>
  Math.round(amount * (currency === 'jpy' ? 1 : 100));

/**
 * An ORDER NOW quantity whose total's 30 % is not a whole number of the currency's minor unit,
 * so the rounding up shows: found by placing without payment (those orders stay submitted).
 */
async function oddQuantity(country: string): Promise<number> {
  for (let quantity = 12; quantity < 40; quantity++) {
    const { order_id } = await place(plain, { country, withoutPayment: true, quantity });
    const o = await buyerOrder(plain, order_id);
    if ((minorOf(o.total, o.currency) * 30) % 100 !== 0) return quantity;
  }
  throw new Error('No quantity gives an odd 30 % share.');
}

describe('deposits', () => {
  it('tells checkout the member’s terms; no group is the specs’ terms', async () => {
    const terms = async (who: SignedInShopper) =>
      (await call(who, 'GET', '/ecommerce/company/')).json().payment_terms;
    expect(await terms(gold)).toEqual({ deposit_percent: 30, net_days: 0 });
    expect(await terms(trade)).toEqual({ deposit_percent: 100, net_days: 30 });
    expect(await terms(plain)).toEqual({ deposit_percent: 100, net_days: 0 });
  });

  it.each(['gb', 'jp'])(
    'charges 30 percent of an odd total at checkout, rounded up to the minor unit (%s)',
    async (country) => {
      const quantity = await oddQuantity(country);
      const placed = await place(gold, { country, quantity });
      const paid = await payAndRecord(gold, placed.order_id, placed.payment_client_secret!);
      const order = await buyerOrder(gold, placed.order_id);
      const totalMinor = minorOf(order.total, order.currency);
      const deposit = Math.ceil((totalMinor * 30) / 100);
      expect(deposit * 100).toBeGreaterThan(totalMinor * 30);
      expect(paid.amount).toBe(deposit);
      expect(order).toMatchObject({
        status: 'paid',
        payment_terms: 'card',
        deposit_percent: 30,
        deposit: fromMinorUnits(deposit, order.currency).toNumber(),
        balance_due: fromMinorUnits(totalMinor - deposit, order.currency).toNumber(),
      });
      // The mail of the order received says both amounts.
      const received = (await mailsTo(gold.email)).find((m) => m.subject.includes(`#${order.id}`))!;
      expect(received.text).toContain(
        `Deposit (30%) charged by card now: ${formatPrice(order.symbol, order.deposit!)}`,
      );
    },
  );

  it('refuses to ship while the balance is due (409 balance_due), ships once pay-balance paid it', async () => {
    const placed = await place(gold);
    await payAndRecord(gold, placed.order_id, placed.payment_client_secret!);
    const id = placed.order_id;
    const confirmed = await move(id, 'confirm', { shipping_charge: '10.00' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const order = await buyerOrder(gold, id);
    expect(order.balance_due).toBeCloseTo(order.total - order.deposit! + 10, 2);
    const confirmMail = (await mailsTo(gold.email)).at(-1)!;
    expect(confirmMail.subject).toBe(
      `Order #${id} confirmed: ${formatPrice(order.symbol, order.balance_due)} to pay`,
    );
    expect(confirmMail.text).toContain(
      `Deposit paid (30%): ${formatPrice(order.symbol, order.deposit!)}.`,
    );
    expect(confirmMail.text).toContain(
      `Balance to pay: ${formatPrice(order.symbol, order.balance_due)}.`,
    );

    const refused = await move(id, 'ship', { carrier: 'DHL', tracking_number: 'JD1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'balance_due' });
    expect(refused.json().error).toMatch(/^This order still has a balance to pay.*\.$/);
    expect((await adminOrder(id)).status).toBe('confirmed');

    const intent = await call(gold, 'POST', `/ecommerce/orders/${id}/pay-balance/`);
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().amount).toBe(minorOf(order.balance_due, order.currency));
    await payAndRecord(gold, id, intent.json().payment_client_secret);
    expect((await buyerOrder(gold, id)).balance_due).toBe(0);
    const shipped = await move(id, 'ship', { carrier: 'DHL', tracking_number: 'JD1' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', due_on: null });
  });

  it('leaves a buyer in no group paying the whole total at checkout', async () => {
    const placed = await place(plain);
    const paid = await payAndRecord(plain, placed.order_id, placed.payment_client_secret!);
    const order = await buyerOrder(plain, placed.order_id);
    expect(paid.amount).toBe(minorOf(order.total, order.currency));
    expect(order).toMatchObject({
      status: 'paid',
      payment_terms: 'card',
      deposit_percent: 100,
      deposit: null,
      balance_due: 0,
      due_on: null,
    });
  });
});

describe('net terms', () => {
  let accountId: number;

  it('places an order on account, confirmed and shipped unpaid, due net days after shipping', async () => {
    const placed = await place(trade, { withoutPayment: true });
    expect(placed.payment_client_secret).toBeUndefined();
    accountId = placed.order_id;
    const order = await buyerOrder(trade, accountId);
    expect(order).toMatchObject({ status: 'submitted', payment_terms: 'account', net_days: 30 });
    expect((await mailsTo(trade.email)).at(-1)!.text).toContain('Placed on account');

    expect((await move(accountId, 'confirm', { shipping_charge: '5' })).statusCode).toBe(200);
    const confirmMail = (await mailsTo(trade.email)).at(-1)!;
    expect(confirmMail.subject).toBe(`Order #${accountId} confirmed`);
    expect(confirmMail.text).toContain('within 30 days of shipping');
    expect((await adminOrder(accountId)).possible_moves).toEqual(['ship', 'cancel']);

    const shipped = await move(accountId, 'ship', { carrier: 'DHL', tracking_number: 'NET1' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const dueOn = invoiceDueOn(new Date(), 30);
    const after = await buyerOrder(trade, accountId);
    expect(after).toMatchObject({ status: 'shipped', due_on: dueOn, overdue: false });
    expect(after.balance_due).toBeCloseTo(order.total + 5, 2);
    expect((await mailsTo(trade.email)).at(-1)!.text).toContain('to pay by bank transfer by');
    // The buyer's list says what is due and when.
    const list = (await call(trade, 'GET', '/ecommerce/orders/')).json().orders as BuyerOrder[];
    expect(list.find((o) => o.id === accountId)).toMatchObject({ due_on: dueOn });
  });

  it('records bank transfers until the balance is 0, refusing what it must with a sentence', async () => {
    const url = `/admin/orders/${accountId}/payments/`;
    const today = new Date().toISOString().slice(0, 10);
    const owed = (await adminOrder(accountId)).balance_due;
    const forbidden = await call(support, 'POST', url, {
      amount: '1',
      reference: 'X',
      received_on: today,
    });
    expect(forbidden.statusCode).toBe(403);
    const bad: [object, string][] = [
      [{ amount: '0', reference: 'A', received_on: today }, 'amount'],
      [{ amount: '1.234', reference: 'A', received_on: today }, 'amount'],
      [{ amount: String(owed + 1), reference: 'A', received_on: today }, 'amount'],
      [{ amount: '1', reference: '', received_on: today }, 'reference'],
      [{ amount: '1', reference: 'A', received_on: '2026-02-30' }, 'received_on'],
      [{ amount: '1', reference: 'A', received_on: '2999-01-01' }, 'received_on'],
    ];
    for (const [body, field] of bad) {
      const res = await call(manager, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(body)).toMatch(/^[A-Z].*\.$/);
    }
    expect((await adminOrder(accountId)).balance_due).toBe(owed);

    const first = await call(manager, 'POST', url, {
      amount: '10.00',
      reference: 'BACS 0001',
      received_on: today,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().balance_due).toBeCloseTo(owed - 10, 2);
    expect(first.json().payments.at(-1)).toMatchObject({
      kind: 'transfer',
      processor: 'bank',
      reference: 'BACS 0001',
      received_on: today,
      amount: 10,
    });
    const again = await call(manager, 'POST', url, {
      amount: '1',
      reference: 'bacs 0001',
      received_on: today,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'duplicate_reference' });

    const rest = await call(manager, 'POST', url, {
      amount: (owed - 10).toFixed(2),
      reference: 'BACS 0002',
      received_on: today,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().balance_due).toBe(0);
    expect((await buyerOrder(trade, accountId)).balance_due).toBe(0);
    const nothing = await call(manager, 'POST', url, {
      amount: '1',
      reference: 'BACS 0003',
      received_on: today,
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'nothing_due' });
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'order.transfer_record' and entity_id = ${String(accountId)}`,
    );
    expect(Number(audit[0]!.n)).toBe(2);
  });

  it('lists overdue invoices in ?overdue=true and on the dashboard, and only those', async () => {
    const ship = async () => {
      const { order_id } = await place(trade, { withoutPayment: true });
      expect((await move(order_id, 'confirm', { shipping_charge: '0' })).statusCode).toBe(200);
      expect(
        (await move(order_id, 'ship', { carrier: 'DHL', tracking_number: `T${order_id}` }))
          .statusCode,
      ).toBe(200);
      return order_id;
    };
    const late = await ship();
    const notYet = await ship();
    // Time passes: `late` was due yesterday; the settled one and `notYet` are not overdue.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.database.db.execute(
      sql`update orders set due_on = ${yesterday} where id in (${late}, ${accountId})`,
    );
    const res = await call(support, 'GET', '/admin/orders/?overdue=true');
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().results as { id: number; overdue: boolean }[]).map((r) => r.id);
    expect(ids).toEqual([late]);
    expect(res.json().results[0]).toMatchObject({ overdue: true, due_on: yesterday });
    expect(ids).not.toContain(notYet);
    const dash = (await call(support, 'GET', '/admin/dashboard/')).json();
    expect(dash.overdue).toMatchObject({
      count: 1,
      results: [{ order_id: late, due_on: yesterday }],
    });
    expect((await buyerOrder(trade, late)).overdue).toBe(true);
    const bad = await call(support, 'GET', '/admin/orders/?overdue=yes');
    expect(bad.statusCode).toBe(400);
  });

  it('mails the due reminder once per invoice, however often its job runs', async () => {
    const { order_id: id } = await place(trade, { withoutPayment: true });
    expect((await move(id, 'confirm', { shipping_charge: '0' })).statusCode).toBe(200);
    expect((await move(id, 'ship', { carrier: 'DHL', tracking_number: 'R1' })).statusCode).toBe(
      200,
    );
    const dueOn = (await buyerOrder(trade, id)).due_on!;
    const reminders = async () =>
      (await mailsTo(trade.email)).filter((m) => m.subject.startsWith(`Invoice for order #${id}`));
    const drainAt = (at: Date) => {
      now = at;
      return t.app.jobs.drain({ queues: [INVOICE_DUE_QUEUE] });
    };
    // Not before its day.
    await drainAt(new Date(Date.parse(`${dueOn}T00:00:00Z`) - 60_000));
    expect(await reminders()).toHaveLength(0);
    await drainAt(new Date(Date.parse(`${dueOn}T00:00:00Z`) + 60_000));
    const [mail, ...more] = await reminders();
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain('bank transfer');
    // The job again (a lease that ran out, a retry): no second mail.
    await scheduleDueReminder(t.database.db, id, dueOn);
    expect(await drainAt(new Date(Date.parse(`${dueOn}T00:00:00Z`) + 120_000))).toBe(1);
    expect(await reminders()).toHaveLength(1);
    now = new Date();
  });
});

// Review 4, item 5: the commercial invoice prints the payments as they were made, the order's
// terms and due date, and the deposit checkout charged.
describe('the commercial invoice of each terms', () => {
  const invoiceText = async (id: number) => {
    const res = await call(owner, 'GET', `/admin/orders/${id}/documents/invoice.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    return (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ');
  };
  /** "2026-11-26" as the documents write it: "26 Nov 2026", as the mails do. */
  const day = dueDateWords;

  beforeAll(async () => {
    const seller = await call(owner, 'PUT', '/admin/settings/seller/', {
      legal_name: 'Solestock Trading Ltd',
      address: ['12 Mill Road', 'Leicester LE1 1AA'],
      country_code: 'GB',
    });
    expect(seller.statusCode, seller.body).toBe(200);
  });

  it('an order on account paid by bank transfer: the transfer and its reference, the terms and the due date', async () => {
    const { order_id: id } = await place(trade, { withoutPayment: true });
    expect((await move(id, 'confirm', { shipping_charge: '5.00' })).statusCode).toBe(200);
    expect((await move(id, 'ship', { carrier: 'DHL', tracking_number: 'INV5' })).statusCode).toBe(
      200,
    );
    const received = '2026-01-15';
    const transfer = await call(manager, 'POST', `/admin/orders/${id}/payments/`, {
      amount: '7.50',
      reference: 'BACS 7781',
      received_on: received,
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const order = await buyerOrder(trade, id);
    const text = await invoiceText(id);
    expect(text).toContain(
      `Bank transfer, ref. BACS 7781, ${day(received)} ${formatPrice(order.symbol, '7.50')}`,
    );
    expect(text).not.toContain('Card payment');
    // The terms in short with the due date, beside the invoice number (docs/export-papers.md).
    expect(text).toContain(`Terms Net 30 days, due ${day(order.due_on!)}`);
    expect(text).toContain(
      `On account: net 30 days, payable by bank transfer within 30 days of shipping. Due ${day(order.due_on!)}.`,
    );
    expect(text).toContain(`Balance due (GBP) ${formatPrice(order.symbol, order.balance_due)}`);
    expect(text).not.toContain('Deposit (');
  });

  it('a deposit order: the deposit, the card payment at checkout and the balance paid by card', async () => {
    const placed = await place(gold);
    const id = placed.order_id;
    await payAndRecord(gold, id, placed.payment_client_secret!);
    expect((await move(id, 'confirm', { shipping_charge: '10.00' })).statusCode).toBe(200);
    const intent = await call(gold, 'POST', `/ecommerce/orders/${id}/pay-balance/`);
    expect(intent.statusCode, intent.body).toBe(200);
    await payAndRecord(gold, id, intent.json().payment_client_secret);
    expect((await move(id, 'ship', { carrier: 'DHL', tracking_number: 'INV6' })).statusCode).toBe(
      200,
    );
    const order = await buyerOrder(gold, id);
    const text = await invoiceText(id);
    const money = (n: number | string) => formatPrice(order.symbol, n);
    expect(text).toContain(`Deposit (30%) ${money(order.deposit!)}`);
    expect(text).toMatch(
      new RegExp(`Deposit 30 % by card, \\d+ \\w{3} \\d{4} ${escape(money(order.deposit!))}`),
    );
    expect(text).toMatch(/Balance payment by card, \d+ \w{3} \d{4} /);
    expect(text).toContain('Deposit 30% by card at checkout, the balance before shipping.');
    expect(text).not.toContain('Bank transfer');
    expect(text).not.toContain('Due date');
    expect(text).not.toContain('Card payment at checkout');
    expect(text).toContain(`Balance due (GBP) ${money('0.00')}`);
  });
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
