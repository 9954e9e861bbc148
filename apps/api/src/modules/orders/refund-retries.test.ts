// Failed refunds finish (issue 27 item 8): a refund the processor reports failed is sent again
// by the refunds.retry job on a schedule with back-off, or by staff with "Send again" (audited),
// and the dashboard lists it while it is stuck. The dashboard's figures (issue 27 item 10, issue
// 28 item 8) are checked against the orders' own balances. The test card 4000 0000 0000 5126
// pays and fails its first refund (docs/api.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decimal } from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { TEST_CARDS, TEST_REFUND_FAILURE } from '../payments/test-cards.ts';
import { AUTOMATIC_RESENDS, REFUND_RETRY_QUEUE, resendDelayMs } from './refunds.service.ts';

let t: TestApp;
let buyer: SignedInShopper;
let owner: SignedInStaff;
let manager: SignedInStaff;
let productId: number;
let now = new Date();

beforeAll(async () => {
  // The runner's clock is ours: a retry's back-off passes by moving it, not by waiting.
  t = await createTestApp({ itemGroups: 4, jobs: { poll: false, clock: () => now } });
  buyer = await signedInShopper(t.app);
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from products order by id limit 1`,
  );
  productId = Number(row!.id);
});
afterAll(async () => {
  await t?.close();
});

const call = (who: { cookie: string } | null, method: 'GET' | 'POST', url: string, body?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(body === undefined ? {} : { payload: body }),
  });

interface Refund {
  id: number;
  amount: number;
  status: string;
  error: string | null;
}

async function placeAndPay(card: string, country = 'gb'): Promise<number> {
  const placed = await call(
    buyer,
    'POST',
    `/ecommerce/order-now/?country_code=${country}&without_payment=false`,
    { product_id: productId, quantity: 12, mode: 'air' },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const { order_id: orderId, payment_client_secret: secret } = placed.json();
  const paid = await call(null, 'POST', '/payments/test/confirm/', {
    client_secret: secret,
    card: { number: card, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    billing_details: { name: 'Ada Buyer' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const recorded = await call(buyer, 'POST', '/ecommerce/payment-record/create/', {
    payment_intent_id: secret.split('_secret_')[0],
    order_id: orderId,
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  return orderId;
}

async function cancel(orderId: number) {
  const res = await call(owner, 'POST', `/admin/orders/${orderId}/cancel/`, {
    reason: 'Out of stock',
    version: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { refunds: Refund[]; events: { type: string }[]; total: number };
}

const retryJobs = (refundId: number) =>
  queryRows<{ status: string; run_at: Date | string }>(
    t.database.db,
    sql`select status, run_at from jobs where queue = ${REFUND_RETRY_QUEUE}
        and payload->>'refundId' = ${String(refundId)} order by id`,
  );
const dashboard = async () => {
  const res = await call(manager, 'GET', '/admin/dashboard/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const drainAt = (at: Date) => {
  now = at;
  return t.app.jobs.drain({ queues: [REFUND_RETRY_QUEUE] });
};

describe('a refund the processor reports failed', () => {
  it('shows its error, is listed as stuck, and is sent again by the schedule after its back-off', async () => {
    now = new Date();
    const orderId = await placeAndPay(TEST_CARDS.refundFails);
    const cancelled = await cancel(orderId);
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ status: 'failed', error: TEST_REFUND_FAILURE }),
    ]);
    const refundId = cancelled.refunds[0]!.id;
    const stuck = (await dashboard()).stuck_refunds;
    expect(stuck.results).toContainEqual(
      expect.objectContaining({ id: refundId, order_id: orderId, status: 'failed' }),
    );

    // Scheduled, not yet due: nothing runs before the back-off has passed.
    const [job] = await retryJobs(refundId);
    expect(job?.status).toBe('pending');
    expect(await drainAt(new Date(Date.now() + resendDelayMs(0) - 60_000))).toBe(0);
    expect(await drainAt(new Date(Date.now() + resendDelayMs(0) + 60_000))).toBe(1);

    const order = (await call(owner, 'GET', `/admin/orders/${orderId}/`)).json();
    expect(order.refunds).toEqual([
      expect.objectContaining({ id: refundId, status: 'succeeded', error: null }),
    ]);
    expect(order.events.map((e: { type: string }) => e.type)).toContain('refunded');
    expect((await dashboard()).stuck_refunds.results.map((r: Refund) => r.id)).not.toContain(
      refundId,
    );
    // One processor refund failed, the resend succeeded: the money went back exactly once.
    const given = await queryRows<{ status: string; amount: string }>(
      t.database.db,
      sql`select tr.status, tr.amount from test_refunds tr
          join payments p on p.payment_intent_id = tr.payment_intent_id
          where p.order_id = ${orderId} order by tr.created_at`,
    );
    expect(given.map((g) => g.status)).toEqual(['failed', 'succeeded']);
  });

  it('is sent again by staff from the order, audited, and the schedule then leaves it alone', async () => {
    now = new Date();
    const orderId = await placeAndPay(TEST_CARDS.refundFails);
    // A second order's refund: the earlier order's succeeded refund must not count against it.
    const refundId = (await cancel(orderId)).refunds[0]!.id;

    const res = await call(manager, 'POST', `/admin/orders/${orderId}/refunds/send/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunds).toEqual([
      expect.objectContaining({ id: refundId, status: 'succeeded', error: null }),
    ]);
    const [audit] = await queryRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select a.action, a.before, a.after from audit_log a join staff s on s.id = a.staff_id
          where a.entity_type = 'order' and a.entity_id = ${String(orderId)}
            and a.action = 'order.refunds_send' and s.email = ${manager.email}`,
    );
    expect(audit?.before).toEqual({
      refunds: [expect.objectContaining({ id: refundId, status: 'failed' })],
    });
    expect(audit?.after).toEqual({
      refunds: [expect.objectContaining({ id: refundId, status: 'succeeded' })],
    });

    // The retry scheduled at the failure finds the refund resent already and sends nothing.
    await drainAt(new Date(Date.now() + resendDelayMs(AUTOMATIC_RESENDS)));
    const given = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from test_refunds tr
          join payments p on p.payment_intent_id = tr.payment_intent_id
          where p.order_id = ${orderId} and tr.status = 'succeeded'`,
    );
    expect(Number(given[0]!.n)).toBe(1);
  });

  it('answers 404 for an order that does not exist and audits nothing', async () => {
    const res = await call(manager, 'POST', '/admin/orders/999999/refunds/send/');
    expect(res.statusCode).toBe(404);
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity_id = '999999'`,
    );
    expect(Number(n!.n)).toBe(0);
  });
});

describe('the dashboard, summed in SQL', () => {
  it('counts today’s orders without cancelled ones and filters the queue to those awaiting review', async () => {
    const before = await dashboard();
    const first = await placeAndPay(TEST_CARDS.succeeds);
    await placeAndPay(TEST_CARDS.succeeds);
    const mid = await dashboard();
    expect(mid.today.orders).toBe(before.today.orders + 2);
    expect(mid.awaiting_review).toBe(before.awaiting_review + 2);
    await cancel(first);
    const after = await dashboard();
    expect(after.today.orders).toBe(before.today.orders + 1);

    const queue = await call(manager, 'GET', '/admin/orders/?status=awaiting_review');
    expect(queue.statusCode, queue.body).toBe(200);
    const { count, results } = queue.json();
    expect(count).toBe(after.awaiting_review);
    expect(new Set(results.map((o: { status: string }) => o.status))).toEqual(
      new Set(after.awaiting_review > 0 ? ['paid'] : []),
    );
  });

  it('sums the balance due on confirmed orders per currency as each order states it (GBP and JPY)', async () => {
    const confirmedIds: number[] = [];
    for (const country of ['gb', 'gb', 'jp']) {
      const id = await placeAndPay(TEST_CARDS.succeeds, country);
      const res = await call(owner, 'POST', `/admin/orders/${id}/confirm/`, {
        shipping_charge: country === 'jp' ? '1234' : '10.55',
        version: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      confirmedIds.push(id);
    }
    const expected = new Map<string, { amount: ReturnType<typeof decimal>; orders: number }>();
    const list = await call(owner, 'GET', '/admin/orders/?status=confirmed');
    for (const o of list.json().results as {
      currency: string;
      balance_due: number;
    }[]) {
      if (o.balance_due <= 0) continue;
      const seen = expected.get(o.currency) ?? { amount: decimal(0), orders: 0 };
      expected.set(o.currency, {
        amount: seen.amount.plus(o.balance_due),
        orders: seen.orders + 1,
      });
    }
    const due = (await dashboard()).balance_due as {
      currency: string;
      amount: number;
      orders: number;
    }[];
    expect(due.map((d) => d.currency)).toEqual(expect.arrayContaining(['gbp', 'jpy']));
    for (const d of due) {
      expect(d.orders).toBe(expected.get(d.currency)?.orders);
      expect(decimal(d.amount).equals(expected.get(d.currency)!.amount)).toBe(true);
    }
  });
});
