// Amending an order in review (issue 33.4, docs/api.md "Amending an order", decision 153): the
// lines re-priced with the order's own rates and group discount by the style-tier rule, stock
// given back and taken (or a 409 that changes nothing), stale versions and confirmed orders
// refused (of two amendments at once from one version, one wins), the last line kept, a paid
// order's refund due made on confirmation, a grown one's balance due, the buyer's mail, the
// timeline and the audit. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let owner: SignedInStaff;
let support: SignedInStaff;
let gold: SignedInShopper; // a member of a company in a group with 10 % off
let plain: SignedInShopper; // a company in no group
let deposit: SignedInShopper; // a company whose group pays 30 % at checkout
let sizes: [number, number];
let style: { id: number; name: string };
const call = callerOf(() => t.app);
const RATES = { CAD: '1.4', CNY: '7.3', GBP: '0.8', INR: '84', JPY: '200', EUR: '0.9' };

interface AdminOrder {
  id: number;
  status: string;
  version: number;
  total: number;
  balance_due: number;
  refund_due: number;
  amendable: boolean;
  lines: {
    id: number;
    product_id: number;
    quantity: number;
    converted_unit_price: number;
    line_total: number;
  }[];
  refunds: { amount: number; status: string }[];
  events: { type: string; data: Record<string, unknown>; staff: { email: string } | null }[];
  documents: { document: string; url: string }[];
}

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 3 });
  owner = await signedInStaff(t.app, 'owner');
  support = await signedInStaff(t.app, 'support');
  gold = await signedInShopper(t.app, { firstName: 'Gil' });
  plain = await signedInShopper(t.app, { firstName: 'Pat' });
  deposit = await signedInShopper(t.app, { firstName: 'Dee' });
  const db = t.database.db;
  const [group] = await queryRows<{ id: number }>(
    db,
    sql`select item_group_id as id from products where archived_at is null
        group by item_group_id having count(*) >= 2 order by item_group_id limit 1`,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from products where item_group_id = ${group!.id} and archived_at is null
        order by id limit 2`,
  );
  sizes = [Number(rows[0]!.id), Number(rows[1]!.id)];
  const [named] = await queryRows<{ name: string }>(
    db,
    sql`select name from item_groups where id = ${group!.id}`,
  );
  style = { id: Number(group!.id), name: named!.name };
  // A style sold from stock: $10.00 a pair, $8.00 from 10 pairs of the style, 100 pairs each.
  await db.execute(
    sql`update item_groups set tier_scope = 'style', sale_mode = 'stock', min_pairs = 1 where id = ${group!.id}`,
  );
  for (const id of sizes) {
    await db.execute(
      sql`update products set selling_price = 10, currency = 'usd', availability = 100 where id = ${id}`,
    );
    await db.execute(sql`delete from price_slabs where product_id = ${id}`);
    await db.execute(
      sql`insert into price_slabs (product_id, position, operator, min_quantity, max_quantity, selling_price, currency)
          values (${id}, 0, '>=', 10, null, 8, 'usd')`,
    );
  }
  expect((await call(owner, 'PUT', '/admin/rates/', { rates: RATES })).statusCode).toBe(200);
  const created = await call(owner, 'POST', '/admin/customer-groups/', {
    name: 'Gold',
    discount_percent: '10',
  });
  expect(created.statusCode, created.body).toBe(201);
  const thirty = await call(owner, 'POST', '/admin/customer-groups/', {
    name: 'Deposit',
    deposit_percent: 30,
  });
  expect(thirty.statusCode, thirty.body).toBe(201);
  for (const [who, groupId] of [
    [gold, created.json().id],
    [deposit, thirty.json().id],
  ] as const) {
    const company = (await call(who, 'GET', '/ecommerce/company/')).json().id as number;
    const assigned = await call(owner, 'PUT', `/admin/customers/${company}/group/`, {
      group_id: groupId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

/** An order of the two sizes placed from the cart in the UK, without payment or paid by card. */
async function place(who: SignedInShopper, quantities: number[], paid = false) {
  for (const [i, quantity] of quantities.entries()) {
    if (quantity === 0) continue;
    const res = await call(who, 'POST', '/ecommerce/cart/add/', {
      product_id: sizes[i],
      quantity,
      mode: 'air',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const placed = await call(
    who,
    'POST',
    `/ecommerce/order/place/?country_code=gb&without_payment=${!paid}`,
    {},
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const { order_id: id, payment_client_secret: secret } = placed.json() as {
    order_id: number;
    payment_client_secret?: string;
  };
  if (paid) {
    const card = await call(null, 'POST', '/payments/test/confirm/', {
      client_secret: secret,
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' },
      billing_details: { name: 'Pat Buyer' },
    });
    expect(card.statusCode, card.body).toBe(200);
    const recorded = await call(who, 'POST', '/ecommerce/payment-record/create/', {
      payment_intent_id: secret!.split('_secret_')[0],
      order_id: id,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    // Pay Now empties the cart only once paid; start the next order from an empty one.
    await t.database.db.execute(sql`delete from cart_lines where user_id = ${who.userId}`);
  }
  return order(id);
}

async function order(id: number): Promise<AdminOrder> {
  const res = await call(owner, 'GET', `/admin/orders/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminOrder;
}

