// Credit control (docs/credit-control.md; decisions 188, 189): a company's credit limit and the
// hold of an order placed past it, confirmed only with orders.credit_override; deposits enforced
// (409 deposit_required) unless staff allow it; dunning reminders at +7 and +14 days mailed once
// on the runner's clock, new orders held at +21, all paused per company; the statement's data,
// its ageing buckets and its PDF for staff and the company's members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, utcDay } from '@solestock/domain/back-office/credit-control';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { INVOICE_DUE_QUEUE, remindOverdue } from './invoice-reminders.ts';

let t: TestApp;
let trade: SignedInShopper;
let deposit: SignedInShopper;
let owner: SignedInStaff;
let manager: SignedInStaff;
let support: SignedInStaff;
let productId: number;
let tradeCompany: number;
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

const place = (who: SignedInShopper, withoutPayment = true) =>
  call(who, 'POST', `/ecommerce/order-now/?country_code=gb&without_payment=${withoutPayment}`, {
    product_id: productId,
    quantity: 12,
    mode: 'air',
  });
const placed = async (who: SignedInShopper) => {
  const res = await place(who);
  expect(res.statusCode, res.body).toBe(201);
  return Number(res.json().order_id);
};
const adminOrder = async (id: number) => {
  const res = await call(owner, 'GET', `/admin/orders/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    status: string;
    version: number;
    hold: string | null;
    hold_reason: string | null;
    due_on: string | null;
  };
};
const move = async (who: SignedInStaff, id: number, name: string, body: object) => {
  const { version } = await adminOrder(id);
  return call(who, 'POST', `/admin/orders/${id}/${name}/`, { ...body, version });
};
const setCredit = (who: SignedInStaff, companyId: number, body: object) =>
  call(who, 'PUT', `/admin/customers/companies/${companyId}/credit/`, body);
const credit = async (companyId: number) => {
  const res = await call(support, 'GET', `/admin/customers/companies/${companyId}/credit/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const mailsTo = (email: string) =>
  queryRows<{ subject: string; text: string }>(
    t.database.db,
    sql`select subject, text from mail_outbox where "to" = ${email} order by id`,
  );

/** Placed on account, confirmed and shipped: an invoice due in the group's 30 days. */
async function shippedOnAccount(): Promise<number> {
  const id = await placed(trade);
  expect((await move(owner, id, 'confirm', { shipping_charge: '0' })).statusCode).toBe(200);
  const shipped = await move(owner, id, 'ship', { carrier: 'DHL', tracking_number: `T${id}` });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return id;
}

beforeAll(async () => {
  // The runner's clock is ours: a reminder's day arrives by moving it, not by waiting.
  t = await createTestApp({ itemGroups: 2, jobs: { poll: false, clock: () => now } });
  trade = await signedInShopper(t.app);
  deposit = await signedInShopper(t.app);
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
  await joinGroup(trade, { name: 'Trade', net_days: 30 });
  await joinGroup(deposit, { name: 'Deposit', deposit_percent: 30 });
  tradeCompany = await companyOf(trade);
});
afterAll(async () => {
  await t?.close();
});

describe('the company’s credit settings', () => {
  it('starts with no limit; customers.write sets it (audited), others are refused, bad input is a 400', async () => {
    expect(await credit(tradeCompany)).toMatchObject({
      company_id: tradeCompany,
      base_currency: 'usd',
      credit_limit: null,
      allow_without_deposit: false,
      dunning_paused: false,
      dunning_state: 'clear',
    });
    expect((await setCredit(support, tradeCompany, { credit_limit: '5' })).statusCode).toBe(403);
    const bad = await setCredit(manager, tradeCompany, { credit_limit: '1.234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.credit_limit).toContain('two decimals');
    expect((await setCredit(manager, 999_999, { credit_limit: '5' })).statusCode).toBe(404);
    const set = await setCredit(manager, tradeCompany, { credit_limit: 10 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ credit_limit: '10.00', dunning_paused: false });
    const [audit] = await queryRows<{ before: unknown; after: unknown }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'company.credit' and entity_id = ${String(tradeCompany)} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      before: { credit_limit: null },
      after: { credit_limit: '10.00' },
    });
  });
});

describe('credit limit hold', () => {
  let held: number;

  it('accepts an order past the limit as submitted, held with the reason, shown in the queue', async () => {
    held = await placed(trade);
    const order = await adminOrder(held);
    expect(order.status).toBe('submitted');
    expect(order.hold).toBe('credit_limit');
    expect(order.hold_reason).toMatch(/^Credit limit exceeded: .* over the limit of USD 10\.00\.$/);
    const queue = await call(support, 'GET', '/admin/orders/?status=awaiting_review');
    const row = (queue.json().results as { id: number; hold: string | null }[]).find(
      (r) => r.id === held,
    );
    expect(row?.hold).toBe('credit_limit');
    // The buyer's order is in review: submitted, with the timeline saying it was held.
    const mine = (await call(trade, 'GET', `/ecommerce/orders/${held}/`)).json();
    expect(mine.status).toBe('submitted');
    expect((await credit(tradeCompany)).exposure).not.toBe('0.00');
  });

  it('refuses a manager’s confirmation with a sentence (403); the owner confirms and the hold ends', async () => {
    const refused = await move(manager, held, 'confirm', { shipping_charge: '0' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'credit_override_required' });
    expect(refused.json().error).toContain('only an owner can confirm it');
    expect((await adminOrder(held)).status).toBe('submitted');
    const ok = await move(owner, held, 'confirm', { shipping_charge: '0' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await adminOrder(held)).toMatchObject({ status: 'confirmed', hold: null });
    const audits = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'order' and entity_id = ${String(held)} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['order.credit_override', 'order.confirm']);
  });

  it('holds nothing under the limit, or with none', async () => {
    expect((await setCredit(owner, tradeCompany, { credit_limit: '1000000' })).statusCode).toBe(
      200,
    );
    expect((await adminOrder(await placed(trade))).hold).toBeNull();
    expect((await setCredit(owner, tradeCompany, { credit_limit: null })).statusCode).toBe(200);
    const free = await placed(trade);
    expect((await adminOrder(free)).hold).toBeNull();
    // Not held: a manager confirms as before.
    expect((await move(manager, free, 'confirm', { shipping_charge: '0' })).statusCode).toBe(200);
  });
});

describe('deposits enforced', () => {
  it('refuses a deposit group’s order without payment (409 deposit_required) until staff allow it', async () => {
    const refused = await place(deposit);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'deposit_required' });
    expect(refused.json().error).toContain('Pay the deposit by card');
    // Paying the deposit at checkout is as before.
    expect((await place(deposit, false)).statusCode).toBe(201);
    const company = await companyOf(deposit);
    expect(
      (await setCredit(manager, company, { allow_without_deposit: true })).json(),
    ).toMatchObject({ allow_without_deposit: true });
    expect((await place(deposit)).statusCode).toBe(201);
  });
});

