// Customer groups in the back office (issue 32.3, docs/api.md "Customer groups"): owners and
// managers keep them, support may only read; every field is checked with a sentence and nothing
// changes on a refusal; names are unique in any case; each write is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CustomerGroup } from '@solestock/domain/back-office/customer-group-payloads';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let owner: SignedInStaff;
let manager: SignedInStaff;
let support: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
});
afterAll(async () => {
  await t?.close();
});

const call = (
  who: SignedInStaff,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/admin${path}`,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const groups = async () =>
  (await call(support, 'GET', '/customer-groups/')).json<{ results: CustomerGroup[] }>().results;

describe('customer groups', () => {
  it('a manager adds a group; the defaults are the specs’ terms; everyone reads it', async () => {
    const res = await call(manager, 'POST', '/customer-groups/', { name: 'Silver' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Silver',
      discount_percent: '0.00',
      deposit_percent: 100,
      net_days: 0,
      members: 0,
    });
    const gold = await call(owner, 'POST', '/customer-groups/', {
      name: ' Gold ',
      discount_percent: '12.5',
      deposit_percent: 30,
      net_days: 30,
    });
    expect(gold.statusCode).toBe(201);
    expect(gold.json()).toMatchObject({ name: 'Gold', discount_percent: '12.50' });
    expect((await groups()).map((g) => g.name)).toEqual(['Gold', 'Silver']);
  });

  it('refuses each bad field with its sentence, and changes nothing', async () => {
    const before = await groups();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /name/],
      [{ name: 'X', discount_percent: '90.01' }, /0 to 90/],
      [{ name: 'X', discount_percent: '1.234' }, /two decimals/],
      [{ name: 'X', discount_percent: '-1' }, /0 to 90/],
      [{ name: 'X', deposit_percent: 0 }, /at least 1%/],
      [{ name: 'X', deposit_percent: 30.5 }, /whole percentage/],
      [{ name: 'X', net_days: 366 }, /at most 365/],
      [{ name: 'X', net_days: -1 }, /0 \(no orders on account\)/],
    ];
    for (const [body, sentence] of cases) {
      const res = await call(owner, 'POST', '/customer-groups/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(sentence);
    }
    expect(await groups()).toEqual(before);
  });

  it('a name in use, in any case, is a 409', async () => {
    const res = await call(owner, 'POST', '/customer-groups/', { name: 'GOLD' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'duplicate' });
  });

  it('support may read but not write', async () => {
    const res = await call(support, 'POST', '/customer-groups/', { name: 'Bronze' });
    expect(res.statusCode).toBe(403);
    expect((await groups()).some((g) => g.name === 'Bronze')).toBe(false);
  });

  it('changes and removes a group, each audited with before and after', async () => {
    const gold = (await groups()).find((g) => g.name === 'Gold')!;
    const changed = await call(owner, 'PUT', `/customer-groups/${gold.id}/`, {
      name: 'Gold',
      discount_percent: 15,
      deposit_percent: 50,
      net_days: 0,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ discount_percent: '15.00', deposit_percent: 50 });
    expect((await call(owner, 'PUT', '/customer-groups/999999/', { name: 'Y' })).statusCode).toBe(
      404,
    );
    expect((await call(owner, 'DELETE', `/customer-groups/${gold.id}/`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/customer-groups/${gold.id}/`)).statusCode).toBe(404);
    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select action, before, after from audit_log where entity_type = 'customer_group'
           and entity_id = ${String(gold.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'customer_group.create',
      'customer_group.update',
      'customer_group.delete',
    ]);
    expect(audit[1]!.before).toMatchObject({ discount_percent: '12.50' });
    expect(audit[1]!.after).toMatchObject({ discount_percent: '15.00' });
  });

  it('puts a company in a group and out again; the count follows; a removed group frees its companies', async () => {
    const buyer = await signedInShopper(t.app, { email: 'grouped@example.com' });
    expect(buyer.cookie).toBeTruthy();
    const [company] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select m.company_id as id from company_members m join users u on u.id = m.user_id
           where u.email = 'grouped@example.com'`,
    );
    const companyId = Number(company!.id);
    const made = await call(owner, 'POST', '/customer-groups/', {
      name: 'Trade',
      deposit_percent: 30,
    });
    const trade = made.json<CustomerGroup>();
    const put = (groupId: unknown, who = manager, id = companyId) =>
      call(who, 'PUT', `/customers/${id}/group/`, { group_id: groupId });

    expect((await put(trade.id, support)).statusCode).toBe(403);
    const assigned = await put(trade.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      company_id: companyId,
      group: { id: trade.id, members: 1 },
    });
    expect((await groups()).find((g) => g.id === trade.id)!.members).toBe(1);
    // The console's customer page shows the buyer's company, its size and its group's terms.
    const [user] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = 'grouped@example.com'`,
    );
    const customer = await call(support, 'GET', `/customers/${user!.id}/`);
    expect(customer.json().company).toMatchObject({
      id: companyId,
      members: 1,
      group: { id: trade.id, name: 'Trade', deposit_percent: 30, net_days: 0 },
    });
    expect((await put(999999)).statusCode).toBe(404);
    expect((await put(trade.id, manager, 999999)).statusCode).toBe(404);
    expect((await put('1')).statusCode).toBe(400);

    expect((await call(owner, 'DELETE', `/customer-groups/${trade.id}/`)).statusCode).toBe(204);
    const [after] = await queryRows<{ g: number | null }>(
      t.database.db,
      sql`select customer_group_id as g from companies where id = ${companyId}`,
    );
    expect(after!.g).toBeNull();
    const audit = await queryRows<{ after: unknown }>(
      t.database.db,
      sql`select after from audit_log where action = 'customer_group.assign' and entity_id = ${String(companyId)}`,
    );
    expect(audit).toEqual([{ after: { group_id: trade.id } }]);
  });
});
