// The race for the last pairs (issue 31.3, decision 144): 30 buyers place orders at once for a
// style with 100 pairs on hand (50 of each of two sizes), each wanting 2 + 2. Exactly 25 orders
// are placed, exactly 100 pairs sold, availability ends at 0 and never below (the database's
// check), and every other buyer gets a 409 insufficient_stock naming the line. On PostgreSQL
// (TEST_DATABASE_URL) the placements really run side by side; their row locks, taken in product
// id order, keep them from oversell and from deadlock. Then the last incoming pairs (docs/stock.md):
// two buyers race for a delivery's last pairs; exactly one gets them, and the delivery's sold
// pairs never pass its count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';

const BUYERS = 30;
let t: TestApp;
let sizes: [number, number];
let names: Map<number, string>;
const call = callerOf(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2, jobs: { poll: false } });
  const [group] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select item_group_id as id from products where archived_at is null
        group by item_group_id having count(*) >= 2 order by item_group_id limit 1`,
  );
  const rows = await queryRows<{ id: number; name: string }>(
    t.database.db,
    sql`select id, name from products where item_group_id = ${Number(group!.id)}
        and archived_at is null order by id limit 2`,
  );
  sizes = [Number(rows[0]!.id), Number(rows[1]!.id)];
  names = new Map(rows.map((r) => [Number(r.id), r.name]));
  await t.database.db.execute(
    sql`update item_groups set sale_mode = 'stock' where id = ${Number(group!.id)}`,
  );
  await t.database.db.execute(
    sql`update products set availability = 50, selling_price = 10, currency = 'usd'
        where id in (${sizes[0]}, ${sizes[1]})`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('30 buyers racing for 100 pairs', () => {
  it('sells exactly 100: 25 orders placed, 5 refused with insufficient_stock, none below zero', async () => {
    const buyers: SignedInShopper[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await signedInShopper(t.app));
    for (const [i, buyer] of buyers.entries()) {
      // Half fill their carts in the other order: the locks are taken by product id anyway.
      const order = i % 2 === 0 ? sizes : [sizes[1], sizes[0]];
      for (const id of order) {
        const res = await call(buyer, 'POST', '/ecommerce/cart/add/', {
          product_id: id,
          quantity: 2,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    }

    // All at once: a third pay by card (held), the rest submit without payment.
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        call(
          buyer,
          'POST',
          `/ecommerce/order/place/?country_code=us${i % 3 === 0 ? '' : '&without_payment=true'}`,
          {},
        ),
      ),
    );

    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(placed).toHaveLength(25);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(409);
      const body = res.json() as {
        code: string;
        error: string;
        lines: { product_id: number; requested: number; available: number }[];
      };
      expect(body.code).toBe('insufficient_stock');
      expect(body.lines.length).toBeGreaterThan(0);
      for (const line of body.lines) {
        expect(sizes).toContain(line.product_id);
        expect(line.requested).toBe(2);
        expect(line.available).toBeLessThan(2);
        expect(line.available).toBeGreaterThanOrEqual(0);
      }
      expect(body.error).toContain(names.get(body.lines[0]!.product_id)!);
    }

    const stock = await queryRows<{ id: number; availability: number }>(
      t.database.db,
      sql`select id, availability from products where id in (${sizes[0]}, ${sizes[1]}) order by id`,
    );
    expect(stock.map((s) => Number(s.availability))).toEqual([0, 0]);
    const [sold] = await queryRows<{ pairs: number; orders: number }>(
      t.database.db,
      sql`select coalesce(sum(l.quantity), 0)::int as pairs, count(distinct o.id)::int as orders
          from orders o join order_lines l on l.order_id = o.id
          where o.stock_taken_at is not null and l.sale_mode = 'stock'`,
    );
    expect(sold).toEqual({ pairs: 100, orders: 25 });
    // Each taken pair is in the audit, with the order that took it.
    const [audited] = await queryRows<{ pairs: number }>(
      t.database.db,
      sql`select coalesce(sum((before->>'availability')::int - (after->>'availability')::int), 0)::int as pairs
          from audit_log where action = 'stock.change'`,
    );
    expect(audited!.pairs).toBe(100);
  });
});

describe('two buyers racing for the last incoming pairs', () => {
  it('sells them to exactly one; the other is refused and the delivery is never oversold', async () => {
    const id = sizes[0];
    await t.database.db.execute(sql`update products set availability = 1 where id = ${id}`);
    await t.database.db.execute(
      sql`insert into incoming_stock (product_id, pairs, expected_on) values (${id}, 4, '2099-05-01')`,
    );
    const buyers = [await signedInShopper(t.app), await signedInShopper(t.app)];
    for (const buyer of buyers) {
      const res = await call(buyer, 'POST', '/ecommerce/cart/add/', {
        product_id: id,
        quantity: 5,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const answers = await Promise.all(
      buyers.map((buyer) =>
        call(buyer, 'POST', '/ecommerce/order/place/?country_code=us&without_payment=true', {}),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().code).toBe('insufficient_stock');
    const [lot] = await queryRows<{ sold: number }>(
      t.database.db,
      sql`select sold from incoming_stock where product_id = ${id}`,
    );
    expect(Number(lot!.sold)).toBe(4);
    const [line] = await queryRows<{ incoming_pairs: number; ships_from: string }>(
      t.database.db,
      sql`select incoming_pairs, to_char(ships_from, 'YYYY-MM-DD') as ships_from
          from order_lines where order_id = ${answers.find((a) => a.statusCode === 201)!.json().order_id}`,
    );
    expect(line).toEqual({ incoming_pairs: 4, ships_from: '2099-05-01' });
  });
});