const amend = (o: AdminOrder, lines: [number, number][], extra: object = {}, who = owner) =>
  call(who, 'PATCH', `/admin/orders/${o.id}/lines/`, {
    lines: lines.map(([index, quantity]) => ({ id: o.lines[index]!.id, quantity })),
    note: 'The factory is out of size 43',
    version: o.version,
    ...extra,
  });

const availability = async () =>
  (
    await queryRows<{ availability: number }>(
      t.database.db,
      sql`select availability from products where id in (${sizes[0]}, ${sizes[1]}) order by id`,
    )
  ).map((r) => Number(r.availability));

const lastMailTo = async (email: string) =>
  (
    await queryRows<{ subject: string; text: string }>(
      t.database.db,
      sql`select subject, text from mail_outbox where "to" = ${email} order by id desc limit 1`,
    )
  )[0]!;

describe('amending an order in review', () => {
  it('re-prices with the order’s own rate and group discount when the style drops a tier, gives the pairs back, and records and mails it', async () => {
    const placed = await place(gold, [6, 6]);
    // 12 pairs of the style: $8.00 less 10 % = $7.20, at £0.80 to the dollar: £5.76 a pair.
    expect(placed.lines.map((l) => l.converted_unit_price)).toEqual([5.76, 5.76]);
    expect(placed.total).toBe(69.12);
    expect(placed.amendable).toBe(true);
    const stockBefore = await availability();
    // Today's rate doubles: the order keeps the rate it was placed with.
    expect(
      (await call(owner, 'PUT', '/admin/rates/', { rates: { ...RATES, GBP: '1.6' } })).statusCode,
    ).toBe(200);

    const res = await amend(placed, [[1, 2]]);
    expect(res.statusCode, res.body).toBe(200);
    const amended = res.json() as AdminOrder;
    // 8 pairs: the slab no longer applies, $10.00 less 10 % = $9.00 at £0.80: £7.20 on both lines.
    expect(amended.lines.map((l) => [l.quantity, l.converted_unit_price, l.line_total])).toEqual([
      [6, 7.2, 43.2],
      [2, 7.2, 14.4],
    ]);
    expect(amended).toMatchObject({ total: 57.6, balance_due: 57.6, refund_due: 0, version: 2 });
    expect(await availability()).toEqual([stockBefore[0], stockBefore[1]! + 4]);

    const event = amended.events.at(-1)!;
    expect(event).toMatchObject({
      type: 'amended',
      staff: { email: owner.email },
      data: {
        note: 'The factory is out of size 43',
        total_before: 69.12,
        total_after: 57.6,
        changes: [{ line_id: placed.lines[1]!.id, from: 6, to: 2 }],
      },
    });
    const [audit] = await queryRows<{
      before: { total: string; lines: unknown[] };
      after: { total: string; note: string };
    }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'order.amend' and entity_id = ${String(placed.id)}`,
    );
    expect(audit!.before.total).toBe('69.12');
    expect(audit!.before.lines).toHaveLength(2);
    expect(audit!.after).toMatchObject({ total: '57.60', note: 'The factory is out of size 43' });

    const mail = await lastMailTo(gold.email);
    expect(mail.subject).toBe(`Order #${placed.id} changed: new total £57.60`);
    expect(mail.text).toContain('6 pairs → 2 pairs');
    // Every line whose price moved with the style's tier, old → new (issue 43 item 2): the
    // changed line, and the line left at 6 pairs that the tier re-priced too.
    expect(mail.text).toMatch(/: 6 pairs → 2 pairs, £5\.76 → £7\.20 a pair, now £14\.40\./);
    expect(mail.text).toMatch(
      /: 6 pairs, £5\.76 → £7\.20 a pair \(the style’s tier price changed\), now £43\.20\./,
    );
    expect(mail.text).toContain('Goods before: £69.12. Goods now: £57.60.');
    expect(mail.text).toContain('The factory is out of size 43');

    // Back over the slab: both lines are priced at the tier again, still at £0.80.
    const back = await amend(amended, [[1, 6]]);
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as AdminOrder).total).toBe(69.12);
    await call(owner, 'PUT', '/admin/rates/', { rates: RATES });
  });

  it('previews the new total, lines and balance as saving would price them, changing nothing (issue 43 item 2)', async () => {
    const placed = await place(gold, [6, 6]);
    const stock = await availability();
    const preview = (lines: [number, number][], who = owner) =>
      call(who, 'POST', `/admin/orders/${placed.id}/lines/preview/`, {
        lines: lines.map(([index, quantity]) => ({ id: placed.lines[index]!.id, quantity })),
      });
    const res = await preview([[1, 2]]);
    expect(res.statusCode, res.body).toBe(200);
    // As the save above: 8 pairs drop the tier, £7.20 a pair on both lines.
    expect(res.json()).toEqual({
      total_before: 69.12,
      total: 57.6,
      balance_due: 57.6,
      refund_due: 0,
      lines: [
        {
          id: placed.lines[0]!.id,
          quantity_before: 6,
          quantity: 6,
          unit_price_before: 5.76,
          unit_price: 7.2,
          line_total: 43.2,
        },
        {
          id: placed.lines[1]!.id,
          quantity_before: 6,
          quantity: 2,
          unit_price_before: 5.76,
          unit_price: 7.2,
          line_total: 14.4,
        },
      ],
    });
    // Nothing changed: the order, its version, its stock, its mail and its audit.
    const after = await order(placed.id);
    expect(after.version).toBe(placed.version);
    expect(after.total).toBe(69.12);
    expect(await availability()).toEqual(stock);
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'order.amend' and entity_id = ${String(placed.id)}`,
    );
    expect(audits[0]!.n).toBe(0);

    // Refused as saving would be: no line left (400), and a role that may not amend (403).
    const none = await preview([
      [0, 0],
      [1, 0],
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/at least one line/);
    expect((await preview([[1, 2]], support)).statusCode).toBe(403);
  });

  it('refuses more pairs than are left with the 409 of placement, changing nothing', async () => {
    const placed = await place(gold, [6, 6]);
    const [left] = await availability();
    const res = await amend(placed, [[0, 6 + left! + 1]]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('insufficient_stock');
    expect(res.json().error).toMatch(/not changed/);
    const after = await order(placed.id);
    expect(after.version).toBe(placed.version);
    expect(after.lines.map((l) => l.quantity)).toEqual([6, 6]);
    expect(after.total).toBe(placed.total);
    expect((await availability())[0]).toBe(left);

    // What is left can be taken.
    const taken = await amend(placed, [[0, 6 + left!]]);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await availability())[0]).toBe(0);
    await t.database.db.execute(sql`update products set availability = 100 where id = ${sizes[0]}`);
  });

  it('lets one of two amendments made at once from the same version through, the other a 409 that changes nothing', async () => {
    const placed = await place(plain, [6, 6]);
    const stockBefore = await availability();
    // Two staff members save at the same moment from the page they both loaded.
    const answers = await Promise.all([amend(placed, [[1, 2]]), amend(placed, [[0, 3]])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().code).toBe('stale_version');
    const won = answers.findIndex((a) => a.statusCode === 200);
    const after = await order(placed.id);
    expect(after.version).toBe(placed.version + 1);
    // Only the winner's change: its pairs back on its size, the other size untouched.
    expect(after.lines.map((l) => l.quantity)).toEqual(won === 0 ? [6, 2] : [3, 6]);
    expect(await availability()).toEqual(
      won === 0 ? [stockBefore[0], stockBefore[1]! + 4] : [stockBefore[0]! + 3, stockBefore[1]],
    );
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'order.amend' and entity_id = ${String(placed.id)}`,
    );
    expect(audits[0]!.n).toBe(1);
    expect(after.events.filter((e) => e.type === 'amended')).toHaveLength(1);
  });

  it('refuses a stale version, a confirmed order, the last line, a line not the order’s, and a support role', async () => {
    const placed = await place(plain, [3, 0]);
    const stale = await amend(placed, [[0, 2]], { version: placed.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');

    const last = await amend(placed, [[0, 0]]);
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toMatch(/at least one line.*cancel the order/);

    const foreign = await call(owner, 'PATCH', `/admin/orders/${placed.id}/lines/`, {
      lines: [{ id: 2_000_000, quantity: 1 }],
      note: 'x',
      version: placed.version,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatch(/no line/);

    const noNote = await amend(placed, [[0, 2]], { note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields.note).toMatch(/why/);

    expect((await amend(placed, [[0, 2]], {}, support)).statusCode).toBe(403);

    const confirmed = await call(owner, 'POST', `/admin/orders/${placed.id}/confirm/`, {
      shipping_charge: '5',
      version: placed.version,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const late = await amend(await order(placed.id), [[0, 2]]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'not_amendable' });
    expect(late.json().error).toMatch(/already confirmed/);
    expect((await order(placed.id)).lines[0]!.quantity).toBe(3);
  });

  it('shows a paid order that shrank a refund due, and refunds it when confirmed, after the shipping charge', async () => {
    // 12 pairs of the style at $8.00 and £0.80: £6.40 a pair, £76.80 paid.
    const placed = await place(plain, [12, 0], true);
    expect(placed).toMatchObject({ status: 'paid', total: 76.8, balance_due: 0 });
    const res = await amend(placed, [[0, 11]]);
    expect(res.statusCode, res.body).toBe(200);
    const amended = res.json() as AdminOrder;
    // Still over the slab: the line keeps its price.
    expect(amended).toMatchObject({ total: 70.4, balance_due: 0, refund_due: 6.4 });
    expect(amended.events.at(-1)!.data).toMatchObject({ refund_due: 6.4 });
    expect((await lastMailTo(plain.email)).text).toContain('£6.40 more than the order now costs');

    const confirmed = await call(owner, 'POST', `/admin/orders/${placed.id}/confirm/`, {
      shipping_charge: '2.00',
      version: amended.version,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = confirmed.json() as AdminOrder;
    // £76.80 paid for £70.40 of goods and £2.00 of shipping: £4.40 goes back.
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 4.4, status: 'succeeded' })]);
    expect(after).toMatchObject({ status: 'confirmed', balance_due: 0, refund_due: 0 });
    expect(after.events.find((e) => e.type === 'confirmed')!.data).toMatchObject({ refund: 4.4 });
    expect((await lastMailTo(plain.email)).text).toContain('£4.40 is being refunded');
  });

  it('adds what a paid order grew by to its balance due', async () => {
    const placed = await place(plain, [12, 0], true);
    const res = await amend(placed, [[0, 14]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 89.6, balance_due: 12.8, refund_due: 0 });
    expect((await lastMailTo(plain.email)).text).toContain('Still to pay: £12.80');
  });
});

describe('the minimums of placement (issue 41 item 6)', () => {
  const minimums = async (minPairs: number, minOrderUsd: string) => {
    await t.database.db.execute(
      sql`update item_groups set min_pairs = ${minPairs} where id = ${style.id}`,
    );
    const set = await call(owner, 'PUT', '/admin/settings/orders/', {
      min_order_usd: minOrderUsd,
    });
    expect(set.statusCode, set.body).toBe(200);
  };

  it('refuses to take a style below its min_pairs, in staff’s words, changing nothing', async () => {
    await minimums(10, '0');
    try {
      const placed = await place(gold, [6, 6]);
      const stock = await availability();
      const res = await amend(placed, [[1, 2]]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'below_minimum',
        error: `The order was not changed: ${style.name} has a minimum of 10 pairs per style (mix sizes and colours) and the order has 8: add 2 more, or remove the style.`,
        styles: [{ item_group_id: style.id, min_pairs: 10, pairs: 8, missing: 2 }],
      });
      const after = await order(placed.id);
      expect(after.version).toBe(placed.version);
      expect(after.lines.map((l) => l.quantity)).toEqual([6, 6]);
      expect(await availability()).toEqual(stock);
      expect(after.events.filter((e) => e.type === 'amended')).toEqual([]);

      // The style's pairs moved between sizes, still 10 or more: allowed.
      expect(
        (
          await amend(placed, [
            [0, 10],
            [1, 0],
          ])
        ).statusCode,
      ).toBe(200);
    } finally {
      await minimums(1, '0');
    }
  });

  it('refuses to lower the goods below min_order_usd at today’s rate; raising them is allowed', async () => {
    // 12 pairs at $8.00 less 10 % = $86.40; 8 pairs at $9.00 = $72.00 (£57.60 at £0.80).
    const placed = await place(gold, [6, 6]);
    await minimums(1, '80');
    try {
      const res = await amend(placed, [[1, 2]]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'below_minimum_order',
        error:
          "The order was not changed: The minimum order is US$80.00 and the goods come to US$72.00 at today's rate: add US$8.00 more.",
        min_order_usd: 80,
        goods_usd: 72,
      });
      expect((await order(placed.id)).version).toBe(placed.version);

      // A minimum raised after placement does not stop a change that adds to the order.
      await minimums(1, '500');
      const grown = await amend(placed, [[1, 7]]);
      expect(grown.statusCode, grown.body).toBe(200);
    } finally {
      await minimums(1, '0');
    }
  });
});

