// Inactive accounts (issue 27 item 11, the privacy page's promise): the daily job deletes an
// account with neither sign-in nor order for 2 years, anonymises one that has orders (which are
// kept), leaves active ones alone, and a sign-in counts as activity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertVerifiedShoppers, signedInShopper } from '../../test/shoppers.ts';
import { INACTIVE_ACCOUNTS_QUEUE } from './inactive-accounts.ts';

let t: TestApp;
let now = new Date();

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2, jobs: { poll: false, clock: () => now } });
});
afterAll(async () => {
  await t?.close();
});

const YEAR = 365 * 24 * 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const db = () => t.database.db;

async function backdate(userId: number, lastActive: string) {
  await db().execute(sql`update users set last_active_at = ${lastActive}::timestamptz,
    created_at = least(created_at, ${lastActive}::timestamptz) where id = ${userId}`);
}
async function placeOrder(cookie: string): Promise<number> {
  const [product] = await queryRows<{ id: number }>(db(), sql`select id from products limit 1`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ecommerce/order-now/?country_code=gb&without_payment=true',
    headers: { cookie },
    payload: { product_id: product!.id, quantity: 12, mode: 'air' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order_id;
}
const userRow = async (id: number) =>
  (
    await queryRows<{ email: string; first_name: string; anonymised_at: unknown }>(
      db(),
      sql`select email, first_name, anonymised_at from users where id = ${id}`,
    )
  )[0];

describe('the inactive-accounts job', () => {
  it('deletes, anonymises or keeps each account by its last sign-in and last order', async () => {
    const [idle, active] = await insertVerifiedShoppers(db(), [
      'idle@example.com',
      'active@example.com',
    ]);
    await backdate(idle!, ago(2 * YEAR + 30 * 86_400_000));
    await backdate(active!, ago(YEAR));

    // Signed in long ago, with an order as old: anonymised, the order kept.
    const buyer = await signedInShopper(t.app, { email: 'buyer@example.com', firstName: 'Ada' });
    const oldOrder = await placeOrder(buyer.cookie);
    await backdate(buyer.userId, ago(3 * YEAR));
    await db().execute(
      sql`update orders set created_at = ${ago(3 * YEAR)}::timestamptz where id = ${oldOrder}`,
    );
    // Signed in long ago, but ordered last month: still a customer.
    const recent = await signedInShopper(t.app, { email: 'recent@example.com' });
    await placeOrder(recent.cookie);
    await backdate(recent.userId, ago(3 * YEAR));

    // The order's mail was delivered long ago: a copy the job removes.
    await db().execute(
      sql`update mail_outbox set status = 'sent' where "to" = 'buyer@example.com'`,
    );

    now = new Date();
    expect(await t.app.jobs.drain({ queues: [INACTIVE_ACCOUNTS_QUEUE] })).toBe(1);

    expect(await userRow(idle!)).toBeUndefined();
    expect(await userRow(active!)).toMatchObject({ email: 'active@example.com' });
    expect(await userRow(recent.userId)).toMatchObject({ email: 'recent@example.com' });
    const anonymised = await userRow(buyer.userId);
    expect(anonymised).toMatchObject({ first_name: '' });
    expect(anonymised!.email).not.toContain('buyer');
    expect(anonymised!.anonymised_at).not.toBeNull();
    const [kept] = await queryRows<{ user_id: number }>(
      db(),
      sql`select user_id from orders where id = ${oldOrder}`,
    );
    expect(Number(kept!.user_id)).toBe(buyer.userId);
    const left = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from refresh_tokens where user_id = ${buyer.userId}`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    const mails = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from mail_outbox where "to" = 'buyer@example.com'
          and status <> 'pending'`,
    );
    expect(Number(mails[0]!.n)).toBe(0);
    // The old address cannot sign in any more.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'buyer@example.com', password: 'Shopper#2024', remember_me: false },
    });
    expect(login.statusCode).not.toBe(200);

    // The job has scheduled its next run a day later, and only one.
    const next = await queryRows<{ run_at: Date | string }>(
      db(),
      sql`select run_at from jobs where queue = ${INACTIVE_ACCOUNTS_QUEUE} and status = 'pending'`,
    );
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.run_at).getTime()).toBeGreaterThan(now.getTime() + 23 * 3_600_000);
  });

  it('counts a sign-in as activity', async () => {
    const shopper = await signedInShopper(t.app);
    await backdate(shopper.userId, ago(3 * YEAR));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: shopper.email, password: 'Shopper#2024', remember_me: false },
    });
    expect(again.statusCode).toBe(200);
    now = new Date(Date.now() + 2 * 86_400_000);
    expect(await t.app.jobs.drain({ queues: [INACTIVE_ACCOUNTS_QUEUE] })).toBe(1);
    expect(await userRow(shopper.userId)).toMatchObject({ email: shopper.email });
  });
});
