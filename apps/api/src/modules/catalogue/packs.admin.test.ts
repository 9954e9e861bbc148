// Packs, staff side (issue 31.2, docs/api.md "Packs"): an item group's cartons are listed, made,
// changed and removed with catalogue.write, audited; a ratio is refused naming its size (the
// domain's rules, and a size the colour is not on sale in); the product page's detail offers a
// colour's packs only while every size is on sale. Role refusals: the staff-guard walk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let manager: SignedInStaff;
let support: SignedInStaff;
let signals = 0;
/** A group with a colour on sale in at least three sizes. */
let group: number;
let colour: string;
let sizes: { id: number; size: string }[];

const call = (
  who: SignedInStaff,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const packCount = async () =>
  Number((await rows<{ n: number }>(sql`select count(*)::int as n from packs`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 3 });
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
  t.app.storefrontChanges.onChange(() => (signals += 1));
  const [first] = await rows<{ item_group_id: number; color: string }>(
    sql`select item_group_id, color from products where archived_at is null and size is not null
        group by item_group_id, color having count(distinct size) >= 3
        order by item_group_id, color limit 1`,
  );
  group = Number(first!.item_group_id);
  colour = first!.color;
  sizes = (
    await rows<{ id: number; size: string }>(
      sql`select min(id) as id, size from products
          where item_group_id = ${group} and color = ${colour} and archived_at is null
          group by size order by min(id) limit 3`,
    )
  ).map((r) => ({ id: Number(r.id), size: r.size }));
}, 300_000);
afterAll(() => t?.close());

const ratioOf = (...pairs: number[]) =>
  Object.fromEntries(sizes.map((s, i) => [s.size, pairs[i]!]).filter(([, n]) => n));

