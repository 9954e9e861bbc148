// Issue 41 item 1: a balance the buyer pays by card while staff record a bank transfer for part
// (or all) of it. Whichever is recorded first, the money the processor took always ends recorded:
// applied to what is owed, and what the card paid beyond it refunded to the card through Stripe,
// the same from the browser's payment-record call and from Stripe's webhook
// (docs/orders-and-payments.md, "Paying a balance by card and by transfer at once").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import {
  browserStripeOf,
  deliverStripeEvent,
  signedStripeEvent,
  stripeConfigOf,
} from '../../test/stripe-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, firstProductIds, signedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let fake: FakeStripe;
let t: TestApp;
let browserStripe: Stripe;
let buyer: { cookie: string };
let manager: SignedInStaff;
let productId: number;
const call = callerOf(() => t.app);

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ itemGroups: 4, config: { stripe: stripeConfigOf(fake) } });
  browserStripe = browserStripeOf(fake);
  buyer = await signedInShopper(t.app);
  manager = await signedInStaff(t.app, 'manager');
  [productId] = (await firstProductIds(t.database.db, 1)) as [number];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

interface AdminOrder {
  status: string;
  version: number;
  balance_due: number;
  refund_due: number;
  payments: { kind: string; processor: string; amount: number; payment_intent_id: string }[];
  refunds: { payment_id: number; amount: number; status: string }[];
  events: { type: string; data: Record<string, unknown> }[];
}
const adminOrder = async (id: number) => {
  const res = await call(manager, 'GET', `/admin/orders/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminOrder;
};
const move = async (id: number, name: string, body: object) =>
  call(manager, 'POST', `/admin/orders/${id}/${name}/`, {
    ...body,
    version: (await adminOrder(id)).version,
  });
let references = 0;
const transfer = (id: number, amount: string) =>
  call(manager, 'POST', `/admin/orders/${id}/payments/`, {
    amount,
    reference: `TR-${++references}`,
    received_on: new Date().toISOString().slice(0, 10),
  });
const paidByCard = (intentId: string) =>
  browserStripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
const recordFromBrowser = (orderId: number, intentId: string) =>
  call(buyer, 'POST', '/ecommerce/payment-record/create/', {
    payment_intent_id: intentId,
    order_id: orderId,
    status: 'succeeded',
  });
const recordFromWebhook = (intent: Stripe.PaymentIntent) =>
  deliverStripeEvent(t.app, signedStripeEvent('payment_intent.succeeded', intent));
const refundsAtStripe = (intentId: string) =>
  [...fake.refunds.values()].filter((r) => r.payment_intent === intentId).map((r) => r.amount);

/**
 * An order paid at checkout and confirmed with a £10.00 shipping charge, whose buyer has opened
 * Pay Now: the balance intent (for 1000 pence) exists and is not paid yet.
 */
async function balanceOpen(): Promise<{ id: number; intentId: string }> {
  const placed = await call(buyer, 'POST', '/ecommerce/order-now/?country_code=gb', {
    product_id: productId,
    quantity: 40,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order_id: id, payment_client_secret } = placed.json() as {
    order_id: number;
    payment_client_secret: string;
  };
  const checkoutIntent = payment_client_secret.split('_secret_')[0]!;
  await paidByCard(checkoutIntent);
  expect((await recordFromBrowser(id, checkoutIntent)).statusCode).toBe(201);
  expect((await move(id, 'confirm', { shipping_charge: '10.00' })).statusCode).toBe(200);
  const payNow = await call(buyer, 'POST', `/ecommerce/orders/${id}/pay-balance/`);
  expect(payNow.statusCode, payNow.body).toBe(200);
  expect(payNow.json()).toMatchObject({ amount: 1000, currency: 'gbp' });
  return { id, intentId: (payNow.json().payment_client_secret as string).split('_secret_')[0]! };
}

/** What the order was paid and what it is giving back, in pence; never more than it costs. */
async function settled(id: number) {
  const order = await adminOrder(id);
  const pence = (n: number) => Math.round(n * 100);
  const paid = order.payments.reduce((sum, p) => sum + pence(p.amount), 0);
  const refunding = order.refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + pence(r.amount), 0);
  return { order, paid, refunding, kept: paid - refunding };
}

const recorders = [
  ['the browser', (id: number, intent: Stripe.PaymentIntent) => recordFromBrowser(id, intent.id)],
  ['the webhook', (_id: number, intent: Stripe.PaymentIntent) => recordFromWebhook(intent)],
] as const;

describe.each(recorders)('a card balance recorded from %s', (_from, record) => {
  it('after a transfer paid part of it: recorded, and the part already paid refunded to the card', async () => {
    const { id, intentId } = await balanceOpen();
    const before = await settled(id);
    expect((await transfer(id, '4.00')).statusCode).toBe(201);

    const intent = await paidByCard(intentId);
    const res = await record(id, intent);
    expect(res.statusCode, res.body).toBeLessThan(300);

    const after = await settled(id);
    expect(after.order.balance_due).toBe(0);
    expect(after.order.payments.map((p) => [p.kind, p.amount])).toEqual([
      ['order', before.order.payments[0]!.amount],
      ['transfer', 4],
      ['balance', 10],
    ]);
    // 4.00 goes back to the card that paid the balance, at Stripe, once.
    expect(after.order.refunds).toEqual([
      expect.objectContaining({ amount: 4, status: 'pending' }),
    ]);
    expect(refundsAtStripe(intentId)).toEqual([400]);
    expect(after.kept).toBe(before.kept + 1000);
    expect(after.order.events.find((e) => e.type === 'balance_paid')?.data).toMatchObject({
      amount: 10,
      refund: 4,
    });

    // The other path reporting the same payment changes nothing.
    const again = await recorders.find(([from]) => from !== _from)![1](id, intent);
    expect(again.statusCode).toBeLessThan(300);
    expect(await settled(id)).toEqual(after);
    expect(refundsAtStripe(intentId)).toEqual([400]);
  });

  it('after a transfer paid all of it and the order shipped: recorded and refunded whole', async () => {
    const { id, intentId } = await balanceOpen();
    expect((await transfer(id, '10.00')).statusCode).toBe(201);
    expect((await move(id, 'ship', { carrier: 'DHL', tracking_number: 'JD1' })).statusCode).toBe(
      200,
    );

    const res = await record(id, await paidByCard(intentId));
    expect(res.statusCode, res.body).toBeLessThan(300);

    const after = await settled(id);
    expect(after.order.status).toBe('shipped');
    expect(after.order.balance_due).toBe(0);
    expect(after.order.payments.at(-1)).toMatchObject({ kind: 'balance', amount: 10 });
    expect(refundsAtStripe(intentId)).toEqual([1000]);
    expect(after.refunding).toBe(1000);
  });

  it('before the transfer: the transfer is refused with a sentence and changes nothing', async () => {
    const { id, intentId } = await balanceOpen();
    const res = await record(id, await paidByCard(intentId));
    expect(res.statusCode, res.body).toBeLessThan(300);
    const paid = await settled(id);
    expect(paid.order.balance_due).toBe(0);
    expect(paid.refunding).toBe(0);

    const late = await transfer(id, '4.00');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'nothing_due',
      error: 'This order owes nothing: there is no transfer to record.',
    });
    expect(await settled(id)).toEqual(paid);
    expect(refundsAtStripe(intentId)).toEqual([]);
  });

  it('racing the transfer: whichever wins, the order keeps exactly what it costs', async () => {
    const { id, intentId } = await balanceOpen();
    const before = await settled(id);
    const intent = await paidByCard(intentId);
    const [recorded, transferred] = await Promise.all([record(id, intent), transfer(id, '4.00')]);
    expect(recorded.statusCode, recorded.body).toBeLessThan(300);
    expect([201, 409]).toContain(transferred.statusCode);

    const after = await settled(id);
    expect(after.order.balance_due).toBe(0);
    expect(after.kept).toBe(before.kept + 1000);
    // The transfer got in first (and the card gives 4.00 back) or was refused: never both.
    expect(refundsAtStripe(intentId)).toEqual(transferred.statusCode === 201 ? [400] : []);
  });
});
