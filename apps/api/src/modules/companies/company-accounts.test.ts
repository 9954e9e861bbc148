// Companies when accounts go (decision 146): a stale sign-up's company of one goes with it; the
// inactive-accounts job deletes an emptied company without orders, strips an emptied one with
// orders of its contact details and addresses (the orders keep their copies), and gives a
// company that lost its only admin a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { companies, companyMembers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper } from '../../test/shoppers.ts';
import { INACTIVE_ACCOUNTS_QUEUE } from '../accounts/inactive-accounts.ts';
import { purgeStaleSignUps } from '../accounts/stale-sign-ups.ts';

let t: TestApp;
let now = new Date();
const call = callerOf(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2, jobs: { poll: false, clock: () => now } });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const YEARS_3 = 3 * 365 * 24 * 60 * 60_000;
const longAgo = () => new Date(Date.now() - YEARS_3).toISOString();
const companyOf = async (userId: number) =>
  (await db().select().from(companyMembers).where(eq(companyMembers.userId, userId)))[0]?.companyId;
const company = async (id: number) =>
  (await db().select().from(companies).where(eq(companies.id, id)))[0];

async function backdate(userId: number) {
  await db().execute(sql`update users set last_active_at = ${longAgo()}::timestamptz,
    created_at = ${longAgo()}::timestamptz where id = ${userId}`);
}

describe('companies of accounts that go', () => {
  it('a stale sign-up takes its company of one with it', async () => {
    const res = await call(null, 'POST', '/register/', {
      first_name: 'Gone',
      email: 'gone@example.com',
      password: 'Shopper#2024',
    });
    expect(res.statusCode).toBe(201);
    const [user] = await queryRows<{ id: number }>(
      db(),
      sql`select id from users where email = 'gone@example.com'`,
    );
    const companyId = (await companyOf(Number(user!.id)))!;
    await db().execute(sql`update users set created_at = now() - interval '3 days'
      where id = ${user!.id}`);
    await db().execute(sql`update email_tokens set expires_at = now() - interval '1 day'
      where user_id = ${user!.id}`);
    await purgeStaleSignUps(db());
    expect(await company(companyId)).toBeUndefined();
  });

  it('the inactive-accounts job deletes, strips or re-admins their companies', async () => {
    // Deleted, no orders: the company of one goes.
    const idle = await signedInShopper(t.app, { firstName: 'Idle' });
    const idleCompany = (await companyOf(idle.userId))!;
    await backdate(idle.userId);

    // Anonymised, with an order: the company stays for it, without its contact details.
    const ada = await signedInShopper(t.app, { firstName: 'Ada' });
    const adaCompany = (await companyOf(ada.userId))!;
    await call(ada, 'PUT', '/ecommerce/company/', {
      name: 'Ada Shoes',
      tax_id: 'GB1',
      phone: '+44 161 555 0142',
      city: 'Leeds',
    });
    const address = {
      name: 'Ada',
      line1: '1 Road',
      city: 'Leeds',
      country_code: 'gb',
    };
    const book = (await call(ada, 'POST', '/ecommerce/company/addresses/', address)).json();
    const [product] = await queryRows<{ id: number }>(db(), sql`select id from products limit 1`);
    const placed = await call(
      ada,
      'POST',
      `/ecommerce/order-now/?country_code=gb&without_payment=true&address_id=${book.id}`,
      { product_id: product!.id, quantity: 12 },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    await backdate(ada.userId);
    await db().execute(sql`update orders set created_at = ${longAgo()}::timestamptz
      where user_id = ${ada.userId}`);

    // A company whose only admin is deleted keeps its buyer, who becomes admin.
    const boss = await signedInShopper(t.app, { firstName: 'Boss' });
    const clerk = await signedInShopper(t.app, { firstName: 'Clerk' });
    const team = (await companyOf(boss.userId))!;
    await db()
      .update(companyMembers)
      .set({ companyId: team, role: 'buyer' })
      .where(eq(companyMembers.userId, clerk.userId));
    await backdate(boss.userId);

    now = new Date();
    expect(await t.app.jobs.drain({ queues: [INACTIVE_ACCOUNTS_QUEUE] })).toBe(1);

    expect(await company(idleCompany)).toBeUndefined();
    expect(await company(adaCompany)).toMatchObject({
      name: 'Former customer',
      taxId: '',
      phone: '',
      city: '',
    });
    const [left] = await queryRows<{ n: number; copy: { name: string } }>(
      db(),
      sql`select (select count(*)::int from company_addresses where company_id = ${adaCompany}) as n,
            (select delivery_address from orders where user_id = ${ada.userId}) as copy`,
    );
    expect(Number(left!.n)).toBe(0);
    expect(left!.copy.name).toBe('Ada');
    const [clerkRow] = await db()
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, clerk.userId));
    expect(clerkRow).toMatchObject({ companyId: team, role: 'admin' });
  });
});
