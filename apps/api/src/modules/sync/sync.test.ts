// The sync calls (docs/sync.md, decision 200): stock on hand and list prices by SKU, every item
// or none, idempotent with an Idempotency-Key, audited as sync; and the orders changed since a
// time, by cursor, their updated_at kept by the database's trigger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let owner: SignedInStaff;
let manager: SignedInStaff;
let support: SignedInStaff;
/** Three sizes of a `stock` group (id, sku), and a product of an `unlimited` group. */
let stocked: { id: number; sku: string }[];
let unlimited: { id: number; sku: string };
const call = callerOf(() => t.app);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 3, jobs: { poll: false } });
  [owner, manager, support] = await Promise.all([
    signedInStaff(t.app, 'owner'),
    signedInStaff(t.app, 'manager'),
    signedInStaff(t.app, 'support'),
  ]);
  const groups = await queryRows<{ id: number }>(
    db(),
    sql`select item_group_id as id from products where archived_at is null
        group by item_group_id having count(*) >= 3 order by item_group_id limit 2`,
  );
  const stockGroup = Number(groups[0]!.id);
  stocked = (
    await queryRows<{ id: number; sku: string }>(
      db(),
      sql`select id, sku from products where item_group_id = ${stockGroup}
          and archived_at is null order by id limit 3`,
    )
  ).map((r) => ({ id: Number(r.id), sku: r.sku }));
  const [other] = await queryRows<{ id: number; sku: string }>(
    db(),
    sql`select id, sku from products where item_group_id = ${Number(groups[1]!.id)}
        and archived_at is null order by id limit 1`,
  );
  unlimited = { id: Number(other!.id), sku: other!.sku };
  await db().execute(sql`update item_groups set sale_mode = 'stock' where id = ${stockGroup}`);
  await db().execute(
    sql`update products set selling_price = 10, currency = 'usd', availability = 10
        where id in (${sql.join(
          [...stocked, unlimited].map((p) => p.id),
          sql`, `,
        )})`,
  );
  await db().execute(
    sql`delete from price_slabs where product_id in (${sql.join(
      [...stocked, unlimited].map((p) => p.id),
      sql`, `,
    )})`,
  );
});
afterAll(async () => {
  await t?.close();
});

async function availability(id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db(),
    sql`select availability as n from products where id = ${id}`,
  );
  return Number(row!.n);
}

