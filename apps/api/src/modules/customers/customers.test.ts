// Customers in the back office (issue 16 item 7, decision 111): the list with search, paging,
// orders count, totals per currency and last order; one buyer with their orders; disabling an
// account ends its sessions at once (the access token is refused on the next request though the
// JWT is still valid, the refresh token is revoked), blocks sign-in and ordering; enabling it
// again lets the buyer back in. Roles and audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decimal } from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  cookieHeaderFrom,
  insertVerifiedShoppers,
  SHOPPER_PASSWORD,
  signedInShopper,
  type SignedInShopper,
} from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let ann: SignedInShopper;
let bob: SignedInShopper;
let owner: SignedInStaff;
let manager: SignedInStaff;
let support: SignedInStaff;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 6 });
  ann = await signedInShopper(t.app, { firstName: 'Annabel', email: 'ann.buyer@example.com' });
  bob = await signedInShopper(t.app, { firstName: 'Bob', email: 'bob@shoes.example.org' });
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
  const [p] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from products where archived_at is null order by id limit 1`,
  );
  productId = Number(p!.id);
});
afterAll(async () => {
  await t?.close();
});

type Who = { cookie: string } | null;
const call = (who: Who, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${path}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const order = async (who: SignedInShopper, country: string) => {
  const res = await call(
    who,
    'POST',
    `/ecommerce/order-now/?country_code=${country}&without_payment=true`,
    { product_id: productId, quantity: 12, mode: 'air' },
  );
  return res;
};

interface Customer {
  id: number;
  email: string;
  first_name: string;
  disabled: boolean;
  orders_count: number;
  totals: { currency: string; total: string }[];
  last_order_at: string | null;
}

describe('the customers list', () => {
  it('shows each buyer’s orders count, totals per currency and last order', async () => {
    const placed: { currency: string; total: number; created_at: string }[] = [];
    for (const country of ['gb', 'gb', 'jp']) {
      const res = await order(ann, country);
      expect(res.statusCode, res.body).toBe(201);
      const detail = (await call(ann, 'GET', `/ecommerce/orders/${res.json().order_id}/`)).json();
      placed.push(detail);
    }
    const res = await call(support, 'GET', '/admin/customers/?q=ann.buyer');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { count: number; results: Customer[] };
    expect(body.count).toBe(1);
    const [row] = body.results;
    expect(row).toMatchObject({ email: 'ann.buyer@example.com', first_name: 'Annabel' });
    expect(row!.orders_count).toBe(3);
    const gbp = placed.filter((o) => o.currency === 'gbp').map((o) => String(o.total));
    const sum = gbp.reduce((a, b) => a.plus(b), decimal(0)).toFixed(2);
    // Orders without payment are `submitted`: placed, so counted.
    expect(row!.totals).toEqual([
      { currency: 'gbp', total: sum },
      { currency: 'jpy', total: decimal(String(placed[2]!.total)).toFixed(2) },
    ]);
    expect(row!.last_order_at).toBe(placed[2]!.created_at);
    // Issue 28.8: nothing of these was paid, and the paid figure says so.
    expect((row as Customer & { paid_totals: unknown }).paid_totals).toEqual([]);
  });

  it('searches by e-mail, name (any case) and number, and pages', async () => {
    const names = async (q: string) =>
      (
        (await call(support, 'GET', `/admin/customers/?q=${encodeURIComponent(q)}`)).json() as {
          results: Customer[];
        }
      ).results.map((c) => c.email);
    expect(await names('SHOES.example')).toEqual(['bob@shoes.example.org']);
    expect(await names('annab')).toEqual(['ann.buyer@example.com']);
    expect(await names(`#${bob.userId}`)).toEqual(['bob@shoes.example.org']);
    expect(await names('%')).toEqual([]);
    expect(await names('nobody-like-this')).toEqual([]);

    await insertVerifiedShoppers(
      t.database.db,
      Array.from({ length: 30 }, (_, i) => `many-${i}@paging.example.com`),
    );
    const first = (await call(owner, 'GET', '/admin/customers/?q=paging')).json();
    const second = (await call(owner, 'GET', '/admin/customers/?q=paging&page=2')).json();
    expect(first).toMatchObject({ count: 30, page: 1, page_size: 25 });
    expect(first.results).toHaveLength(25);
    expect(second.results).toHaveLength(5);
    const all = new Set([...first.results, ...second.results].map((c: Customer) => c.email));
    expect(all.size).toBe(30);
    // Buyers with orders come first.
    const everyone = (await call(owner, 'GET', '/admin/customers/')).json();
    expect(everyone.results[0].email).toBe('ann.buyer@example.com');
  });

  it.each([
    ['/admin/customers/?page=0', 'page'],
    ['/admin/customers/?page=x', 'page'],
    [`/admin/customers/?q=${'x'.repeat(101)}`, 'q'],
    ['/admin/customers/0/', 'id'],
    ['/admin/customers/abc/', 'id'],
  ])('refuses %s with a sentence', async (path, field) => {
    const res = await call(owner, 'GET', path);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(/\.$/);
  });

  it('shows one buyer with their orders, and 404 for none', async () => {
    const res = await call(support, 'GET', `/admin/customers/${ann.userId}/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: ann.userId, orders_count: 3, disabled: false });
    expect(body.orders).toHaveLength(3);
    expect(body.orders[0]).toMatchObject({ buyer: { id: ann.userId }, status: 'submitted' });
    expect((await call(support, 'GET', '/admin/customers/999999/')).statusCode).toBe(404);
    expect((await call(owner, 'POST', '/admin/customers/999999/disable/')).statusCode).toBe(404);
  });
});

describe('disabling an account', () => {
  it('support may read customers but not disable them; a shopper may not at all', async () => {
    expect(
      (await call(support, 'POST', `/admin/customers/${bob.userId}/disable/`)).statusCode,
    ).toBe(403);
    expect((await call(bob, 'GET', '/admin/customers/')).statusCode).toBe(401);
    expect((await call(bob, 'GET', '/profile/')).statusCode).toBe(200);
  });

  it('ends its sessions at once, refuses sign-in with a clear sentence and blocks orders', async () => {
    // A second session of Bob's, with a refresh cookie to try later.
    const login = await call(null, 'POST', '/login/', {
      email: bob.email,
      password: SHOPPER_PASSWORD,
      remember_me: true,
    });
    expect(login.statusCode).toBe(200);
    const second = cookieHeaderFrom(login.cookies);
    expect((await call({ cookie: second }, 'GET', '/profile/')).statusCode).toBe(200);

    const res = await call(manager, 'POST', `/admin/customers/${bob.userId}/disable/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: bob.userId, disabled: true });

    // Both access tokens are still valid JWTs, and refused on the very next request.
    expect((await call(bob, 'GET', '/profile/')).statusCode).toBe(401);
    expect((await call({ cookie: second }, 'GET', '/profile/')).statusCode).toBe(401);
    expect((await order(bob, 'gb')).statusCode).toBe(401);
    // The refresh token gets no new pair.
    const refreshed = await call({ cookie: second }, 'POST', '/token/refresh/');
    expect(refreshed.statusCode).toBe(401);
    // Signing in again is refused, with the reason (only to whoever knows the password).
    const again = await call(null, 'POST', '/login/', {
      email: bob.email,
      password: SHOPPER_PASSWORD,
      remember_me: false,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'account_disabled' });
    expect(again.json().error).toMatch(/disabled/);
    const wrong = await call(null, 'POST', '/login/', {
      email: bob.email,
      password: 'Wrong#2024x',
      remember_me: false,
    });
    expect(wrong.statusCode).toBe(401);

    const [audit] = await queryRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select action, before, after from audit_log where entity_type = 'customer'
          and entity_id = ${String(bob.userId)} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: 'customers.disable',
      before: { disabled_at: null },
    });
    expect((audit!.after as { disabled_at: string }).disabled_at).toMatch(/^\d{4}-/);
    const listed = (await call(support, 'GET', '/admin/customers/?q=bob@')).json();
    expect(listed.results[0]).toMatchObject({ disabled: true });
  });

  it('twice is the same as once (no second audit row)', async () => {
    const count = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from audit_log where entity_type = 'customer'`,
          )
        )[0]!.n,
      );
    const before = await count();
    expect((await call(owner, 'POST', `/admin/customers/${bob.userId}/disable/`)).statusCode).toBe(
      200,
    );
    expect(await count()).toBe(before);
  });

  it('enabled again, the buyer signs in and orders', async () => {
    const res = await call(owner, 'POST', `/admin/customers/${bob.userId}/enable/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ disabled: false, disabled_at: null });
    const login = await call(null, 'POST', '/login/', {
      email: bob.email,
      password: SHOPPER_PASSWORD,
      remember_me: false,
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeaderFrom(login.cookies);
    expect((await order({ ...bob, cookie }, 'gb')).statusCode).toBe(201);
    // The sessions that were ended stay ended.
    expect((await call(bob, 'GET', '/profile/')).statusCode).toBe(401);
  });

  it('leaves other buyers signed in', async () => {
    expect((await call(ann, 'GET', '/profile/')).statusCode).toBe(200);
  });
});

