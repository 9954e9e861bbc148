// Placing orders and paying them with the built-in test card processor: snapshots, idempotency,
// concurrency, the payment record's checks, and every call scoped to the signed-in shopper.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { toMinorUnits } from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, firstProductIds, signedInShopper } from '../../test/shoppers.ts';
import { TEST_CARD_MESSAGES } from '../payments/test-cards.ts';
import type { OrderDto } from '@solestock/domain/order-payloads';

let t: TestApp;
let alice: { userId: number; cookie: string };
let bob: { userId: number; cookie: string };
let productIds: number[];

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 20 });
  alice = await signedInShopper(t.app);
  bob = await signedInShopper(t.app);
  productIds = await firstProductIds(t.database.db, 4);
});
afterAll(async () => {
  await t?.close();
});

type Shopper = { cookie: string };
const call = callerOf(() => t.app);

async function fillCart(who: Shopper, lines: [number, number][]) {
  const cart = (await call(who, 'GET', '/ecommerce/cart/items/?country_code=gb')).json();
  if (cart.cartItems.length) {
    await call(who, 'DELETE', '/ecommerce/cart/items/delete/', {
      cart_item_ids: cart.cartItems.map((i: { id: number }) => i.id),
    });
  }
  for (const [product_id, quantity] of lines) {
    expect(
      (await call(who, 'POST', '/ecommerce/cart/add/', { product_id, quantity })).statusCode,
    ).toBe(201);
  }
}

const cartItems = async (who: Shopper) =>
  (await call(who, 'GET', '/ecommerce/cart/items/?country_code=gb')).json().cartItems as unknown[];
const order = async (who: Shopper, id: number) => {
  const res = await call(who, 'GET', `/ecommerce/orders/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderDto;
};
const countOrders = async (userId: number) =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from orders where user_id = ${userId}`,
      )
    )[0]!.n,
  );
const pay = (secret: string, number = '4242 4242 4242 4242') =>
  call(null, 'POST', '/payments/test/confirm/', {
    client_secret: secret,
    card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    billing_details: { name: 'Ada Buyer' },
  });
const record = (who: Shopper, orderId: number, intentId: string, extra: object = {}) =>
  call(who, 'POST', '/ecommerce/payment-record/create/', {
    payment_intent_id: intentId,
    order_id: orderId,
    amount: 1,
    currency: 'usd',
    capture_method: 'automatic',
    status: 'succeeded',
    payment_method: 'card',
    livemode: false,
    ...extra,
  });