async function placeOrder(buyer: SignedInShopper, productId: number, quantity: number) {
  const add = await call(buyer, 'POST', '/ecommerce/cart/add/', {
    product_id: productId,
    quantity,
  });
  expect(add.statusCode, add.body).toBe(201);
  const placed = await call(
    buyer,
    'POST',
    '/ecommerce/order/place/?country_code=us&without_payment=true',
    {},
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order_id as number;
}

const putStock = (who: SignedInStaff, items: unknown, key?: string) =>
  call(who, 'PUT', '/admin/stock/', { items }, key ? { 'idempotency-key': key } : {});
const putPrices = (who: SignedInStaff, items: unknown, key?: string) =>
  call(who, 'PUT', '/admin/prices/', { items }, key ? { 'idempotency-key': key } : {});

describe('PUT /admin/stock/', () => {
  it('sets each SKU from the warehouse’s count, keeping back the pairs open orders hold; audited as sync', async () => {
    const buyer = await signedInShopper(t.app);
    await placeOrder(buyer, stocked[0]!.id, 3);
    expect(await availability(stocked[0]!.id)).toBe(7);

    const res = await putStock(manager, [
      { sku: stocked[0]!.sku, availability: 20 },
      { sku: stocked[1]!.sku, availability: 5 },
      { sku: unlimited.sku, availability: 8 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ items: 3, changed: 3, short: [] });
    // 20 on the shelves, 3 of them the buyer's: 17 to sell.
    expect(await availability(stocked[0]!.id)).toBe(17);
    expect(await availability(stocked[1]!.id)).toBe(5);
    expect(await availability(unlimited.id)).toBe(8);

    const audits = await queryRows<{ action: string; entity_id: string | null; after: unknown }>(
      db(),
      sql`select action, entity_id, after from audit_log
          where staff_id = ${manager.staffId} and action in ('stock.sync', 'stock.change')
          order by id`,
    );
    // A stock.change for each product of the stock group (not the unlimited one), then the sync.
    expect(audits).toEqual([
      ...[
        [stocked[0]!.id, 17],
        [stocked[1]!.id, 5],
      ]
        .map(([id, n]) => ({
          action: 'stock.change',
          entity_id: String(id),
          after: { availability: n, cause: 'sync', order_id: null },
        }))
        .sort((a, b) => Number(a.entity_id) - Number(b.entity_id)),
      {
        action: 'stock.sync',
        entity_id: null,
        after: { items: 3, changed: 3, short: 0, cause: 'sync' },
      },
    ]);

    // A count below what the orders hold: nothing to sell, and the answer says which.
    const short = await putStock(owner, [{ sku: stocked[0]!.sku, availability: 2 }]);
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json()).toEqual({
      items: 1,
      changed: 1,
      short: [{ sku: stocked[0]!.sku, on_hand: 2, held: 3 }],
    });
    expect(await availability(stocked[0]!.id)).toBe(0);
  });

  it('holds no pairs for shipped orders, nor pairs sold ahead of a delivery not yet here', async () => {
    // The order of the first test has gone out: its pairs left the shelves with it.
    await db().execute(sql`update orders set status = 'shipped' where status <> 'cancelled'`);
    const shipped = await putStock(owner, [{ sku: stocked[0]!.sku, availability: 2 }]);
    expect(shipped.json()).toEqual({ items: 1, changed: 1, short: [] });
    expect(await availability(stocked[0]!.id)).toBe(2);

    // Two pairs sold ahead of a delivery still expected: not on the shelves, so not held.
    await db().execute(sql`update products set availability = 0 where id = ${stocked[1]!.id}`);
    await db().execute(
      sql`insert into incoming_stock (product_id, pairs, expected_on)
          values (${stocked[1]!.id}, 4, '2099-05-01')`,
    );
    await placeOrder(await signedInShopper(t.app), stocked[1]!.id, 2);
    const ahead = await putStock(owner, [{ sku: stocked[1]!.sku, availability: 6 }]);
    expect(ahead.json()).toEqual({ items: 1, changed: 1, short: [] });
    expect(await availability(stocked[1]!.id)).toBe(6);
    // Once received, they are on the shelves and the order's: the count keeps them back.
    await db().execute(
      sql`update incoming_stock set status = 'received' where product_id = ${stocked[1]!.id}`,
    );
    const received = await putStock(owner, [{ sku: stocked[1]!.sku, availability: 6 }]);
    expect(received.json()).toEqual({ items: 1, changed: 1, short: [] });
    expect(await availability(stocked[1]!.id)).toBe(4);
    await db().execute(sql`delete from incoming_stock where product_id = ${stocked[1]!.id}`);
    await db().execute(sql`update orders set status = 'shipped' where status <> 'cancelled'`);
  });

  it('refuses a bad item, naming each, and changes nothing', async () => {
    await db().execute(sql`update products set availability = 9 where id = ${stocked[2]!.id}`);
    const unknown = await putStock(owner, [
      { sku: stocked[2]!.sku, availability: 1 },
      { sku: 'NO-SUCH-SKU', availability: 2 },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(
      'Item 2: no product has the SKU NO-SUCH-SKU. Nothing was changed.',
    );
    expect(unknown.json().errors).toEqual([
      { row: 2, sku: 'NO-SUCH-SKU', message: 'Item 2: no product has the SKU NO-SUCH-SKU.' },
    ]);

    const bad = await putStock(owner, [
      { sku: stocked[2]!.sku, availability: 1 },
      { sku: stocked[1]!.sku, availability: -1 },
      { sku: stocked[0]!.sku, availability: 1.5 },
      { sku: unlimited.sku, availability: '4' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(
      new RegExp(`^Item 2 \\(${stocked[1]!.sku}\\): availability: availability is a whole number`),
    );
    expect(bad.json().error).toContain('(and 2 more bad items) Nothing was changed.');
    expect(bad.json().errors.map((e: { row: number }) => e.row)).toEqual([2, 3, 4]);

    const twice = await putStock(owner, [
      { sku: stocked[2]!.sku, availability: 1 },
      { sku: stocked[2]!.sku, availability: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({ row: 2, sku: stocked[2]!.sku });

    const many = await putStock(
      owner,
      Array.from({ length: 5001 }, (_, i) => ({ sku: `X-${i}`, availability: 1 })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toContain('at most 5000 items');
    const none = await putStock(owner, []);
    expect(none.statusCode).toBe(400);
    expect(await availability(stocked[2]!.id)).toBe(9);
  });

  it('answers a repeated Idempotency-Key with its first answer and changes nothing again', async () => {
    const items = [{ sku: stocked[2]!.sku, availability: 30 }];
    const first = await putStock(owner, items, 'wh-2027-01-15-0930');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await availability(stocked[2]!.id)).toBe(30);
    // Staff change it by hand since: a retry of the same call must not undo that.
    await db().execute(sql`update products set availability = 12 where id = ${stocked[2]!.id}`);
    const again = await putStock(owner, items, 'wh-2027-01-15-0930');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await availability(stocked[2]!.id)).toBe(12);

    const other = await putStock(
      owner,
      [{ sku: stocked[2]!.sku, availability: 31 }],
      'wh-2027-01-15-0930',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await availability(stocked[2]!.id)).toBe(12);

    // A refused call keeps no key: its retry, mended, runs.
    const refused = await putStock(owner, [{ sku: 'NOPE', availability: 1 }], 'wh-retry');
    expect(refused.statusCode).toBe(400);
    const mended = await putStock(owner, [{ sku: stocked[2]!.sku, availability: 13 }], 'wh-retry');
    expect(mended.statusCode).toBe(200);
    expect(await availability(stocked[2]!.id)).toBe(13);

    const badKey = await putStock(owner, items, 'has space');
    expect(badKey.statusCode).toBe(400);
  });

  it('is for owners and managers (stock.write), not support', async () => {
    const res = await putStock(support, [{ sku: stocked[2]!.sku, availability: 1 }]);
    expect(res.statusCode).toBe(403);
    expect(await availability(stocked[2]!.id)).toBe(13);
  });
});

describe('PUT /admin/prices/', () => {
  const priceOf = async (id: number) => {
    const [row] = await queryRows<{ price: string }>(
      db(),
      sql`select selling_price::text as price from products where id = ${id}`,
    );
    return row!.price;
  };
  const slabsOf = (id: number) =>
    queryRows<{ operator: string; min: number | null; max: number | null; price: string }>(
      db(),
      sql`select operator, min_quantity as min, max_quantity as max, selling_price::text as price
          from price_slabs where product_id = ${id} order by position`,
    );

  it('sets list prices exactly and replaces a slab table when one is sent; audited as sync', async () => {
    const res = await putPrices(manager, [
      {
        sku: stocked[0]!.sku,
        selling_price: '12.3456',
        slabs: [
          { min_quantity: 1, max_quantity: 11, selling_price: '12.3456' },
          { min_quantity: 12, selling_price: '11.10' },
        ],
      },
      { sku: stocked[1]!.sku, selling_price: 19.99 },
      { sku: stocked[2]!.sku, selling_price: '10' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // The third is unchanged (10 is 10.0000).
    expect(res.json()).toEqual({ items: 3, changed: 2 });
    expect(await priceOf(stocked[0]!.id)).toBe('12.3456');
    expect(await priceOf(stocked[1]!.id)).toBe('19.9900');
    expect(await slabsOf(stocked[0]!.id)).toEqual([
      { operator: 'from_to', min: 1, max: 11, price: '12.3456' },
      { operator: '>=', min: 12, max: null, price: '11.1000' },
    ]);

    // Slabs left out stay; an empty table clears them.
    const kept = await putPrices(owner, [{ sku: stocked[0]!.sku, selling_price: '13' }]);
    expect(kept.json()).toEqual({ items: 1, changed: 1 });
    expect(await slabsOf(stocked[0]!.id)).toHaveLength(2);
    const cleared = await putPrices(owner, [
      { sku: stocked[0]!.sku, selling_price: '13', slabs: [] },
    ]);
    expect(cleared.json()).toEqual({ items: 1, changed: 1 });
    expect(await slabsOf(stocked[0]!.id)).toEqual([]);

    const [audit] = await queryRows<{ after: Record<string, unknown> }>(
      db(),
      sql`select after from audit_log where action = 'prices.sync' and staff_id = ${manager.staffId}`,
    );
    expect(audit!.after).toEqual({
      items: 3,
      changed: 2,
      cause: 'sync',
      prices: { [stocked[0]!.sku]: '12.3456', [stocked[1]!.sku]: '19.99' },
    });
  });

  it('refuses a price or slab table the catalogue would refuse, naming each item, and changes nothing', async () => {
    const before = await priceOf(stocked[1]!.id);
    const res = await putPrices(owner, [
      { sku: stocked[1]!.sku, selling_price: '15' },
      { sku: stocked[2]!.sku, selling_price: '-1' },
      { sku: stocked[0]!.sku, selling_price: '1.23456' },
      {
        sku: unlimited.sku,
        selling_price: '5',
        slabs: [
          { min_quantity: 1, max_quantity: 10, selling_price: '5' },
          { min_quantity: 5, max_quantity: 20, selling_price: '4' },
        ],
      },
      { sku: 'NO-SUCH', selling_price: '1' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Item 2 \(.+\): the selling_price cannot be negative\./);
    expect(res.json().errors.map((e: { row: number }) => e.row)).toEqual([2, 3, 4, 5]);
    expect(await priceOf(stocked[1]!.id)).toBe(before);
  });

  it('is idempotent with a key, and catalogue.write’s', async () => {
    const items = [{ sku: stocked[1]!.sku, selling_price: '21.00' }];
    const first = await putPrices(owner, items, 'erp-prices-1');
    expect(first.json()).toEqual({ items: 1, changed: 1 });
    await db().execute(sql`update products set selling_price = 22 where id = ${stocked[1]!.id}`);
    const again = await putPrices(owner, items, 'erp-prices-1');
    expect(again.json()).toEqual({ items: 1, changed: 1 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await priceOf(stocked[1]!.id)).toBe('22.0000');
    expect(
      (await putPrices(owner, [{ sku: stocked[1]!.sku, selling_price: '1' }], 'erp-prices-1'))
        .statusCode,
    ).toBe(422);
    // The same key on the other call is its own.
    expect(
      (await putStock(owner, [{ sku: stocked[1]!.sku, availability: 5 }], 'erp-prices-1'))
        .statusCode,
    ).toBe(200);
    expect((await putPrices(support, items)).statusCode).toBe(403);
  });
});

describe('GET /admin/orders/?updated_since=', () => {
  type Since = {
    results: { id: number; updated_at: string; status: string }[];
    next_cursor: string | null;
    has_more: boolean;
    page_size: number;
  };
  const poll = async (query: string) => {
    const res = await call(owner, 'GET', `/admin/orders/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Since;
  };

  it('pages the orders changed since a time by cursor, oldest change first; a change brings one back', async () => {
    await db().execute(sql`update products set availability = 100 where id = ${stocked[1]!.id}`);
    const start = new Date().toISOString();
    const buyer = await signedInShopper(t.app);
    const a = await placeOrder(buyer, stocked[1]!.id, 1);
    const b = await placeOrder(buyer, stocked[1]!.id, 1);

    const first = await poll(`updated_since=${encodeURIComponent(start)}&limit=1`);
    expect(first.results.map((r) => r.id)).toEqual([a]);
    expect(first.has_more).toBe(true);
    expect(first.page_size).toBe(1);
    expect(first.results[0]!.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const second = await poll(`cursor=${first.next_cursor}&limit=1`);
    expect(second.results.map((r) => r.id)).toEqual([b]);
    expect(second.has_more).toBe(false);
    // Nothing new: no rows, and the cursor stays where it was.
    const idle = await poll(`cursor=${second.next_cursor}`);
    expect(idle).toEqual({
      results: [],
      next_cursor: second.next_cursor,
      has_more: false,
      page_size: 100,
    });

    // Staff cancel the first order: it is changed again, after the second.
    const cancel = await call(owner, 'POST', `/admin/orders/${a}/cancel/`, {
      reason: 'Asked by the buyer',
      version: 1,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await poll(`cursor=${second.next_cursor}`);
    expect(after.results.map((r) => [r.id, r.status])).toEqual([[a, 'cancelled']]);
    expect(after.results[0]!.updated_at > second.results[0]!.updated_at).toBe(true);

    // The full list from the start: each order once, at its last change.
    const all = await poll(`updated_since=${encodeURIComponent(start)}`);
    expect(all.results.map((r) => r.id)).toEqual([b, a]);
  });

  it('keeps updated_at in the database: any change of the row moves it on, and no writer can set it back', async () => {
    const [order] = await queryRows<{ id: number; at: string }>(
      db(),
      sql`select id, updated_at::text as at from orders order by id limit 1`,
    );
    await db().execute(
      sql`update orders set updated_at = '2001-01-01T00:00:00Z' where id = ${order!.id}`,
    );
    await db().execute(sql`update orders set carrier = 'DHL' where id = ${order!.id}`);
    const [row] = await queryRows<{ later: boolean; placed: boolean }>(
      db(),
      sql`select updated_at > ${order!.at}::timestamptz as later,
            updated_at >= created_at as placed from orders where id = ${order!.id}`,
    );
    expect(row).toEqual({ later: true, placed: true });
  });

  it('answers the queue as before without it, and refuses a bad time or cursor', async () => {
    const page = await call(owner, 'GET', '/admin/orders/');
    expect(page.statusCode).toBe(200);
    expect(Object.keys(page.json()).sort()).toEqual(['count', 'page', 'page_size', 'results']);
    expect(page.json().results[0]).not.toHaveProperty('updated_at');

    const badTime = await call(owner, 'GET', '/admin/orders/?updated_since=yesterday');
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error).toContain('ISO 8601');
    const noZone = await call(owner, 'GET', '/admin/orders/?updated_since=2027-01-15T09:30:00');
    expect(noZone.statusCode).toBe(400);
    for (const cursor of ['abc', Buffer.from('["x",1]').toString('base64url'), '%00']) {
      const res = await call(owner, 'GET', `/admin/orders/?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
    }
    const tooMany = await call(
      owner,
      'GET',
      '/admin/orders/?updated_since=2027-01-15T09:30:00Z&limit=201',
    );
    expect(tooMany.statusCode).toBe(400);
  });
});
