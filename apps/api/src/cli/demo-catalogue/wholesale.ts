// The wholesale trade in the demo catalogue (issue 31.5): a share of the groups uses each
// feature so a newcomer sees them on the first pages: style tiers, cartons (packs), stock with
// some sizes sold out, pre-orders with a shipping window, and minimums. Which group gets what
// follows from its id, so the same catalogue comes out on every machine; set-based SQL, so a
// 100,000-product catalogue takes no longer to dress than a small one.
//
// The tests' catalogue is seeded without it (test-app.ts): it is the specs' plain shop, the
// default every existing test was written against (docs/api.md, "the specs' behaviour stays").
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';

/** Days from the seeding day to a pre-order's first and last shipping day. */
const PRE_ORDER_FROM_DAYS = 75;
const PRE_ORDER_WINDOW_DAYS = 14;

export async function dressWholesaleDemo(db: Database, today: Date): Promise<void> {
  const from = new Date(today.getTime() + PRE_ORDER_FROM_DAYS * 86_400_000);
  const by = new Date(from.getTime() + PRE_ORDER_WINDOW_DAYS * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);

  // One in three groups counts its tiers across the style (every size and colour together).
  await db.execute(sql`update item_groups set tier_scope = 'style' where id % 3 = 1`);
  // One in five sells from stock: a modest count per size, and one size of each colour sold out.
  await db.execute(sql`update item_groups set sale_mode = 'stock' where id % 5 = 2`);
  await db.execute(sql`
    update products p set availability = case
        when p.size is not null and p.id % 4 = 0 then 0
        else 6 + (p.id * 7) % 55 end
      from item_groups g where g.id = p.item_group_id and g.sale_mode = 'stock'`);
  // One in five is made to order, shipping in a window two and a half months out.
  await db.execute(sql`
    update item_groups set sale_mode = 'pre_order', ships_from = ${day(from)}::date, ships_by = ${day(by)}::date
     where id % 5 = 4`);
  // One in four asks for at least 24 pairs of the style (mixed sizes and colours).
  await db.execute(sql`update item_groups set min_pairs = 24 where id % 4 = 3`);
  // Footwear in every other group travels in cartons: one pack per colour, more pairs of the
  // middle sizes than of the ends (e.g. 1-2-3-3-2-1), the way a size run is bought.
  await db.execute(sql`
    insert into packs (item_group_id, color, name, ratio, pairs)
    select item_group_id, color, 'Carton of ' || sum(pairs), jsonb_object_agg(size, pairs), sum(pairs)
      from (
        select p.item_group_id, p.color, p.size,
               least(row_number() over w, count(*) over c - row_number() over w + 1, 3)::int as pairs
          from products p join item_groups g on g.id = p.item_group_id
         where g.id % 2 = 0 and p.archived_at is null and p.size ~ '^[0-9]+$'
        window w as (partition by p.item_group_id, p.color order by p.size::int),
               c as (partition by p.item_group_id, p.color)
      ) sized
     group by item_group_id, color
    having sum(pairs) between 2 and 500 and count(*) >= 3`);
}
