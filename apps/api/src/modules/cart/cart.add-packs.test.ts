// POST /ecommerce/cart/add-packs/ (issue 31.2, docs/api.md "Packs"): each pack's ratio × cartons
// lands on its sizes' ordinary cart lines (an existing line grows, packs naming one product are
// summed), all or nothing: one bad item, and nothing is added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { packs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper } from '../../test/shoppers.ts';

let t: TestApp;
let shopper: { cookie: string };
const call = callerOf(() => t.app);
/** Three sizes of one colour of a group, and a size of another colour (or group). */
let group: number;
let colour: string;
let sizes: { id: number; size: string }[];
let other: { id: number; group: number; color: string; size: string };
let carton: number;
let small: number;
let elsewhere: number;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 3 });
  shopper = await signedInShopper(t.app);
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
  const [o] = await rows<{ id: number; item_group_id: number; color: string; size: string }>(
    sql`select id, item_group_id, color, size from products
        where archived_at is null and size is not null
          and not (item_group_id = ${group} and color = ${colour})
        order by id limit 1`,
  );
  other = { id: Number(o!.id), group: Number(o!.item_group_id), color: o!.color, size: o!.size };
  const db = t.database.db;
  const [a, b, c] = sizes.map((s) => s.size) as [string, string, string];
  const made = await db
    .insert(packs)
    .values([
      {
        itemGroupId: group,
        color: colour,
        name: 'Carton of 6',
        ratio: { [a]: 1, [b]: 2, [c]: 3 },
        pairs: 6,
      },
      { itemGroupId: group, color: colour, name: 'Duo', ratio: { [a]: 1, [b]: 1 }, pairs: 2 },
      {
        itemGroupId: other.group,
        color: other.color,
        name: 'Elsewhere',
        ratio: { [other.size]: 4 },
        pairs: 4,
      },
    ])
    .returning({ id: packs.id });
  [carton, small, elsewhere] = made.map((m) => m.id) as [number, number, number];
}, 300_000);
afterAll(() => t?.close());

const addPacks = (payload: unknown, who: { cookie: string } | null = shopper) =>
  call(who, 'POST', '/ecommerce/cart/add-packs/', payload);

async function cart(): Promise<Map<number, { quantity: number; mode: string; id: number }>> {
  const res = await call(shopper, 'GET', '/ecommerce/cart/items/?country_code=gb');
  expect(res.statusCode).toBe(200);
  const items = res.json().cartItems as {
    id: number;
    productId: number;
    productQty: number;
    mode: string;
  }[];
  return new Map(
    items.map((i) => [i.productId, { quantity: i.productQty, mode: i.mode, id: i.id }]),
  );
}

async function clear() {
  const lines = [...(await cart()).values()].map((l) => l.id);
  if (lines.length === 0) return;
  const res = await call(shopper, 'DELETE', '/ecommerce/cart/items/delete/', {
    cart_item_ids: lines,
  });
  expect(res.statusCode).toBe(204);
}

const quantities = async () =>
  Object.fromEntries([...(await cart())].map(([id, l]) => [id, l.quantity]));