describe('staff packs', () => {
  let packId: number;

  it('makes a pack of a colour, audited, with its pairs and an empty name made for it', async () => {
    const before = signals;
    const res = await call(manager, 'POST', `/admin/catalogue/item-groups/${group}/packs/`, {
      color: colour,
      name: '',
      ratio: ratioOf(1, 2, 3),
    });
    expect(res.statusCode, res.body).toBe(201);
    const pack = res.json();
    expect(pack).toMatchObject({
      item_group_id: group,
      color: colour,
      name: 'Carton of 6',
      ratio: ratioOf(1, 2, 3),
      pairs: 6,
      missing_sizes: [],
      standard: true,
    });
    packId = pack.id;
    expect(signals - before).toBe(1);
    const [audit] = await rows<{ action: string; staff_id: number; after: { pairs: number } }>(
      sql`select action, staff_id, after from audit_log where entity_type = 'pack'
          and entity_id = ${String(packId)} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'catalogue.pack.create', after: { pairs: 6 } });
    expect(Number(audit!.staff_id)).toBe(manager.staffId);
  });

  it('lists the group’s packs; support reads them too; the second of a colour is not its standard', async () => {
    const second = await call(manager, 'POST', `/admin/catalogue/item-groups/${group}/packs/`, {
      color: colour,
      name: 'Small carton',
      ratio: ratioOf(1, 1),
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().standard).toBe(false);
    const list = await call(support, 'GET', `/admin/catalogue/item-groups/${group}/packs/`);
    expect(list.statusCode).toBe(200);
    expect(
      list.json().results.map((p: { name: string; standard: boolean }) => [p.name, p.standard]),
    ).toEqual([
      ['Carton of 6', true],
      ['Small carton', false],
    ]);
    const missing = await call(support, 'GET', '/admin/catalogue/item-groups/99999999/packs/');
    expect(missing.statusCode).toBe(404);
  });

  it('changes a pack whole, and removes one; both audited', async () => {
    const res = await call(manager, 'PUT', `/admin/catalogue/packs/${packId}/`, {
      color: colour,
      name: 'Carton of 12',
      ratio: ratioOf(2, 4, 6),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Carton of 12', pairs: 12, standard: true });
    const list = await call(manager, 'GET', `/admin/catalogue/item-groups/${group}/packs/`);
    const small = list.json().results.find((p: { name: string }) => p.name === 'Small carton');
    const before = signals;
    const removed = await call(manager, 'DELETE', `/admin/catalogue/packs/${small.id}/`);
    expect(removed.statusCode).toBe(204);
    expect(signals - before).toBe(1);
    expect((await call(manager, 'DELETE', `/admin/catalogue/packs/${small.id}/`)).statusCode).toBe(
      404,
    );
    const actions = await rows<{ action: string }>(
      sql`select action from audit_log where entity_type = 'pack' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'catalogue.pack.create',
      'catalogue.pack.create',
      'catalogue.pack.update',
      'catalogue.pack.delete',
    ]);
  });

  it('refuses a bad ratio with a sentence naming the size, writing nothing', async () => {
    const count = await packCount();
    const [a, b] = [sizes[0]!.size, sizes[1]!.size];
    const cases: [unknown, RegExp, string][] = [
      [{ [a]: 1, [b]: 0 }, new RegExp(`^Size ${b}: the pairs are a whole number`), `ratio.${b}`],
      [{ [a]: 2.5 }, new RegExp(`^Size ${a}: the pairs are a whole number`), `ratio.${a}`],
      [{ [a]: 1 }, /^A carton holds 2 to 500 pairs; this one holds 1\.$/, 'ratio'],
      [{ [a]: 400, [b]: 101 }, /this one holds 501\.$/, 'ratio'],
      [{}, /^Put at least one size in the carton\.$/, 'ratio'],
      [[1, 2], /pairs per size/, 'ratio'],
      [
        { [a]: 1, '99': 2 },
        new RegExp(`^Size 99 is not on sale in ${colour} in this item group`),
        'ratio.99',
      ],
    ];
    for (const [ratio, sentence, field] of cases) {
      const res = await call(manager, 'POST', `/admin/catalogue/item-groups/${group}/packs/`, {
        color: colour,
        name: 'Bad',
        ratio,
      });
      expect(res.statusCode, JSON.stringify(ratio)).toBe(400);
      expect(res.json().error).toMatch(sentence);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const noColour = await call(manager, 'POST', `/admin/catalogue/item-groups/${group}/packs/`, {
      color: 'Ultraviolet',
      ratio: { [a]: 2 },
    });
    expect(noColour.statusCode).toBe(400);
    expect(noColour.json()).toMatchObject({
      error: 'This item group has no Ultraviolet on sale: choose one of its colours.',
      fields: { color: expect.any(String) },
    });
    const longName = await call(manager, 'POST', `/admin/catalogue/item-groups/${group}/packs/`, {
      color: colour,
      name: 'x'.repeat(81),
      ratio: { [a]: 2 },
    });
    expect(longName.json().error).toBe('name: The name has at most 80 characters.');
    expect(await packCount()).toBe(count);
  });

  it('ProductDetail offers the group’s packs while every size is on sale', async () => {
    const detail = async () =>
      (await t.app.inject({ url: `/api/ecommerce/products/${sizes[0]!.id}/us` })).json();
    expect((await detail()).packs).toEqual([
      { id: packId, name: 'Carton of 12', color: colour, ratio: ratioOf(2, 4, 6), pairs: 12 },
    ]);
    // A size archived since: the carton is hidden from shoppers, and staff see what is missing.
    await call(manager, 'POST', '/admin/catalogue/products/archive/', { ids: [sizes[2]!.id] });
    expect((await detail()).packs).toEqual([]);
    const list = await call(manager, 'GET', `/admin/catalogue/item-groups/${group}/packs/`);
    expect(list.json().results[0].missing_sizes).toEqual([sizes[2]!.size]);
    await call(manager, 'POST', '/admin/catalogue/products/unarchive/', { ids: [sizes[2]!.id] });
    expect((await detail()).packs).toHaveLength(1);
  });
});
