// A stock sync of 5,000 SKUs under concurrent buyer orders oversells nothing (issue 45, "Done
// when"; docs/sync.md, decision 200). Every product starts with 5 pairs; 24 buyers place orders
// for 2 pairs each of three of the first ten products while the warehouse sends its count of 10
// for all 5,000. Whichever order commits before the sync's locks and whichever after, every
// product ends with availability + the pairs its orders hold = 10, never below 0, and every
// refused buyer was told insufficient_stock. On PostgreSQL (TEST_DATABASE_URL) the placements and
// the sync really run side by side; their row locks, taken in product id order, keep them from
// oversell and from deadlock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

const SKUS = 5_000;
const BUYERS = 24;
const PLACERS = 3;
/** Fewer than the 14 pairs of each product the buyers want: some are refused after the sync too. */
const COUNT = 10;
let t: TestApp;
let owner: SignedInStaff;
let ids: number[];
const call = callerOf(() => t.app);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 1, jobs: { poll: false } });
  owner = await signedInStaff(t.app, 'owner');
  const [group] = await queryRows<{ id: number }>(
    db(),
    sql`select id from item_groups order by id limit 1`,
  );
  const groupId = Number(group!.id);
  await db().execute(sql`update item_groups set sale_mode = 'stock' where id = ${groupId}`);
  const rows = await queryRows<{ id: number }>(
    db(),
    sql`insert into products (item_group_id, sku, name, color, size, selling_price, currency,
          availability)
        select ${groupId}, 'SYNC-' || lpad(n::text, 5, '0'), 'Sync runner', 'Black', n::text,
          10, 'usd', 5
        from generate_series(1, ${SKUS}) as n
        returning id`,
  );
  ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a 5,000-SKU stock sync racing buyers’ orders', () => {
  it('oversells nothing: availability + held pairs = the count for every product', async () => {
    const buyers: SignedInShopper[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await signedInShopper(t.app));
    for (const [i, buyer] of buyers.entries()) {
      // Three of the first ten products, the highest id first for some: locks go by id anyway.
      const wanted = [ids[i % 10]!, ids[(i + 3) % 10]!, ids[(i + 7) % 10]!];
      for (const id of i % 2 ? wanted.reverse() : wanted) {
        const res = await call(buyer, 'POST', '/ecommerce/cart/add/', {
          product_id: id,
          quantity: 2,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    const items = ids.map((_, i) => ({
      sku: `SYNC-${String(i + 1).padStart(5, '0')}`,
      availability: COUNT,
    }));

    // The placements go PLACERS at a time beside the sync: the tests' pool has 5 connections,
    // and more requests than that queued behind the sync's locks would wait past the pool's
    // 2-second limit (a 503 of the test's pool, not of the rule under test).
    // The sync starts once the first PLACERS orders are answered, so some orders commit before
    // it, some wait on its locks, and the rest come after.
    const queue = [...buyers];
    const answers: Awaited<ReturnType<typeof call>>[] = [];
    let startSync!: () => void;
    const firstAnswered = new Promise<void>((resolve) => (startSync = resolve));
    const placer = async () => {
      for (let buyer = queue.shift(); buyer; buyer = queue.shift()) {
        answers.push(
          await call(
            buyer,
            'POST',
            '/ecommerce/order/place/?country_code=us&without_payment=true',
            {},
          ),
        );
        if (answers.length === PLACERS) startSync();
      }
    };
    const [sync] = await Promise.all([
      firstAnswered.then(() =>
        call(owner, 'PUT', '/admin/stock/', { items }, { 'idempotency-key': 'race-1' }),
      ),
      ...Array.from({ length: PLACERS }, placer),
    ]);
    expect(sync!.statusCode, sync!.body).toBe(200);
    expect(sync!.json()).toMatchObject({ items: SKUS, short: [] });
    for (const res of answers) {
      if (res.statusCode === 201) continue;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('insufficient_stock');
    }
    const placed = answers.filter((a) => a.statusCode === 201).length;
    expect(placed).toBeGreaterThan(0);

    const products = await queryRows<{ id: number; availability: number; held: number }>(
      db(),
      sql`select p.id, p.availability, coalesce((
            select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
            where l.product_id = p.id and o.stock_taken_at is not null), 0)::int as held
          from products p where p.sku like 'SYNC-%' order by p.id`,
    );
    expect(products).toHaveLength(SKUS);
    const wrong = products.filter(
      (p) => Number(p.availability) < 0 || Number(p.availability) + Number(p.held) !== COUNT,
    );
    expect(wrong).toEqual([]);
    // The pairs sold are exactly the placed orders' (3 products × 2 pairs each).
    const sold = products.reduce((n, p) => n + Number(p.held), 0);
    expect(sold).toBe(placed * 6);
  }, 180_000);
});
