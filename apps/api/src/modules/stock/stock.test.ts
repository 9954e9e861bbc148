// The stock engine (issue 31.3, docs/api.md "Stock and pre-orders", decision 144): a `stock`
// group's products take at most their availability on every call that adds or changes
// quantities (409 insufficient_stock naming the first line, nothing changed); placement takes
// the pairs off availability; cancellation, a failed payment and an expired hold give them back
// exactly once; every change is audited with its cause. An `unlimited` group behaves as the
// specs say, availability untouched.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { TEST_CARDS } from '../payments/test-cards.ts';
import { STOCK_HOLD_QUEUE } from '../orders/stock-hold.ts';

let t: TestApp;
let owner: SignedInStaff;
/** Three sizes of a `stock` group, and one product of an `unlimited` group. */
let stocked: number[];
let unlimited: number;
let stockGroup: number;
let now = new Date();
const call = callerOf(() => t.app);
const db = () => t.database.db;

beforeAll(async () => {
  // The runner's clock is ours: a hold expires by moving it, not by waiting.
  t = await createTestApp({ itemGroups: 3, jobs: { poll: false, clock: () => now } });
  owner = await signedInStaff(t.app, 'owner');
  const groups = await queryRows<{ id: number }>(
    db(),
    sql`select item_group_id as id from products where archived_at is null
        group by item_group_id having count(*) >= 3 order by item_group_id limit 2`,
  );
  stockGroup = Number(groups[0]!.id);
  const ids = await queryRows<{ id: number }>(
    db(),
    sql`select id from products where item_group_id = ${stockGroup} and archived_at is null
        order by id limit 3`,
  );
  stocked = ids.map((r) => Number(r.id));
  const [other] = await queryRows<{ id: number }>(
    db(),
    sql`select id from products where item_group_id = ${Number(groups[1]!.id)}
        and archived_at is null order by id limit 1`,
  );
  unlimited = Number(other!.id);
  await db().execute(sql`update item_groups set sale_mode = 'stock' where id = ${stockGroup}`);
  // The group's other sizes are well stocked: the low-stock list shows only the three.
  await db().execute(
    sql`update products set availability = 100 where item_group_id = ${stockGroup}
        and id not in (${sql.join(stocked, sql`, `)})`,
  );
  // $10.00 a pair, no slabs: totals are easy to read.
  await db().execute(
    sql`update products set selling_price = 10, currency = 'usd'
        where id in (${sql.join([...stocked, unlimited], sql`, `)})`,
  );
  await db().execute(
    sql`delete from price_slabs where product_id in (${sql.join([...stocked, unlimited], sql`, `)})`,
  );
});
afterAll(async () => {
  await t?.close();
});

/** Sets each stocked size's availability (and the unlimited product's to 5). */
async function setStock(...pairs: number[]) {
  for (const [i, n] of pairs.entries())
    await db().execute(sql`update products set availability = ${n} where id = ${stocked[i]!}`);
  await db().execute(sql`update products set availability = 5 where id = ${unlimited}`);
}

async function availability(id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db(),
    sql`select availability as n from products where id = ${id}`,
  );
  return Number(row!.n);
}

async function cartOf(who: SignedInShopper) {
  const res = await call(who, 'GET', '/ecommerce/cart/items/?country_code=us');
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as { cartItems: { id: number; productId: number; productQty: number }[] }
  ).cartItems.map((i) => [i.productId, i.productQty]);
}

const add = (who: SignedInShopper, productId: number, quantity: number) =>
  call(who, 'POST', '/ecommerce/cart/add/', { product_id: productId, quantity, mode: 'air' });

async function productName(id: number) {
  const [row] = await queryRows<{ name: string; color: string; size: string | null }>(
    db(),
    sql`select name, color, size from products where id = ${id}`,
  );
  return row!;
}

/** A 409 insufficient_stock: its lines, and a sentence naming the first line's product. */
async function expectShort(
  res: { statusCode: number; body: string; json(): unknown },
  lines: { product_id: number; requested: number; available: number }[],
) {
  expect(res.statusCode, res.body).toBe(409);
  const body = res.json() as { code: string; error: string; lines: unknown };
  expect(body.code).toBe('insufficient_stock');
  expect(body.lines).toEqual(lines);
  const first = await productName(lines[0]!.product_id);
  expect(body.error).toContain(first.name);
  if (first.size) expect(body.error).toContain(`size ${first.size}`);
  expect(body.error).toContain(
    lines[0]!.available === 0
      ? 'is sold out'
      : `Only ${lines[0]!.available} pair${lines[0]!.available === 1 ? '' : 's'}`,
  );
}