describe('dunning', () => {
  let invoiced: number;
  let dueOn: string;
  const overdueMails = async () =>
    (await mailsTo(trade.email)).filter((m) => /is \d+ days overdue/.test(m.subject));
  const drainAt = (day: string) => {
    now = new Date(`${day}T00:01:00Z`);
    return t.app.jobs.drain({ queues: [INVOICE_DUE_QUEUE] });
  };

  it('mails at +7 and +14 days, each once however often the jobs run; none while paused', async () => {
    invoiced = await shippedOnAccount();
    dueOn = (await adminOrder(invoiced)).due_on!;
    await drainAt(addDays(dueOn, 6));
    expect(await overdueMails()).toHaveLength(0);
    await drainAt(addDays(dueOn, 7));
    const [seven, ...none] = await overdueMails();
    expect(none).toHaveLength(0);
    expect(seven!.subject).toContain('7 days overdue');
    // A job run again (a retry): the row written with the mail stops a second one.
    const [shipment] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from shipments where order_id = ${invoiced}`,
    );
    const again = (days: 7 | 14) =>
      remindOverdue(t.database.db, invoiced, 'http://x', days, Number(shipment!.id));
    expect(await again(7)).toBe(false);
    expect(await overdueMails()).toHaveLength(1);
    // Paused: the +14 reminder is not sent.
    expect((await setCredit(owner, tradeCompany, { dunning_paused: true })).statusCode).toBe(200);
    await drainAt(addDays(dueOn, 14));
    expect(await overdueMails()).toHaveLength(1);
    expect((await setCredit(owner, tradeCompany, { dunning_paused: false })).statusCode).toBe(200);
    expect(await again(14)).toBe(true);
    const fourteen = (await overdueMails())[1]!;
    expect(fourteen.subject).toContain('14 days overdue');
    expect(fourteen.text).toContain('held for review once an invoice is 21 days overdue');
    now = new Date();
  });

  it('holds new orders from 21 days past due, not at 20, and not while paused', async () => {
    const today = utcDay(new Date());
    await t.database.db.execute(
      sql`update orders set due_on = ${addDays(today, -20)} where id = ${invoiced}`,
    );
    expect((await adminOrder(await placed(trade))).hold).toBeNull();
    await t.database.db.execute(
      sql`update orders set due_on = ${addDays(today, -21)} where id = ${invoiced}`,
    );
    const held = await adminOrder(await placed(trade));
    expect(held.hold).toBe('overdue');
    expect(held.hold_reason).toContain('21 days past due');
    expect((await credit(tradeCompany)).dunning_state).toBe('held');
    await setCredit(owner, tradeCompany, { dunning_paused: true });
    expect((await adminOrder(await placed(trade))).hold).toBeNull();
    expect((await credit(tradeCompany)).dunning_state).toBe('paused');
    await setCredit(owner, tradeCompany, { dunning_paused: false });
  });
});

describe('statement', () => {
  it('ages what is owed by days past due, per currency', async () => {
    const today = utcDay(new Date());
    await t.database.db.execute(
      sql`update orders set due_on = ${addDays(today, -45)} where id = (select min(id) from orders where company_id = ${tradeCompany} and status = 'shipped')`,
    );
    const { ageing } = await credit(tradeCompany);
    expect(ageing).toHaveLength(1);
    expect(ageing[0].currency).toBe('gbp');
    expect(Number(ageing[0].buckets['31-60'])).toBeGreaterThan(0);
    expect(ageing[0].buckets['61-90']).toBe('0.00');
    expect(ageing[0].oldest_days_past_due).toBe(45);
  });

  it('draws the statement for staff and for the company’s members; another company is 404', async () => {
    const res = await call(
      support,
      'GET',
      `/admin/customers/companies/${tradeCompany}/statement.pdf`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('STATEMENT OF ACCOUNT');
    for (const bucket of ['0–30 days', '31–60 days', '61–90 days', '90+ days', 'Balance owed'])
      expect(text).toContain(bucket);
    const [invoice] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select invoice_number as n from shipments where order_id = (select min(id) from orders where company_id = ${tradeCompany} and status = 'shipped')`,
    );
    expect(text).toContain(invoice!.n);
    const mine = await call(trade, 'GET', '/ecommerce/company/statement.pdf');
    expect(mine.statusCode).toBe(200);
    expect(await pdfText(mine.rawPayload)).toContain(invoice!.n);
    // Another company's members get their own statement, without this company's invoice.
    const theirs = await call(deposit, 'GET', '/ecommerce/company/statement.pdf');
    expect(theirs.statusCode).toBe(200);
    expect(await pdfText(theirs.rawPayload)).not.toContain(invoice!.n);
    expect(
      (await call(support, 'GET', '/admin/customers/companies/999999/statement.pdf')).statusCode,
    ).toBe(404);
    expect((await call(null, 'GET', '/ecommerce/company/statement.pdf')).statusCode).toBe(401);
  });
});
