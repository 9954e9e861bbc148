// The back office's one authorisation rule, walked completely: every admin route × no session,
// a shopper's session and each staff role, and every route × an API key's scopes. A route added later is walked without editing this.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  STAFF_ROLES,
  staffMayDo,
  type StaffAction,
} from '@solestock/domain/back-office/staff-roles';
import { API_KEY_SCOPES, type ApiKeyScope } from '@solestock/domain/back-office/api-key-payloads';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { staffSessions, staff as staffTable } from '../../db/schema.ts';

let t: TestApp;
let shopperCookie: string;
const members = {} as Record<(typeof STAFF_ROLES)[number], SignedInStaff>;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4 });
  shopperCookie = (await signedInShopper(t.app)).cookie;
  for (const role of STAFF_ROLES) members[role] = await signedInStaff(t.app, role);
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: ids that exist nowhere, tokens of the right shape. */
const concrete = (url: string) =>
  url.replace(/:token/g, 'A'.repeat(43)).replace(/:[a-zA-Z_]+/g, '999999');

const auditRows = async () =>
  Number(
    (
      (await t.app.database.db.execute(sql`select count(*)::int as n from audit_log`)) as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('every admin route × every role', () => {
  it('knows the admin routes (the walk below is not empty)', () => {
    expect(t.app.adminRoutes.length).toBeGreaterThan(0);
    expect(t.app.adminRoutes.some((r) => r.url === '/api/admin/me/')).toBe(true);
  });

  it('answers 401 without a session and with a shopper’s cookie, on every guarded route', async () => {
    for (const route of t.app.adminRoutes) {
      if (route.action === 'public') continue;
      for (const cookie of [undefined, shopperCookie]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(
          res.statusCode,
          `${route.method} ${route.url} with ${cookie ? 'a shopper' : 'no session'}`,
        ).toBe(401);
        expect(res.json().code).toBe('not_authenticated');
      }
    }
  });

  it('answers 403 forbidden, writing nothing, where the role may not; never 401/403 where it may', async () => {
    // Signing out ends the member's session: walked last, so the other routes still see it.
    const signOutLast = (r: { method: string; url: string }) =>
      Number(r.method === 'DELETE' && r.url === '/api/admin/session/');
    for (const route of [...t.app.adminRoutes].sort((a, b) => signOutLast(a) - signOutLast(b))) {
      if (route.action === 'public') continue;
      for (const role of STAFF_ROLES) {
        const before = await auditRows();
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie: members[role].cookie },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const label = `${role} ${route.method} ${route.url}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (staffMayDo(role, route.action as StaffAction)) {
          expect([401, 403], label).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().code, label).toBe('forbidden');
          expect(await auditRows(), label).toBe(before);
        }
      }
    }
    // The walk signed everyone out; the tests below need live sessions.
    for (const role of STAFF_ROLES) members[role] = await signedInStaff(t.app, role);
  });

  it('lets an API key reach exactly the routes whose action is among its scopes (route × scope)', async () => {
    // One key with exactly each scope, one with every scope but it (docs/api-keys.md).
    const issue = async (scopes: readonly string[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/api-keys/',
        headers: { cookie: members.owner.cookie },
        payload: { name: `walk ${scopes.length}`, scopes },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().secret as string;
    };
    const exactly = new Map<string, string>();
    const allBut = new Map<string, string>();
    for (const scope of API_KEY_SCOPES) {
      exactly.set(scope, await issue([scope]));
      allBut.set(scope, await issue(API_KEY_SCOPES.filter((s) => s !== scope)));
    }
    const everyScope = await issue(API_KEY_SCOPES);
    const call = (route: { method: string; url: string }, secret: string) =>
      t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: `Bearer ${secret}` },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
    let walked = 0;
    for (const route of t.app.adminRoutes) {
      if (route.action === 'public') continue;
      const label = `${route.method} ${route.url} (${route.action})`;
      const scope = route.action as ApiKeyScope;
      if (API_KEY_SCOPES.includes(scope)) {
        const allowed = await call(route, exactly.get(scope)!);
        expect(allowed.statusCode, label).toBeLessThan(500);
        expect([401, 403], label).not.toContain(allowed.statusCode);
        const before = await auditRows();
        const refused = await call(route, allBut.get(scope)!);
        expect(refused.statusCode, label).toBe(403);
        expect(refused.json().code, label).toBe('forbidden');
        expect(await auditRows(), label).toBe(before);
      } else {
        // self, staff.manage, settings.manage (minting keys among them): never a key's.
        const refused = await call(route, everyScope);
        expect(refused.statusCode, label).toBe(403);
      }
      walked += 1;
    }
    expect(walked).toBeGreaterThan(100);
  });

  it('lets a sales rep reach, on every order and customer route they may call, only their companies', async () => {
    // Two buyers of two companies, one order each; the rep is assigned the first company only.
    const [mine, theirs] = [await signedInShopper(t.app), await signedInShopper(t.app)];
    const product = (
      (await t.app.database.db.execute(sql`select id from products order by id limit 1`)) as {
        rows: { id: number }[];
      }
    ).rows[0]!.id;
    const orderOf = async (who: { cookie: string }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ecommerce/order-now/?country_code=gb&without_payment=true',
        headers: { cookie: who.cookie },
        payload: { product_id: product, quantity: 12, mode: 'air' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().order_id as number;
    };
    const companyOf = async (userId: number) =>
      (
        (await t.app.database.db.execute(
          sql`select company_id from company_members where user_id = ${userId}`,
        )) as { rows: { company_id: number }[] }
      ).rows[0]!.company_id;
    const ids = {
      mine: {
        order: await orderOf(mine),
        buyer: mine.userId,
        company: await companyOf(mine.userId),
      },
      theirs: {
        order: await orderOf(theirs),
        buyer: theirs.userId,
        company: await companyOf(theirs.userId),
      },
    };
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/companies/${ids.mine.company}/rep/`,
      headers: { cookie: members.owner.cookie },
      payload: { staff_id: members.sales_rep.staffId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const scoped = t.app.adminRoutes.filter(
      (r) =>
        staffMayDo('sales_rep', r.action as StaffAction) &&
        /^\/api\/admin\/(orders|customers|customers\/companies)\/:id/.test(r.url),
    );
    expect(scoped.length).toBeGreaterThan(3);
    // A company's credit and statement (docs/credit-control.md) are among them.
    expect(scoped.map((r) => r.url)).toContain('/api/admin/customers/companies/:id/statement.pdf');
    for (const route of scoped) {
      for (const whose of ['mine', 'theirs'] as const) {
        const id = route.url.startsWith('/api/admin/orders/')
          ? ids[whose].order
          : route.url.startsWith('/api/admin/customers/companies/')
            ? ids[whose].company
            : ids[whose].buyer;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url.replace(':id', String(id))),
          headers: { cookie: members.sales_rep.cookie },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const label = `${whose} ${route.method} ${route.url}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (whose === 'theirs') expect(res.statusCode, label).toBe(404);
        else expect(res.statusCode, label).not.toBe(404);
      }
    }
    const list = await t.app.inject({
      url: '/api/admin/orders/',
      headers: { cookie: members.sales_rep.cookie },
    });
    expect(list.json().results.map((o: { id: number }) => o.id)).toEqual([ids.mine.order]);
    // A company named by `company_id` (a line sheet at its prices) is scoped the same way: another
    // company's is "no company", the rep's own goes on to the collection (none has this number).
    const sheet = async (company: number) =>
      (
        await t.app.inject({
          url: `/api/admin/collections/2147483647/line-sheet.pdf?company_id=${company}`,
          headers: { cookie: members.sales_rep.cookie },
        })
      ).json().error as string;
    expect(await sheet(ids.theirs.company)).toBe('No company has this number.');
    expect(await sheet(ids.mine.company)).not.toBe('No company has this number.');
    // The price lists name every listed company's prices: not a rep's to read.
    const lists = await t.app.inject({
      url: '/api/admin/price-lists/',
      headers: { cookie: members.sales_rep.cookie },
    });
    expect(lists.statusCode).toBe(403);
  });

  it('never answers a public route with a 5xx, whoever calls', async () => {
    for (const route of t.app.adminRoutes.filter((r) => r.action === 'public')) {
      for (const cookie of [undefined, shopperCookie, members.owner.cookie]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      }
    }
  });
});

describe('the staff session', () => {
  it('answers /admin/me/ with the member and keeps the answer out of shared caches', async () => {
    const res = await t.app.inject({
      url: '/api/admin/me/',
      headers: { cookie: members.manager.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: members.manager.staffId,
      email: members.manager.email,
      name: 'Test manager',
      role: 'manager',
      totp_enabled: false,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('never opens the shopper’s calls', async () => {
    const res = await t.app.inject({
      url: '/api/ecommerce/cart/items/?country_code=GB',
      headers: { cookie: members.owner.cookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it('ends after 30 minutes idle, after 12 hours in all, and when the member is disabled', async () => {
    const db = t.app.database.db;
    const me = (cookie: string) =>
      t.app.inject({ url: '/api/admin/me/', headers: { cookie } }).then((r) => r.statusCode);

    const idle = await signedInStaff(t.app, 'support');
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(sql`${staffSessions.staffId} = ${idle.staffId}`);
    expect(await me(idle.cookie)).toBe(401);

    const old = await signedInStaff(t.app, 'support');
    expect(await me(old.cookie)).toBe(200);
    await db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${staffSessions.staffId} = ${old.staffId}`);
    expect(await me(old.cookie)).toBe(401);

    const disabled = await signedInStaff(t.app, 'manager');
    expect(await me(disabled.cookie)).toBe(200);
    await db
      .update(staffTable)
      .set({ disabledAt: new Date() })
      .where(sql`${staffTable.id} = ${disabled.staffId}`);
    expect(await me(disabled.cookie)).toBe(401);
  });

  it('refuses a forged staff cookie', async () => {
    const res = await t.app.inject({
      url: '/api/admin/me/',
      headers: { cookie: `solestock_staff=${'B'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
