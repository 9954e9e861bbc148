// The Stripe processor end to end, offline: the real `stripe` client talks to a local fake of
// Stripe's HTTP API, and webhooks carry real signatures made with the client's own test helper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { toMinorUnits } from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import {
  browserStripeOf,
  deliverStripeEvent,
  signedStripeEvent,
  stripeConfigOf,
} from '../../test/stripe-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, firstProductIds, signedInShopper } from '../../test/shoppers.ts';
import { signedInStaff } from '../../test/staff.ts';
import type { OrderDto } from '@solestock/domain/order-payloads';
import type { StripeProcessor } from './stripe.processor.ts';

let fake: FakeStripe;
let t: TestApp;
/** The browser's side: Stripe.js confirms the intent with Stripe directly (here: the fake). */
let browserStripe: Stripe;
let alice: { userId: number; cookie: string };
let bob: { userId: number; cookie: string };
let productIds: number[];

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ itemGroups: 10, config: { stripe: stripeConfigOf(fake) } });
  browserStripe = browserStripeOf(fake);
  alice = await signedInShopper(t.app);
  bob = await signedInShopper(t.app);
  productIds = await firstProductIds(t.database.db, 3);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Shopper = { cookie: string };
const call = callerOf(() => t.app);

/** ORDER NOW of one product: a fresh order awaiting payment, with its intent's secret. */
async function orderNow(who: Shopper, country = 'gb', quantity = 40) {
  const res = await call(who, 'POST', `/ecommerce/order-now/?country_code=${country}`, {
    product_id: productIds[0],
    quantity,
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json() as { order_id: number; payment_client_secret: string };
  const intentId = placed.payment_client_secret.split('_secret_')[0]!;
  return { ...placed, intentId };
}
const order = async (who: Shopper, id: number) =>
  (await call(who, 'GET', `/ecommerce/orders/${id}/`)).json() as OrderDto;
const record = (who: Shopper, orderId: number, intentId: string) =>
  call(who, 'POST', '/ecommerce/payment-record/create/', {
    payment_intent_id: intentId,
    order_id: orderId,
    status: 'succeeded',
  });
const confirmCard = (intentId: string, paymentMethod = 'pm_card_visa') =>
  browserStripe.paymentIntents.confirm(intentId, { payment_method: paymentMethod });
const paymentsOf = async (orderId: number) =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from payments where order_id = ${orderId}`,
      )
    )[0]!.n,
  );

const signedEvent = signedStripeEvent;
const deliver = (event: { payload: string; header?: string }) => deliverStripeEvent(t.app, event);

describe('Stripe processor', () => {
  it('tells the payment screen to use Stripe, with the publishable key', async () => {
    const res = await call(null, 'GET', '/payments/config/');
    expect(res.json()).toEqual({ provider: 'stripe', publishable_key: 'pk_test_solestock_fake' });
    // The test card processor's confirm call is not offered beside Stripe.
    expect((await call(null, 'POST', '/payments/test/confirm/', {})).statusCode).toBe(404);
  });

  it('creates one PaymentIntent per order, in minor units, naming the order', async () => {
    const placed = await orderNow(alice, 'gb');
    const o = await order(alice, placed.order_id);
    const intent = fake.intents.get(placed.intentId)!;
    expect(intent).toMatchObject({
      amount: toMinorUnits(o.total, 'gbp'),
      currency: 'gbp',
      metadata: { order_id: String(placed.order_id) },
      status: 'requires_payment_method',
    });
    expect(placed.payment_client_secret).toBe(intent.client_secret);
  });

  it('charges yen in whole yen (a zero-decimal currency)', async () => {
    const placed = await orderNow(alice, 'jp');
    const o = await order(alice, placed.order_id);
    expect(o.currency).toBe('jpy');
    expect(Number.isInteger(o.total)).toBe(true);
    expect(fake.intents.get(placed.intentId)).toMatchObject({ amount: o.total, currency: 'jpy' });
  });

  it('reuses the intent when the same cart is placed again, and honours the idempotency key', async () => {
    await call(alice, 'POST', '/ecommerce/cart/add/', { product_id: productIds[1], quantity: 25 });
    const before = fake.created;
    const first = (await call(alice, 'POST', '/ecommerce/order/place/?country_code=us')).json();
    const again = (await call(alice, 'POST', '/ecommerce/order/place/?country_code=us')).json();
    expect(again).toEqual(first);
    expect(fake.created).toBe(before + 1);

    // Two creators racing with one key (as two servers would) get one intent from Stripe.
    const processor = t.app.payments as StripeProcessor;
    const input = {
      orderId: first.order_id,
      amount: 5000,
      currency: 'usd',
      idempotencyKey: `k-${Date.now()}`,
    };
    const [a, b] = await Promise.all([
      processor.createIntent(input),
      processor.createIntent(input),
    ]);
    expect(a.id).toBe(b.id);
    expect(fake.created).toBe(before + 2);
  });

  it('payment-record asks Stripe: unpaid is refused, succeeded is recorded once', async () => {
    const placed = await orderNow(alice);
    const early = await record(alice, placed.order_id, placed.intentId);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('This payment has not succeeded.');

    await expect(confirmCard(placed.intentId, 'pm_card_chargeDeclined')).rejects.toThrow(
      'Your card was declined.',
    );
    expect((await record(alice, placed.order_id, placed.intentId)).statusCode).toBe(400);
    expect((await order(alice, placed.order_id)).status).toBe('awaiting_payment');

    await confirmCard(placed.intentId);
    const created = await record(alice, placed.order_id, placed.intentId);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      order_id: placed.order_id,
      payment_intent_id: placed.intentId,
      amount: fake.intents.get(placed.intentId)!.amount,
      currency: 'gbp',
      status: 'succeeded',
    });
    const repeat = await record(alice, placed.order_id, placed.intentId);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().id).toBe(created.json().id);
    expect((await order(alice, placed.order_id)).status).toBe('paid');
    expect(await paymentsOf(placed.order_id)).toBe(1);
  });

  it("refuses another order's intent, an id Stripe does not know, and another shopper", async () => {
    const paid = await orderNow(alice);
    await confirmCard(paid.intentId);
    const other = await orderNow(alice);
    const wrongOrder = await record(alice, other.order_id, paid.intentId);
    expect(wrongOrder.json()).toMatchObject({ error: 'This payment belongs to another order.' });
    const unknown = await record(alice, other.order_id, 'pi_doesnotexist123');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('The payment could not be found with the card processor.');
    expect((await record(bob, paid.order_id, paid.intentId)).statusCode).toBe(404);
    expect((await order(alice, other.order_id)).status).toBe('awaiting_payment');
    expect(await paymentsOf(other.order_id)).toBe(0);
  });

  it('answers 502 when Stripe is down, and the order stays unpaid', async () => {
    const placed = await orderNow(alice);
    await confirmCard(placed.intentId);
    fake.down = true;
    try {
      const res = await record(alice, placed.order_id, placed.intentId);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'payment_processor_unavailable' });
      const place = await call(alice, 'POST', '/ecommerce/order-now/?country_code=gb', {
        product_id: productIds[2],
        quantity: 5,
      });
      expect(place.statusCode).toBe(502);
    } finally {
      fake.down = false;
    }
    expect((await order(alice, placed.order_id)).status).toBe('awaiting_payment');
  });
});

describe('Stripe webhook', () => {
  it('marks the order paid when the browser never posts the payment record', async () => {
    await call(bob, 'POST', '/ecommerce/cart/add/', { product_id: productIds[1], quantity: 12 });
    const placed = (await call(bob, 'POST', '/ecommerce/order/place/?country_code=ca')).json();
    const intentId = (placed.payment_client_secret as string).split('_secret_')[0]!;
    const intent = await confirmCard(intentId);

    const res = await deliver(signedEvent('payment_intent.succeeded', intent));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'paid' });
    expect((await order(bob, placed.order_id)).status).toBe('paid');
    expect(await paymentsOf(placed.order_id)).toBe(1);
    // The paid lines left Bob's cart, as with the browser's record.
    expect(
      (await call(bob, 'GET', '/ecommerce/cart/items/?country_code=ca')).json().cartItems,
    ).toEqual([]);
    // The browser coming back late finds the same payment.
    expect((await record(bob, placed.order_id, intentId)).statusCode).toBe(200);
  });

  it('refuses a tampered body, a wrong secret, an expired signature and a missing header', async () => {
    const placed = await orderNow(alice);
    const intent = await confirmCard(placed.intentId);
    const good = signedEvent('payment_intent.succeeded', intent);

    const tampered = {
      ...good,
      payload: good.payload.replace(`"amount":${intent.amount}`, '"amount":1'),
    };
    expect(tampered.payload).not.toBe(good.payload);
    const wrongSecret = signedEvent('payment_intent.succeeded', intent, { secret: 'whsec_other' });
    const expired = signedEvent('payment_intent.succeeded', intent, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    for (const bad of [tampered, wrongSecret, expired]) {
      const res = await deliver(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error:
          'The Stripe signature of this event is invalid or more than five minutes old, so it was not accepted.',
        code: 'invalid_signature',
      });
    }
    const unsigned = await deliver({ payload: good.payload });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error).toBe(
      'The Stripe-Signature header is missing, so the event was not accepted.',
    );
    expect((await order(alice, placed.order_id)).status).toBe('awaiting_payment');

    // Four minutes old is within the 300 s tolerance.
    const late = signedEvent('payment_intent.succeeded', intent, {
      timestamp: Math.floor(Date.now() / 1000) - 240,
    });
    expect((await deliver(late)).json()).toEqual({ received: true, outcome: 'paid' });
  });

  it('ignores a replayed event id', async () => {
    const placed = await orderNow(alice);
    const intent = await confirmCard(placed.intentId);
    const event = signedEvent('payment_intent.succeeded', intent);
    expect((await deliver(event)).json().outcome).toBe('paid');
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });

    // A replayed failure cannot undo a payment either: its id was seen, and paid stays paid.
    const failed = signedEvent('payment_intent.payment_failed', {
      ...intent,
      status: 'requires_payment_method',
    });
    expect((await deliver(failed)).json().outcome).toBe('ignored');
    expect((await deliver(failed)).json().outcome).toBe('duplicate');
    expect((await order(alice, placed.order_id)).status).toBe('paid');
    expect(await paymentsOf(placed.order_id)).toBe(1);
    const seen = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from webhook_events where id in (${JSON.parse(event.payload).id}, ${JSON.parse(failed.payload).id})`,
    );
    expect(Number(seen[0]!.n)).toBe(2);
  });

  it('marks a waiting order payment_failed on payment_intent.payment_failed', async () => {
    const placed = await orderNow(alice);
    const intent = fake.intents.get(placed.intentId)!;
    const res = await deliver(signedEvent('payment_intent.payment_failed', intent));
    expect(res.json().outcome).toBe('payment_failed');
    expect((await order(alice, placed.order_id)).status).toBe('payment_failed');
  });

  it('does not record a succeeded intent whose amount differs from its order', async () => {
    const placed = await orderNow(alice);
    const intent = { ...(await confirmCard(placed.intentId)) };
    intent.amount += 1;
    const res = await deliver(signedEvent('payment_intent.succeeded', intent));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('not_verified');
    expect((await order(alice, placed.order_id)).status).toBe('awaiting_payment');
    expect(await paymentsOf(placed.order_id)).toBe(0);
  });

  it('racing the browser leaves one payment and one state change', async () => {
    for (let round = 0; round < 3; round++) {
      const placed = await orderNow(alice);
      const intent = await confirmCard(placed.intentId);
      const [hook, browser] = await Promise.all([
        deliver(signedEvent('payment_intent.succeeded', intent)),
        record(alice, placed.order_id, placed.intentId),
      ]);
      expect(hook.statusCode, hook.body).toBe(200);
      expect([200, 201]).toContain(browser.statusCode);
      // Exactly one of the two made the payment.
      const made = [hook.json().outcome === 'paid', browser.statusCode === 201];
      expect(made.filter(Boolean)).toHaveLength(1);
      expect(await paymentsOf(placed.order_id)).toBe(1);
      expect((await order(alice, placed.order_id)).status).toBe('paid');
    }
  });

  it('keeps JSON parsing of every other route: a bad body is still a 400 there', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ecommerce/payment-record/create/',
      headers: { cookie: alice.cookie, 'content-type': 'application/json' },
      payload: '{"order_id": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The request body is not valid JSON.');
  });
});