const stockAudits = (productId: number) =>
  queryRows<{
    staff_id: number | null;
    before: { availability: number };
    after: { availability: number; cause: string };
  }>(
    db(),
    sql`select staff_id, before, after from audit_log
        where action = 'stock.change' and entity_type = 'product' and entity_id = ${String(productId)}
        order by id`,
  );

const orderRow = async (id: number) =>
  (
    await queryRows<{ status: string; stock_taken_at: Date | string | null }>(
      db(),
      sql`select status, stock_taken_at from orders where id = ${id}`,
    )
  )[0]!;

const ordersCount = async () =>
  Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from orders`))[0]!.n);

async function placeWithoutPayment(who: SignedInShopper) {
  return call(who, 'POST', '/ecommerce/order/place/?country_code=us&without_payment=true', {});
}

async function payCard(secret: string, card: string = TEST_CARDS.succeeds) {
  return call(null, 'POST', '/payments/test/confirm/', {
    client_secret: secret,
    card: { number: card, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    billing_details: { name: 'Ada Buyer' },
  });
}

async function record(who: SignedInShopper, orderId: number, secret: string) {
  return call(who, 'POST', '/ecommerce/payment-record/create/', {
    payment_intent_id: secret.split('_secret_')[0],
    order_id: orderId,
  });
}

describe('the cart refuses more than is on hand', () => {
  let buyer: SignedInShopper;
  beforeEach(async () => {
    buyer = await signedInShopper(t.app);
    await setStock(10, 4, 0);
  });

  it('cart add counts what the cart holds; the refusal names the line and changes nothing', async () => {
    expect((await add(buyer, stocked[0]!, 6)).statusCode).toBe(201);
    await expectShort(await add(buyer, stocked[0]!, 5), [
      { product_id: stocked[0]!, requested: 11, available: 10 },
    ]);
    expect(await cartOf(buyer)).toEqual([[stocked[0]!, 6]]);
    expect((await add(buyer, stocked[0]!, 4)).statusCode).toBe(201);
    await expectShort(await add(buyer, stocked[2]!, 1), [
      { product_id: stocked[2]!, requested: 1, available: 0 },
    ]);
    expect(await cartOf(buyer)).toEqual([[stocked[0]!, 10]]);
  });

  it('cart update refuses a quantity above the stock and keeps the line', async () => {
    const line = (await add(buyer, stocked[1]!, 2)).json() as { id: number };
    await expectShort(
      await call(buyer, 'PATCH', `/ecommerce/cart/items/${line.id}/update/`, { quantity: 5 }),
      [{ product_id: stocked[1]!, requested: 5, available: 4 }],
    );
    const ok = await call(buyer, 'PATCH', `/ecommerce/cart/items/${line.id}/update/`, {
      quantity: 4,
    });
    expect(ok.json()).toEqual({ id: line.id, quantity: 4 });
    const missing = await call(buyer, 'PATCH', '/ecommerce/cart/items/999999/update/', {
      quantity: 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('add-many (quick order, the size-run grid) is all or nothing and lists every short line', async () => {
    await add(buyer, stocked[1]!, 3);
    const res = await call(buyer, 'POST', '/ecommerce/cart/add-many/', {
      items: [
        { product_id: stocked[0]!, quantity: 2 },
        { product_id: stocked[1]!, quantity: 2 },
        { product_id: stocked[2]!, quantity: 1 },
        { product_id: unlimited, quantity: 50 },
      ],
    });
    await expectShort(res, [
      { product_id: stocked[1]!, requested: 5, available: 4 },
      { product_id: stocked[2]!, requested: 1, available: 0 },
    ]);
    expect(await cartOf(buyer)).toEqual([[stocked[1]!, 3]]);
    const fits = await call(buyer, 'POST', '/ecommerce/cart/add-many/', {
      items: [
        { product_id: stocked[0]!, quantity: 2 },
        { product_id: stocked[1]!, quantity: 1 },
      ],
    });
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('an unlimited group takes any quantity, as before, whatever its availability says', async () => {
    expect((await add(buyer, unlimited, 40)).statusCode).toBe(201);
    const line = (await add(buyer, unlimited, 40)).json() as { id: number; quantity: number };
    expect(line.quantity).toBe(80);
    expect(
      (await call(buyer, 'PATCH', `/ecommerce/cart/items/${line.id}/update/`, { quantity: 500 }))
        .statusCode,
    ).toBe(200);
    const placed = await placeWithoutPayment(buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await availability(unlimited)).toBe(5);
    const order = (await call(buyer, 'GET', `/ecommerce/orders/${placed.json().order_id}/`)).json();
    expect(order.items[0]).toMatchObject({ sale_mode: 'unlimited', quantity: 500 });
    expect((await orderRow(placed.json().order_id)).stock_taken_at).toBeNull();
  });

  it('cart items say how their group is sold', async () => {
    await add(buyer, stocked[0]!, 1);
    const res = await call(buyer, 'GET', '/ecommerce/cart/items/?country_code=us');
    expect(res.json().cartItems[0]).toMatchObject({
      sale_mode: 'stock',
      ships_from: null,
      ships_by: null,
      productAvailability: '10 Left',
    });
  });
});

describe('placing an order takes the pairs', () => {
  let buyer: SignedInShopper;
  beforeEach(async () => {
    buyer = await signedInShopper(t.app);
    await setStock(10, 4, 0);
  });

  it('takes each stock line’s pairs in the placement, keeps the sale mode, audits the cause', async () => {
    await add(buyer, stocked[0]!, 6);
    await add(buyer, stocked[1]!, 4);
    await add(buyer, unlimited, 3);
    const placed = await placeWithoutPayment(buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order_id as number;
    expect([await availability(stocked[0]!), await availability(stocked[1]!)]).toEqual([4, 0]);
    expect(await availability(unlimited)).toBe(5);
    const order = (await call(buyer, 'GET', `/ecommerce/orders/${orderId}/`)).json();
    expect(
      order.items.map((i: { product_id: number; sale_mode: string }) => [
        i.product_id,
        i.sale_mode,
      ]),
    ).toEqual([
      [stocked[0]!, 'stock'],
      [stocked[1]!, 'stock'],
      [unlimited, 'unlimited'],
    ]);
    expect((await orderRow(orderId)).stock_taken_at).not.toBeNull();
    expect((await stockAudits(stocked[0]!)).at(-1)).toEqual({
      staff_id: null,
      before: { availability: 10 },
      after: { availability: 4, cause: `order ${orderId} placed`, order_id: orderId },
    });
  });

  it('refuses a cart holding more than is left now (stock fell since it was added), placing nothing', async () => {
    await add(buyer, stocked[0]!, 8);
    await add(buyer, stocked[1]!, 2);
    await setStock(5, 4, 0);
    const before = await ordersCount();
    const res = await placeWithoutPayment(buyer);
    await expectShort(res, [{ product_id: stocked[0]!, requested: 8, available: 5 }]);
    expect((res.json() as { error: string }).error).toContain('Your order was not placed');
    expect(await ordersCount()).toBe(before);
    expect([await availability(stocked[0]!), await availability(stocked[1]!)]).toEqual([5, 4]);
    expect(await cartOf(buyer)).toEqual([
      [stocked[0]!, 8],
      [stocked[1]!, 2],
    ]);
  });

  it('order-now takes its one line, or refuses it with the 409', async () => {
    const short = await call(
      buyer,
      'POST',
      '/ecommerce/order-now/?country_code=us&without_payment=true',
      {
        product_id: stocked[1]!,
        quantity: 5,
      },
    );
    await expectShort(short, [{ product_id: stocked[1]!, requested: 5, available: 4 }]);
    const ok = await call(
      buyer,
      'POST',
      '/ecommerce/order-now/?country_code=us&without_payment=true',
      {
        product_id: stocked[1]!,
        quantity: 3,
      },
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await availability(stocked[1]!)).toBe(1);
  });

  it('reorder puts an order back only while the stock covers it', async () => {
    await add(buyer, stocked[0]!, 6);
    const placed = await placeWithoutPayment(buyer);
    const orderId = placed.json().order_id as number;
    expect(await availability(stocked[0]!)).toBe(4);
    const res = await call(buyer, 'POST', `/ecommerce/orders/${orderId}/reorder/`);
    await expectShort(res, [{ product_id: stocked[0]!, requested: 6, available: 4 }]);
    expect(await cartOf(buyer)).toEqual([]);
    await db().execute(sql`update products set availability = 6 where id = ${stocked[0]!}`);
    expect((await call(buyer, 'POST', `/ecommerce/orders/${orderId}/reorder/`)).statusCode).toBe(
      201,
    );
  });

  it('answers the database check’s refusal as the same 409, never a 500', async () => {
    await add(buyer, stocked[0]!, 2);
    // Code that errs: a trigger takes 1000 more pairs than the placement asks, so the
    // database's check (availability >= 0) refuses the update.
    await db().execute(sql`create function test_overtake() returns trigger language plpgsql as $$
      begin new.availability := new.availability - 1000; return new; end $$`);
    await db().execute(sql`create trigger test_overtake before update of availability on products
      for each row when (new.availability < old.availability) execute function test_overtake()`);
    try {
      const before = await ordersCount();
      const res = await placeWithoutPayment(buyer);
      await expectShort(res, [{ product_id: stocked[0]!, requested: 2, available: 10 }]);
      expect(await ordersCount()).toBe(before);
    } finally {
      await db().execute(sql`drop trigger test_overtake on products`);
      await db().execute(sql`drop function test_overtake()`);
    }
    expect(await availability(stocked[0]!)).toBe(10);
  });
});

describe('the pairs come back exactly once', () => {
  let buyer: SignedInShopper;
  beforeEach(async () => {
    buyer = await signedInShopper(t.app);
    // The holds of earlier tests' orders end first, so each test starts from the stock set here.
    now = new Date(Date.now() + 24 * 60 * 60_000);
    await t.app.jobs.drain({ queues: [STOCK_HOLD_QUEUE] });
    await setStock(10, 4, 0);
    now = new Date();
  });

  it('when staff cancel the order (audited as that staff member); a second cancel gives nothing', async () => {
    await add(buyer, stocked[0]!, 7);
    const orderId = (await placeWithoutPayment(buyer)).json().order_id as number;
    expect(await availability(stocked[0]!)).toBe(3);
    const cancel = await call(owner, 'POST', `/admin/orders/${orderId}/cancel/`, {
      reason: 'The buyer asked',
      version: 1,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await availability(stocked[0]!)).toBe(10);
    expect((await stockAudits(stocked[0]!)).at(-1)).toEqual({
      staff_id: owner.staffId,
      before: { availability: 3 },
      after: { availability: 10, cause: `order ${orderId} cancelled`, order_id: orderId },
    });
    const again = await call(owner, 'POST', `/admin/orders/${orderId}/cancel/`, {
      reason: 'Again',
      version: 2,
    });
    expect(again.statusCode).toBe(409);
    expect(await availability(stocked[0]!)).toBe(10);
  });

  it('when the card is declined; paying again takes them again', async () => {
    await add(buyer, stocked[1]!, 3);
    const placed = (
      await call(buyer, 'POST', '/ecommerce/order/place/?country_code=us', {})
    ).json() as { order_id: number; payment_client_secret: string };
    expect(await availability(stocked[1]!)).toBe(1);
    expect((await payCard(placed.payment_client_secret, TEST_CARDS.declined)).statusCode).toBe(402);
    expect((await orderRow(placed.order_id)).status).toBe('payment_failed');
    expect(await availability(stocked[1]!)).toBe(4);
    expect((await stockAudits(stocked[1]!)).at(-1)?.after.cause).toBe(
      `order ${placed.order_id} payment failed`,
    );
    // A second decline gives nothing more back.
    expect((await payCard(placed.payment_client_secret, TEST_CARDS.declined)).statusCode).toBe(402);
    expect(await availability(stocked[1]!)).toBe(4);

    // Pay Now again reuses the order and takes its pairs again, then the payment goes through.
    const again = await call(buyer, 'POST', '/ecommerce/order/place/?country_code=us', {});
    expect(again.json().order_id).toBe(placed.order_id);
    expect(await availability(stocked[1]!)).toBe(1);
    expect((await payCard(placed.payment_client_secret)).statusCode).toBe(200);
    expect((await record(buyer, placed.order_id, placed.payment_client_secret)).statusCode).toBe(
      201,
    );
    expect((await orderRow(placed.order_id)).status).toBe('paid');
    expect(await availability(stocked[1]!)).toBe(1);
  });

  it('paying again on the same payment takes them again, or, sold meanwhile, cancels and refunds', async () => {
    await add(buyer, stocked[0]!, 6);
    const first = (
      await call(buyer, 'POST', '/ecommerce/order/place/?country_code=us', {})
    ).json() as { order_id: number; payment_client_secret: string };
    await payCard(first.payment_client_secret, TEST_CARDS.declined);
    expect(await availability(stocked[0]!)).toBe(10);
    await payCard(first.payment_client_secret);
    expect((await record(buyer, first.order_id, first.payment_client_secret)).statusCode).toBe(201);
    expect((await orderRow(first.order_id)).status).toBe('paid');
    expect(await availability(stocked[0]!)).toBe(4);

    const other = await signedInShopper(t.app);
    await add(other, stocked[1]!, 4);
    const second = (
      await call(other, 'POST', '/ecommerce/order/place/?country_code=us', {})
    ).json() as { order_id: number; payment_client_secret: string };
    await payCard(second.payment_client_secret, TEST_CARDS.declined);
    // Someone else buys the last pairs before the retried card goes through.
    const rival = await signedInShopper(t.app);
    await add(rival, stocked[1]!, 4);
    expect((await placeWithoutPayment(rival)).statusCode).toBe(201);
    await payCard(second.payment_client_secret);
    expect((await record(other, second.order_id, second.payment_client_secret)).statusCode).toBe(
      201,
    );
    const order = (await call(other, 'GET', `/ecommerce/orders/${second.order_id}/`)).json();
    expect(order.status).toBe('cancelled');
    expect(order.cancel_reason).toContain('sold out');
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 40 })]);
    expect(await availability(stocked[1]!)).toBe(0);
  });

  it('when an unpaid card order outlives STOCK_HOLD_MINUTES: the job cancels it and mails the buyer, once', async () => {
    await add(buyer, stocked[0]!, 5);
    const placed = (
      await call(buyer, 'POST', '/ecommerce/order/place/?country_code=us', {})
    ).json() as { order_id: number };
    expect(await availability(stocked[0]!)).toBe(5);
    const hold = t.config.stockHoldMinutes;
    expect(hold).toBe(30);
    const drainAt = (at: Date) => {
      now = at;
      return t.app.jobs.drain({ queues: [STOCK_HOLD_QUEUE] });
    };
    expect(await drainAt(new Date(Date.now() + (hold - 1) * 60_000))).toBe(0);
    expect((await orderRow(placed.order_id)).status).toBe('awaiting_payment');
    expect(await drainAt(new Date(Date.now() + (hold + 1) * 60_000))).toBeGreaterThanOrEqual(1);
    const order = (await call(buyer, 'GET', `/ecommerce/orders/${placed.order_id}/`)).json();
    expect(order.status).toBe('cancelled');
    expect(order.cancel_reason).toBe(
      'It was not paid within 30 minutes, so the pairs held for it went back on sale.',
    );
    expect(await availability(stocked[0]!)).toBe(10);
    expect((await stockAudits(stocked[0]!)).at(-1)?.after.cause).toBe(
      `order ${placed.order_id} hold expired`,
    );
    const mails = await queryRows<{ subject: string; text: string }>(
      db(),
      sql`select subject, text from mail_outbox where "to" = ${buyer.email} order by id`,
    );
    expect(mails.at(-1)?.subject).toBe(
      `Order #${placed.order_id} has been cancelled: not paid in time`,
    );
    expect(mails.at(-1)?.text).toContain('was not paid within 30 minutes');
    // Exactly once: running the job again (a retry, a second worker) changes nothing.
    await t.app.jobs.drain({ queues: [STOCK_HOLD_QUEUE] });
    const { expireHold } = await import('../orders/stock-hold.ts');
    expect(await expireHold(db(), placed.order_id, now, hold, t.config.publicUrl)).toBe(false);
    expect(await availability(stocked[0]!)).toBe(10);
    // A late payment on the cancelled order is refunded, and takes no stock.
  });

  it('a paid order keeps its pairs when its hold’s time comes', async () => {
    await add(buyer, stocked[1]!, 2);
    const placed = (
      await call(buyer, 'POST', '/ecommerce/order/place/?country_code=us', {})
    ).json() as { order_id: number; payment_client_secret: string };
    await payCard(placed.payment_client_secret);
    await record(buyer, placed.order_id, placed.payment_client_secret);
    now = new Date(Date.now() + 31 * 60_000);
    await t.app.jobs.drain({ queues: [STOCK_HOLD_QUEUE] });
    expect((await orderRow(placed.order_id)).status).toBe('paid');
    expect(await availability(stocked[1]!)).toBe(2);
  });

  describe('an order submitted without payment (issue 41 item 2, decision 161)', () => {
    const expire = async () => {
      now = new Date(Date.now() + (t.config.stockHoldMinutes + 1) * 60_000);
      return t.app.jobs.drain({ queues: [STOCK_HOLD_QUEUE] });
    };
    const adminOrder = async (id: number) =>
      (await call(owner, 'GET', `/admin/orders/${id}/`)).json() as {
        version: number;
        status: string;
        lines: { id: number }[];
        events: { type: string; data: { reason?: string } }[];
      };
    const confirm = async (id: number) =>
      call(owner, 'POST', `/admin/orders/${id}/confirm/`, {
        shipping_charge: '0',
        version: (await adminOrder(id)).version,
      });

    it('by a company without net terms gives its pairs back after STOCK_HOLD_MINUTES, stays in review, and takes them again when confirmed', async () => {
      await add(buyer, stocked[1]!, 3);
      const orderId = (await placeWithoutPayment(buyer)).json().order_id as number;
      expect(await availability(stocked[1]!)).toBe(1);
      now = new Date(Date.now() + (t.config.stockHoldMinutes - 1) * 60_000);
      expect(await t.app.jobs.drain({ queues: [STOCK_HOLD_QUEUE] })).toBe(0);
      expect(await availability(stocked[1]!)).toBe(1);

      expect(await expire()).toBeGreaterThanOrEqual(1);
      expect(await orderRow(orderId)).toEqual({ status: 'submitted', stock_taken_at: null });
      expect(await availability(stocked[1]!)).toBe(4);
      expect((await stockAudits(stocked[1]!)).at(-1)?.after.cause).toBe(
        `order ${orderId} hold expired`,
      );
      // The buyer's timeline says why; the order is still the provider's to confirm.
      const seen = (await call(buyer, 'GET', `/ecommerce/orders/${orderId}/`)).json() as {
        status: string;
        events: { type: string; data: { reason?: string } }[];
      };
      expect(seen.status).toBe('submitted');
      expect(seen.events.at(-1)).toMatchObject({
        type: 'stock_released',
        data: {
          reason:
            'It was not paid within 30 minutes, so the pairs held for it went back on sale; they are taken again when the order is confirmed.',
        },
      });
      // Once: running the job again gives nothing more back.
      await expire();
      expect(await availability(stocked[1]!)).toBe(4);

      const confirmed = await confirm(orderId);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await availability(stocked[1]!)).toBe(1);
      expect((await stockAudits(stocked[1]!)).at(-1)).toMatchObject({
        staff_id: owner.staffId,
        after: { availability: 1, cause: `order ${orderId} confirmed after its hold ended` },
      });
      // Cancelling the confirmed order gives them back, once.
      const cancelled = await call(owner, 'POST', `/admin/orders/${orderId}/cancel/`, {
        reason: 'The buyer asked',
        version: (await adminOrder(orderId)).version,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await availability(stocked[1]!)).toBe(4);
    });

    it('confirming one whose pairs have gone meanwhile is refused and changes nothing; amended to what is left, it is confirmed', async () => {
      await add(buyer, stocked[1]!, 3);
      const orderId = (await placeWithoutPayment(buyer)).json().order_id as number;
      await expire();
      const rival = await signedInShopper(t.app);
      await add(rival, stocked[1]!, 2);
      expect((await placeWithoutPayment(rival)).statusCode).toBe(201);
      expect(await availability(stocked[1]!)).toBe(2);

      const before = await adminOrder(orderId);
      const refused = await confirm(orderId);
      await expectShort(refused, [{ product_id: stocked[1]!, requested: 3, available: 2 }]);
      expect(refused.json().error).toMatch(
        /The order was not confirmed: amend its lines to the pairs left, or cancel it\.$/,
      );
      expect(await adminOrder(orderId)).toMatchObject({
        status: 'submitted',
        version: before.version,
      });
      expect(await availability(stocked[1]!)).toBe(2);

      // An amendment of an order holding nothing moves no stock; confirming takes the new pairs.
      const amended = await call(owner, 'PATCH', `/admin/orders/${orderId}/lines/`, {
        lines: [{ id: before.lines[0]!.id, quantity: 2 }],
        note: 'Only two pairs are left',
        version: before.version,
      });
      expect(amended.statusCode, amended.body).toBe(200);
      expect(await availability(stocked[1]!)).toBe(2);
      expect((await confirm(orderId)).statusCode).toBe(200);
      expect(await availability(stocked[1]!)).toBe(0);
    });

    it('on account (net terms) holds its pairs until it is confirmed or cancelled', async () => {
      const group = await call(owner, 'POST', '/admin/customer-groups/', {
        name: `Account ${buyer.userId}`,
        net_days: 30,
      });
      expect(group.statusCode, group.body).toBe(201);
      const company = (await call(buyer, 'GET', '/ecommerce/company/')).json().id as number;
      const assigned = await call(owner, 'PUT', `/admin/customers/${company}/group/`, {
        group_id: group.json().id,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      await add(buyer, stocked[1]!, 2);
      const orderId = (await placeWithoutPayment(buyer)).json().order_id as number;
      now = new Date(Date.now() + 24 * 60 * 60_000);
      await t.app.jobs.drain({ queues: [STOCK_HOLD_QUEUE] });
      expect((await orderRow(orderId)).status).toBe('submitted');
      expect((await orderRow(orderId)).stock_taken_at).not.toBeNull();
      expect(await availability(stocked[1]!)).toBe(2);
    });
  });
});