describe('orders', () => {
  beforeEach(async () => {
    await fillCart(alice, [
      [productIds[0]!, 30],
      [productIds[1]!, 120],
    ]);
  });

  it('answers 401 to every order and payment-record call without a session', async () => {
    for (const res of await Promise.all([
      call(null, 'POST', '/ecommerce/order/place/?country_code=gb'),
      call(null, 'POST', '/ecommerce/order-now/?country_code=gb', {
        product_id: productIds[0],
        quantity: 1,
      }),
      call(null, 'POST', '/ecommerce/payment-record/create/', {
        payment_intent_id: 'x',
        order_id: 1,
      }),
      call(null, 'GET', '/ecommerce/orders/'),
      call(null, 'GET', '/ecommerce/orders/1/'),
    ])) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('submits the cart without payment: snapshots each line and empties the cart', async () => {
    const checkout = (await call(alice, 'GET', '/ecommerce/cart/checkout/?country_code=us')).json();
    const cart = (await call(alice, 'GET', '/ecommerce/cart/items/?country_code=us')).json();
    const res = await call(
      alice,
      'POST',
      '/ecommerce/order/place/?country_code=us&without_payment=true',
      {
        total: 0.01,
        status: 'paid',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json())).toEqual(['order_id']);
    expect(await cartItems(alice)).toEqual([]);

    const placed = await order(alice, res.json().order_id);
    expect(placed.status).toBe('submitted');
    expect(placed.total).toBe(checkout.total_price.amount);
    expect(placed.currency).toBe('usd');
    expect(placed.items.map((i) => [i.product_id, i.quantity, i.converted_unit_price])).toEqual(
      cart.cartItems.map(
        (c: {
          productId: number;
          productQty: number;
          productConvertedPrice: { amount: number };
        }) => [c.productId, c.productQty, c.productConvertedPrice.amount],
      ),
    );
    expect(placed.items.every((i) => i.conversion_rate > 0 && i.unit_price > 0)).toBe(true);

    // A later price change leaves the placed order as it was.
    await t.database.db.execute(
      sql`update products set selling_price = selling_price * 3 where id = ${productIds[0]!}`,
    );
    await t.database.db.execute(
      sql`update price_slabs set selling_price = selling_price * 3 where product_id = ${productIds[0]!}`,
    );
    expect((await order(alice, placed.id)).total).toBe(placed.total);
  });

  it('places a cart for payment: a client secret, the order awaits payment, the cart stays', async () => {
    const res = await call(alice, 'POST', '/ecommerce/order/place/?country_code=gb');
    expect(res.statusCode).toBe(201);
    expect(res.json().payment_client_secret).toMatch(/^pi_test_\w+_secret_/);
    expect((await order(alice, res.json().order_id)).status).toBe('awaiting_payment');
    expect(await cartItems(alice)).toHaveLength(2);
  });

  it('makes one order of several concurrent placements of one cart', async () => {
    const before = await countOrders(alice.userId);
    const paid = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(alice, 'POST', '/ecommerce/order/place/?country_code=ca'),
      ),
    );
    expect(paid.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(paid.map((r) => r.json().order_id)).size).toBe(1);
    expect(new Set(paid.map((r) => r.json().payment_client_secret)).size).toBe(1);
    expect(await countOrders(alice.userId)).toBe(before + 1);

    const submitted = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(alice, 'POST', '/ecommerce/order/place/?country_code=ca&without_payment=true'),
      ),
    );
    expect(submitted.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of submitted.filter((s) => s.statusCode !== 201))
      expect(r.json().code).toBe('cart_empty');
    expect(await countOrders(alice.userId)).toBe(before + 2);
  });

  it('returns the first order for a repeated Idempotency-Key', async () => {
    const before = await countOrders(alice.userId);
    const key = { 'idempotency-key': `place-${Date.now()}` };
    const first = await call(
      alice,
      'POST',
      '/ecommerce/order/place/?country_code=gb&without_payment=true',
      undefined,
      key,
    );
    expect(first.statusCode).toBe(201);
    await fillCart(alice, [[productIds[2]!, 5]]);
    const repeat = await call(
      alice,
      'POST',
      '/ecommerce/order/place/?country_code=gb&without_payment=true',
      undefined,
      key,
    );
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().order_id).toBe(first.json().order_id);
    expect(await cartItems(alice)).toHaveLength(1);

    const nowKey = { 'idempotency-key': `now-${Date.now()}` };
    const body = { product_id: productIds[3], quantity: 40 };
    const n1 = await call(alice, 'POST', '/ecommerce/order-now/?country_code=gb', body, nowKey);
    const n2 = await call(alice, 'POST', '/ecommerce/order-now/?country_code=gb', body, nowKey);
    expect(n2.json()).toEqual(n1.json());
    expect(await countOrders(alice.userId)).toBe(before + 2);
    expect(
      (
        await call(alice, 'POST', '/ecommerce/order/place/?country_code=gb', undefined, {
          'idempotency-key': 'has space',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('orders one product with ORDER NOW, leaving the cart alone', async () => {
    const res = await call(
      alice,
      'POST',
      '/ecommerce/order-now/?country_code=gb&without_payment=true',
      {
        product_id: productIds[2],
        quantity: 250,
        price: 0.01,
      },
    );
    expect(res.statusCode).toBe(201);
    const placed = await order(alice, res.json().order_id);
    expect(placed).toMatchObject({ status: 'submitted', source: 'order_now', items_count: 1 });
    expect(placed.items[0]).toMatchObject({ product_id: productIds[2], quantity: 250 });
    expect(placed.total).toBe(Math.round(placed.items[0]!.converted_unit_price * 250 * 100) / 100);
    expect(await cartItems(alice)).toHaveLength(2);
    for (const bad of [
      { product_id: productIds[2], quantity: 0 },
      { product_id: productIds[2] },
      { quantity: 3 },
    ]) {
      expect(
        (await call(alice, 'POST', '/ecommerce/order-now/?country_code=gb', bad)).statusCode,
      ).toBe(400);
    }
    expect(
      (
        await call(alice, 'POST', '/ecommerce/order-now/?country_code=gb', {
          product_id: 99_999_999,
          quantity: 3,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('pays with 4242: the record marks the order paid once, and the cart empties', async () => {
    const placed = (await call(alice, 'POST', '/ecommerce/order/place/?country_code=gb')).json();
    const confirm = await pay(placed.payment_client_secret);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const intent = confirm.json().paymentIntent;
    const o = await order(alice, placed.order_id);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: toMinorUnits(o.total, 'gbp'),
      currency: 'gbp',
      payment_method_types: ['card'],
      livemode: false,
    });

    // Several racing records (the browser's and a retry): one 201, the rest 200, one payment.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => record(alice, placed.order_id, intent.id)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payments where order_id = ${placed.order_id}`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
    expect((await order(alice, placed.order_id)).status).toBe('paid');
    expect(await cartItems(alice)).toEqual([]);
    // Paying again never charges twice.
    expect((await pay(placed.payment_client_secret)).json().paymentIntent.status).toBe('succeeded');
  });

  it('records a payment the processor took but the store never heard of before placing the cart again, so no pair is bought twice', async () => {
    // Paid at the processor; the record call lost (an outage, a closed tab).
    const first = (await call(alice, 'POST', '/ecommerce/order/place/?country_code=gb')).json();
    const confirm = await pay(first.payment_client_secret);
    expect(confirm.json().paymentIntent.status).toBe('succeeded');
    expect((await order(alice, first.order_id)).status).toBe('awaiting_payment');
    const cartBefore = (await cartItems(alice)).length;
    expect(cartBefore).toBe(2);

    // The shopper adds a product and places the cart again.
    expect(
      (
        await call(alice, 'POST', '/ecommerce/cart/add/', {
          product_id: productIds[2],
          quantity: 30,
        })
      ).statusCode,
    ).toBe(201);
    const second = await call(alice, 'POST', '/ecommerce/order/place/?country_code=gb');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().order_id).not.toBe(first.order_id);

    // The first order is paid, once, and the new one holds only the line not paid for.
    expect((await order(alice, first.order_id)).status).toBe('paid');
    const payments = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payments where order_id = ${first.order_id}`,
    );
    expect(Number(payments[0]!.n)).toBe(1);
    const lines = (await order(alice, second.json().order_id)).items.map((l) => l.product_id);
    expect(lines).toEqual([productIds[2]]);
    // The browser's late record of the first payment finds it recorded: the same record, 200.
    const late = await record(alice, first.order_id, confirm.json().paymentIntent.id);
    expect(late.statusCode, late.body).toBe(200);
  });

  it('charges yen in whole yen', async () => {
    const placed = (await call(alice, 'POST', '/ecommerce/order/place/?country_code=jp')).json();
    const o = await order(alice, placed.order_id);
    expect(Number.isInteger(o.total)).toBe(true);
    const intent = (await pay(placed.payment_client_secret)).json().paymentIntent;
    expect(intent).toMatchObject({ currency: 'jpy', amount: o.total });
    expect((await record(alice, placed.order_id, intent.id)).statusCode).toBe(201);
  });

  it('shows a declined card its message and leaves the order unpaid; a good card then pays it', async () => {
    const placed = (await call(alice, 'POST', '/ecommerce/order/place/?country_code=gb')).json();
    const declined = await pay(placed.payment_client_secret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(TEST_CARD_MESSAGES.declined);
    const broke = await pay(placed.payment_client_secret, '4000 0000 0000 9995');
    expect(broke.json().error.message).toBe(TEST_CARD_MESSAGES.insufficientFunds);
    const luhn = await pay(placed.payment_client_secret, '4242 4242 4242 4241');
    expect(luhn.json().error.message).toBe(TEST_CARD_MESSAGES.invalidNumber);
    expect((await order(alice, placed.order_id)).status).toBe('payment_failed');

    const intentId = (placed.payment_client_secret as string).split('_secret_')[0]!;
    expect((await record(alice, placed.order_id, intentId)).statusCode).toBe(400);
    expect((await order(alice, placed.order_id)).status).toBe('payment_failed');

    // Pay Now again reuses the same unpaid order.
    const again = (await call(alice, 'POST', '/ecommerce/order/place/?country_code=gb')).json();
    expect(again.order_id).toBe(placed.order_id);
    expect((await pay(again.payment_client_secret)).statusCode).toBe(200);
    expect((await record(alice, placed.order_id, intentId)).statusCode).toBe(201);
    expect((await order(alice, placed.order_id)).status).toBe('paid');
  });

  it('refuses forged and mismatched payment records, changing nothing', async () => {
    const first = (await call(alice, 'POST', '/ecommerce/order/place/?country_code=gb')).json();
    const second = (
      await call(alice, 'POST', '/ecommerce/order-now/?country_code=gb', {
        product_id: productIds[3],
        quantity: 30,
      })
    ).json();
    const firstIntent = (await pay(first.payment_client_secret)).json().paymentIntent;

    // An intent that does not exist, one of another order, and a made-up Stripe-looking id.
    expect((await record(alice, first.order_id, 'pi_test_forged')).statusCode).toBe(400);
    expect((await record(alice, first.order_id, 'pi_3Nforged')).statusCode).toBe(400);
    const wrongOrder = await record(alice, second.order_id, firstIntent.id);
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().code).toBe('payment_not_verified');
    // Not yet paid: the second order's own intent has not succeeded.
    const secondIntent = (second.payment_client_secret as string).split('_secret_')[0]!;
    expect((await record(alice, second.order_id, secondIntent)).statusCode).toBe(400);
    expect((await order(alice, second.order_id)).status).toBe('awaiting_payment');

    // The intent's amount no longer matches the order total (an order tampered with after paying).
    await t.database.db.execute(
      sql`update orders set total_minor = total_minor + 1 where id = ${first.order_id}`,
    );
    expect((await record(alice, first.order_id, firstIntent.id)).statusCode).toBe(400);
    expect((await order(alice, first.order_id)).status).toBe('awaiting_payment');
    await t.database.db.execute(
      sql`update orders set total_minor = total_minor - 1 where id = ${first.order_id}`,
    );
    // Amount, status and currency in the body are ignored: the processor's answer counts.
    expect(
      (await record(alice, first.order_id, firstIntent.id, { amount: 1, status: 'failed' }))
        .statusCode,
    ).toBe(201);

    expect((await record(alice, first.order_id, '')).statusCode).toBe(400);
    expect(
      (await call(alice, 'POST', '/ecommerce/payment-record/create/', { order_id: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it("keeps every order the shopper's own", async () => {
    const mine = (await call(alice, 'POST', '/ecommerce/order/place/?country_code=gb')).json();
    const intent = (await pay(mine.payment_client_secret)).json().paymentIntent;

    expect((await call(bob, 'GET', `/ecommerce/orders/${mine.order_id}/`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', '/ecommerce/orders/')).json().orders).toEqual([]);
    const foreign = await record(bob, mine.order_id, intent.id);
    expect(foreign.statusCode).toBe(404);
    expect((await order(alice, mine.order_id)).status).toBe('awaiting_payment');
    expect((await call(bob, 'GET', '/ecommerce/orders/99999999/')).statusCode).toBe(404);
    expect((await call(bob, 'GET', '/ecommerce/orders/abc/')).statusCode).toBe(400);

    const list = (await call(alice, 'GET', '/ecommerce/orders/')).json();
    expect(list.count).toBe(list.orders.length);
    expect(list.orders[0].id).toBe(mine.order_id);
    const times = list.orders.map((o: OrderDto) => o.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('lists the orders without their lines with ?lines=none, each field else the same', async () => {
    const full = (await call(alice, 'GET', '/ecommerce/orders/')).json();
    const bare = await call(alice, 'GET', '/ecommerce/orders/?lines=none');
    expect(bare.statusCode, bare.body).toBe(200);
    const summaries = bare.json();
    expect(summaries.count).toBe(full.count);
    expect(full.orders.some((o: OrderDto) => o.items.length > 1)).toBe(true);
    expect(summaries.orders).toEqual(
      full.orders.map(({ items, ...rest }: OrderDto) => ({ ...rest, items_count: items.length })),
    );
    expect((await call(bob, 'GET', '/ecommerce/orders/?lines=none')).json()).toEqual({
      count: 0,
      orders: [],
    });
    const wrong = await call(alice, 'GET', '/ecommerce/orders/?lines=styles');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/none/);
  });
});