describe('Stripe refunds (order review: cancel with refund)', () => {
  it('refunds a cancelled order through Stripe, pending until the webhook says it succeeded', async () => {
    const owner = await signedInStaff(t.app, 'manager');
    const placed = await orderNow(bob);
    await confirmCard(placed.intentId);
    expect((await record(bob, placed.order_id, placed.intentId)).statusCode).toBe(201);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.order_id}/cancel/`,
      headers: { cookie: owner.cookie },
      payload: { reason: 'Buyer asked', version: 1 },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const paid = fake.intents.get(placed.intentId)!;
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === paid.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: paid.amount, status: 'pending' })]);
    expect(refunds[0]!.metadata).toEqual({ order_id: String(placed.order_id) });
    expect(cancelled.json().refunds).toEqual([
      expect.objectContaining({
        status: 'pending',
        amount: (await order(bob, placed.order_id)).total,
      }),
    ]);

    // Stripe's word arrives; a replay of it changes nothing more.
    const refund = { ...refunds[0]!, status: 'succeeded' };
    const event = signedEvent('refund.updated', refund);
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'refund_settled' });
    expect((await deliver(signedEvent('refund.updated', refund))).json().outcome).toBe('ignored');
    const buyerView = await order(bob, placed.order_id);
    expect(buyerView.refunds).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(buyerView.events.map((e) => e.type)).toEqual([
      'placed',
      'paid',
      'cancelled',
      'refunded',
    ]);

    // Stripe itself refuses to give back more than was paid.
    await expect(
      (t.app.payments as StripeProcessor).refund({
        orderId: placed.order_id,
        paymentIntentId: paid.id,
        amount: 1,
        idempotencyKey: `more-${placed.order_id}`,
      }),
    ).rejects.toThrow();
  });

  it('keeps the refund pending, with the reason, when Stripe is down, and never pays it twice', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const placed = await orderNow(alice);
    await confirmCard(placed.intentId);
    expect((await record(alice, placed.order_id, placed.intentId)).statusCode).toBe(201);
    fake.down = true;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.order_id}/cancel/`,
        headers: { cookie: manager.cookie },
        payload: { reason: 'Out of stock', version: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled' });
      expect(res.json().refunds).toEqual([
        expect.objectContaining({
          status: 'pending',
          error: expect.stringMatching(/could not be reached/),
        }),
      ]);
    } finally {
      fake.down = false;
    }
    const sent = () =>
      [...fake.refunds.values()].filter((r) => r.payment_intent === placed.intentId);
    expect(sent()).toEqual([]);
    // Once Stripe is back, sending again (twice, racing) makes one refund.
    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.order_id}/refunds/send/`,
        headers: { cookie: manager.cookie },
        payload: {},
      });
    const [a, b] = await Promise.all([retry(), retry()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(sent()).toHaveLength(1);
    expect((await retry()).json().refunds).toEqual([
      expect.objectContaining({ status: 'pending', error: null }),
    ]);
    expect(sent()).toHaveLength(1);
  });
});

describe("an intent's mode must match the key's (security review item 8)", () => {
  it('a test-mode key never records a live-mode intent', async () => {
    const placed = await orderNow(alice);
    const intent = { ...(await confirmCard(placed.intentId)), livemode: true };
    const res = await deliver(signedEvent('payment_intent.succeeded', intent));
    expect(res.json().outcome).toBe('not_verified');
    expect((await order(alice, placed.order_id)).status).toBe('awaiting_payment');
    expect(await paymentsOf(placed.order_id)).toBe(0);
  });

  it('a live key never records a test-mode intent, from the browser or a webhook', async () => {
    const liveFake = await startFakeStripe('sk_live_fake_solestock');
    const live = await createTestApp({
      itemGroups: 2,
      config: { stripe: stripeConfigOf(liveFake, 'pk_live_solestock_fake') },
    });
    try {
      const browser = browserStripeOf(liveFake);
      const shopper = await signedInShopper(live.app);
      const [product] = await queryRows<{ id: number }>(
        live.database.db,
        sql`select id from products order by id limit 1`,
      );
      const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
        live.app.inject({
          method,
          url: `/api${url}`,
          headers: { cookie: shopper.cookie },
          payload,
        });
      const payWith = async (livemode: boolean) => {
        liveFake.livemode = livemode;
        const placed = (
          await inject('POST', '/ecommerce/order-now/?country_code=gb', {
            product_id: Number(product!.id),
            quantity: 40,
          })
        ).json() as { order_id: number; payment_client_secret: string };
        const intentId = placed.payment_client_secret.split('_secret_')[0]!;
        const intent = await browser.paymentIntents.confirm(intentId, {
          payment_method: 'pm_card_visa',
        });
        const recorded = await inject('POST', '/ecommerce/payment-record/create/', {
          payment_intent_id: intentId,
          order_id: placed.order_id,
          status: 'succeeded',
        });
        const { payload, header } = signedEvent('payment_intent.succeeded', intent);
        const hook = await deliverStripeEvent(live.app, { payload, header });
        const status = (await inject('GET', `/ecommerce/orders/${placed.order_id}/`)).json().status;
        return { recorded, hook: hook.json().outcome, status };
      };

      const testMode = await payWith(false);
      expect(testMode.recorded.statusCode).toBe(400);
      expect(testMode.recorded.json().error).toBe(
        "This payment was made in the card processor's test mode, which this store does not take.",
      );
      expect(testMode.hook).toBe('not_verified');
      expect(testMode.status).toBe('awaiting_payment');

      const liveMode = await payWith(true);
      expect(liveMode.recorded.statusCode).toBe(201);
      expect(liveMode.status).toBe('paid');
    } finally {
      await live.close();
      await liveFake.close();
    }
  });
});