describe('amending an order paid with a deposit', () => {
  it('keeps the deposit paid, owes the rest of the new total, and refunds what the deposit passes', async () => {
    // £76.80 of goods; 30 % taken at checkout: £23.04.
    const placed = await place(deposit, [12, 0], true);
    expect(placed).toMatchObject({ status: 'paid', total: 76.8, balance_due: 53.76 });
    const grown = await amend(placed, [[0, 11]]);
    expect(grown.statusCode, grown.body).toBe(200);
    // £70.40 now (still over the slab): the deposit stays paid, the rest is due.
    expect(grown.json()).toMatchObject({ total: 70.4, balance_due: 47.36, refund_due: 0 });
    // The buyer's order page and list show the deposit paid, £23.04, not 30 % of the new goods
    // (£21.12) (issue 43 item 1).
    const mine = await call(deposit, 'GET', `/ecommerce/orders/${placed.id}/`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ total: 70.4, deposit_percent: 30, deposit: 23.04 });
    const listed = await call(deposit, 'GET', '/ecommerce/orders/');
    expect(listed.statusCode, listed.body).toBe(200);
    const { orders } = listed.json() as { orders: { id: number }[] };
    expect(orders.find((o) => o.id === placed.id)).toMatchObject({
      deposit: 23.04,
      balance_due: 47.36,
    });

    // 2 pairs drop the tier: £8.00 a pair, £16.00, less than the deposit paid.
    const shrunk = await amend(grown.json() as AdminOrder, [[0, 2]]);
    expect(shrunk.statusCode, shrunk.body).toBe(200);
    const amended = shrunk.json() as AdminOrder;
    expect(amended).toMatchObject({ total: 16, balance_due: 0, refund_due: 7.04 });
    const confirmed = await call(owner, 'POST', `/admin/orders/${placed.id}/confirm/`, {
      shipping_charge: '5.00',
      version: amended.version,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // £23.04 paid covers £16.00 and £5.00 of shipping: £2.04 goes back.
    expect((confirmed.json() as AdminOrder).refunds).toEqual([
      expect.objectContaining({ amount: 2.04, status: 'succeeded' }),
    ]);
    const mail = await lastMailTo(deposit.email);
    expect(mail.text).toContain('Deposit paid (30%): £23.04.');
    expect(mail.text).toContain('£2.04 is being refunded');
  });
});

describe('the staff’s document links', () => {
  it('lists none before confirmation, and the proforma at the staff route once confirmed', async () => {
    const placed = await place(plain, [2, 0]);
    expect(placed.documents).toEqual([]);
    await call(owner, 'PUT', '/admin/settings/seller/', {
      legal_name: 'Solestock Trading Ltd',
      address: ['1 Market Street', 'London'],
      country_code: 'GB',
      tax_id: 'GB123456789',
      eori: '',
      email: 'trade@example.com',
      phone: '',
      bank_details: '',
      incoterm: 'FCA',
      carton_pairs: 12,
    });
    const confirmed = await call(owner, 'POST', `/admin/orders/${placed.id}/confirm/`, {
      shipping_charge: '0',
      version: placed.version,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { documents } = confirmed.json() as AdminOrder;
    expect(documents).toEqual([
      expect.objectContaining({
        document: 'proforma',
        url: `/api/admin/orders/${placed.id}/documents/proforma.pdf`,
      }),
    ]);
    const pdf = await call(support, 'GET', `/admin/orders/${placed.id}/documents/proforma.pdf`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
  });
});