// Issue 41 item 16: "customers are listed by company" (docs/api.md): a company's name finds its
// members, and the list can be read company by company, a company's members together.
describe('customers by company', () => {
  const rename = (userId: number, name: string) =>
    t.database.db.execute(
      sql`update companies set name = ${name} where id =
            (select company_id from company_members where user_id = ${userId})`,
    );
  const join = (userId: number, ofUserId: number) =>
    t.database.db.execute(
      sql`update company_members set role = 'buyer', company_id =
            (select company_id from company_members where user_id = ${ofUserId})
          where user_id = ${userId}`,
    );
  const list = async (query: string) => {
    const res = await call(support, 'GET', `/admin/customers/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; results: (Customer & { company: { name: string } })[] };
  };

  it('finds every member of a company by its name, in any case, and counts them', async () => {
    const [pia, paz, other] = await insertVerifiedShoppers(
      t.database.db,
      ['pia@by-company.example.com', 'paz@by-company.example.com', 'zed@by-company.example.com'],
      SHOPPER_PASSWORD,
      'Pia',
    );
    await rename(pia!, 'Pia Shoes Ltd');
    await join(paz!, pia!);
    await rename(other!, 'Zed Boots');

    const found = await list('q=pia%20shoes');
    expect(found.count).toBe(2);
    expect(found.results.map((c) => c.email).sort()).toEqual([
      'paz@by-company.example.com',
      'pia@by-company.example.com',
    ]);
    expect(found.results.every((c) => c.company.name === 'Pia Shoes Ltd')).toBe(true);
    expect((await list('q=PIA%20SHOES')).count).toBe(2);
    // A word that is no buyer's e-mail, name or company still finds nobody.
    expect((await list('q=Pia%20Boots')).count).toBe(0);
  });

  it('lists by company name, A to Z, each company’s members together', async () => {
    const { results } = await list('q=by-company.example.com&sort=company');
    expect(results.map((c) => [c.company.name, c.email])).toEqual([
      ['Pia Shoes Ltd', 'paz@by-company.example.com'],
      ['Pia Shoes Ltd', 'pia@by-company.example.com'],
      ['Zed Boots', 'zed@by-company.example.com'],
    ]);
    const everyone = await list('sort=company');
    const names = everyone.results.map((c) => c.company.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // The default is still the latest to order first.
    expect((await list('')).results[0]!.orders_count).toBeGreaterThan(0);
  });

  it('refuses a sort it does not know with a sentence', async () => {
    const res = await call(support, 'GET', '/admin/customers/?sort=email');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sort).toMatch(/company/);
  });
});