describe('POST /ecommerce/cart/add-packs/', () => {
  it('needs a session', async () => {
    const res = await addPacks({ items: [{ pack_id: carton, cartons: 1 }] }, null);
    expect(res.statusCode).toBe(401);
  });

  it('adds ratio × cartons to each size’s line, answering as add-many does', async () => {
    await clear();
    const res = await addPacks({ items: [{ pack_id: carton, cartons: 3, mode: 'sea' }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().count).toBe(3);
    const lines = res.json().lines as { product_id: number; quantity: number }[];
    expect(Object.fromEntries(lines.map((l) => [l.product_id, l.quantity]))).toEqual({
      [sizes[0]!.id]: 3,
      [sizes[1]!.id]: 6,
      [sizes[2]!.id]: 9,
    });
    const after = await cart();
    expect(after.get(sizes[1]!.id)).toMatchObject({ quantity: 6, mode: 'sea' });
  });

  it('merges into existing lines, and sums packs that name one product', async () => {
    await clear();
    const first = await call(shopper, 'POST', '/ecommerce/cart/add/', {
      product_id: sizes[0]!.id,
      quantity: 10,
    });
    expect(first.statusCode).toBe(201);
    const res = await addPacks({
      items: [
        { pack_id: carton, cartons: 2 },
        { pack_id: small, cartons: 5 },
        { pack_id: elsewhere, cartons: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const line0 = res
      .json()
      .lines.find((l: { product_id: number }) => l.product_id === sizes[0]!.id);
    expect(line0.id).toBe(first.json().id);
    expect(await quantities()).toEqual({
      [sizes[0]!.id]: 10 + 2 + 5,
      [sizes[1]!.id]: 4 + 5,
      [sizes[2]!.id]: 6,
      [other.id]: 4,
    });
  });

  it('one bad item, and nothing is added: it is named, with a sentence', async () => {
    await clear();
    await call(shopper, 'POST', '/ecommerce/cart/add/', { product_id: sizes[0]!.id, quantity: 10 });
    const before = await quantities();
    const cases: [unknown, number, number, string, RegExp][] = [
      [
        {
          items: [
            { pack_id: carton, cartons: 1 },
            { pack_id: 99_999_999, cartons: 1 },
          ],
        },
        404,
        2,
        'no_such_pack',
        /^Line 2: no pack has this number\. Nothing was added\.$/,
      ],
      [
        {
          items: [
            { pack_id: carton, cartons: 1 },
            { pack_id: small, cartons: 0 },
          ],
        },
        400,
        2,
        'invalid_line',
        /^Line 2: cartons: cartons must be 1 or more\./,
      ],
      [
        { items: [{ pack_id: carton, cartons: 1001 }] },
        400,
        1,
        'invalid_line',
        /cartons must be at most 1000\./,
      ],
      [
        { items: [{ pack_id: small, cartons: 2, mode: 'rail' }] },
        400,
        1,
        'invalid_line',
        /^Line 1: mode: mode must be air or sea\./,
      ],
      [
        // 1000 cartons × 3 pairs × 34 items of one size: past 100000 pairs on one line.
        { items: Array.from({ length: 34 }, () => ({ pack_id: carton, cartons: 1000 })) },
        400,
        1,
        'quantity_too_large',
        new RegExp(`more than 100000 pairs of size ${sizes[2]!.size}`),
      ],
    ];
    for (const [payload, status, line, code, sentence] of cases) {
      const res = await addPacks(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, line });
      expect(res.json().error).toMatch(sentence);
      expect(Object.keys(res.json().fields)[0]).toMatch(new RegExp(`^items\\.${line - 1}\\.`));
      expect(await quantities()).toEqual(before);
    }
    for (const body of [
      {},
      { items: [] },
      { items: 'x' },
      { items: Array(51).fill({ pack_id: carton, cartons: 1 }) },
    ]) {
      const res = await addPacks(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await quantities()).toEqual(before);
  });

  it('a line the cart already fills near 100000, or an archived size: refused whole', async () => {
    await clear();
    await call(shopper, 'POST', '/ecommerce/cart/add/', {
      product_id: sizes[2]!.id,
      quantity: 99_990,
    });
    const full = await addPacks({
      items: [
        { pack_id: small, cartons: 1 },
        { pack_id: carton, cartons: 4 },
      ],
    });
    expect(full.statusCode, full.body).toBe(400);
    expect(full.json()).toMatchObject({ code: 'quantity_too_large', line: 2 });
    expect(full.json().error).toMatch(/your cart already holds so many of size/);
    expect(await quantities()).toEqual({ [sizes[2]!.id]: 99_990 });

    await t.database.db.execute(
      sql`update products set archived_at = now() where id = ${sizes[1]!.id}`,
    );
    try {
      const res = await addPacks({
        items: [
          { pack_id: elsewhere, cartons: 1 },
          { pack_id: small, cartons: 1 },
        ],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'pack_unavailable', line: 2 });
      expect(res.json().error).toBe(
        `Line 2: size ${sizes[1]!.size} of Duo is no longer sold, so this carton cannot be added. Nothing was added.`,
      );
      expect(await quantities()).toEqual({ [sizes[2]!.id]: 99_990 });
    } finally {
      await t.database.db.execute(
        sql`update products set archived_at = null where id = ${sizes[1]!.id}`,
      );
    }
  });

  it('a stock group’s cartons are refused whole when a size falls short (409 insufficient_stock)', async () => {
    await clear();
    const db = t.database.db;
    await db.execute(sql`update item_groups set sale_mode = 'stock' where id = ${group}`);
    // The carton is 1-2-3 of the three sizes: the third has 5 pairs, so two cartons (6) do not fit.
    await db.execute(
      sql`update products set availability = case when id = ${sizes[2]!.id} then 5 else 100 end
           where item_group_id = ${group}`,
    );
    try {
      const refused = await addPacks({ items: [{ pack_id: carton, cartons: 2 }] });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'insufficient_stock',
        lines: [{ product_id: sizes[2]!.id, requested: 6, available: 5 }],
      });
      expect(await quantities()).toEqual({});
      const one = await addPacks({ items: [{ pack_id: carton, cartons: 1 }] });
      expect(one.statusCode, one.body).toBe(201);
      expect(await quantities()).toEqual({
        [sizes[0]!.id]: 1,
        [sizes[1]!.id]: 2,
        [sizes[2]!.id]: 3,
      });
    } finally {
      await db.execute(sql`update item_groups set sale_mode = 'unlimited' where id = ${group}`);
    }
  });
});