describe('staff and stock', () => {
  beforeEach(async () => {
    await setStock(10, 4, 0);
  });

  it('a staff edit of a stock product’s availability is audited with its cause', async () => {
    const view = (await call(owner, 'GET', `/admin/catalogue/products/${stocked[2]!}/`)).json();
    const put = await call(owner, 'PUT', `/admin/catalogue/products/${stocked[2]!}/`, {
      ...view,
      availability: 12,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await stockAudits(stocked[2]!)).at(-1)).toEqual({
      staff_id: owner.staffId,
      before: { availability: 0 },
      after: { availability: 12, cause: 'staff edit', order_id: null },
    });
    // Unchanged stock, or a product of an unlimited group: no stock record.
    const count = (await stockAudits(stocked[2]!)).length;
    await call(owner, 'PUT', `/admin/catalogue/products/${stocked[2]!}/`, {
      ...view,
      availability: 12,
    });
    expect((await stockAudits(stocked[2]!)).length).toBe(count);
    const plain = (await call(owner, 'GET', `/admin/catalogue/products/${unlimited}/`)).json();
    await call(owner, 'PUT', `/admin/catalogue/products/${unlimited}/`, {
      ...plain,
      availability: 1,
    });
    expect(await stockAudits(unlimited)).toEqual([]);
  });

  it('lists the stock group’s low products on the dashboard’s list, by the owner’s line', async () => {
    const support = await signedInStaff(t.app, 'support');
    const list = async () => {
      const res = await call(support, 'GET', '/admin/catalogue/low-stock/');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        low_stock_pairs: number;
        count: number;
        results: { id: number; availability: number; item_group_id: number }[];
      };
    };
    const first = await list();
    expect(first.low_stock_pairs).toBe(6);
    expect(first.results.map((r) => [r.id, r.availability])).toEqual([
      [stocked[2]!, 0],
      [stocked[1]!, 4],
    ]);
    expect(first.count).toBe(first.results.length);
    expect(first.results.every((r) => r.item_group_id === stockGroup)).toBe(true);

    expect(
      (await call(support, 'PUT', '/admin/settings/stock/', { low_stock_pairs: 10 })).statusCode,
    ).toBe(403);
    const bad = await call(owner, 'PUT', '/admin/settings/stock/', { low_stock_pairs: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/whole number of pairs/);
    const set = await call(owner, 'PUT', '/admin/settings/stock/', { low_stock_pairs: 10 });
    expect(set.json()).toEqual({ low_stock_pairs: 10 });
    expect((await call(owner, 'GET', '/admin/settings/stock/')).json()).toEqual({
      low_stock_pairs: 10,
    });
    expect((await list()).results.map((r) => r.id)).toEqual([
      stocked[2]!,
      stocked[1]!,
      stocked[0]!,
    ]);
    await call(owner, 'PUT', '/admin/settings/stock/', { low_stock_pairs: 6 });
  });
});
