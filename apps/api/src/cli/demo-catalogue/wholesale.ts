// The wholesale trade in the demo catalogue (issue 31.5): a share of the groups uses each
// feature so a newcomer sees them on the first pages: style tiers, cartons (packs), stock with
// some sizes sold out, pre-orders with a shipping window, and minimums. Which group gets what
// follows from its id, so the same catalogue comes out on every machine; set-based SQL, so a
// 100,000-product catalogue takes no longer to dress than a small one.
//
// The tests' catalogue is seeded without it (test-app.ts): it is the specs' plain shop, the
// default every existing test was written against (docs/api.md, "the specs' behaviour stays").
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/connect.ts';
import { indexItemGroups } from '../../modules/search/index.ts';
import { seedDemoCollections } from './collections.ts';

/** Days from the seeding day to a pre-order's first and last shipping day. */
const PRE_ORDER_FROM_DAYS = 75;
const PRE_ORDER_WINDOW_DAYS = 14;

export async function dressWholesaleDemo(db: Database, today: Date): Promise<void> {
  await openOnFootwear(db);
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
  // Two collections of footwear with their delivery windows (docs/collections.md).
  await seedDemoCollections(db, today);
}

/**
 * Group 1 is the first product page a newcomer opens (/products/product/1). The seed draws it
 * as a belt in sizes S, M and L with no slabs, so the page priced a belt "per pair" over the
 * specs' fallback strip in "pieces" (issue 41 item 22). In the demo it becomes a men's loafer in
 * UK sizes with three slabs, the store's own trade; its ids, colours, prices and stock stay, so
 * only the dressed demo differs from the tests' plain catalogue.
 */
async function openOnFootwear(db: Database): Promise<void> {
  const moved = await queryRows<{ id: number }>(
    db,
    sql`
    update item_groups g set
        name = replace(g.name, ' Belt ', ' Loafer '),
        head_category_id = s.head_category_id,
        subcategory_id = s.id,
        size_system = 'uk',
        bullet_points = jsonb_build_array(
          'Leather upper on a cushioned footbed, built for all-day wear',
          'Packed in cartons of assorted sizes for retail shelves',
          'Stitched rubber outsole',
          'Quality-checked before dispatch')
      from subcategories s join head_categories h on h.id = s.head_category_id
     where g.id = 1 and g.name like '% Belt %' and s.name = 'Loafers' and h.name = 'Men''s Footwear'
    returning g.id`,
  );
  if (moved.length === 0) return;
  // The belt's letter sizes as UK shoe sizes.
  const uk = sql`(case p.size when 'S' then '7' when 'M' then '8' when 'L' then '9' end)`;
  await db.execute(sql`
    update products p set
        size = ${uk},
        name = replace(regexp_replace(p.name, ' [SML]$', ' ' || ${uk}), ' Belt ', ' Loafer '),
        sku = regexp_replace(p.sku, '-[SML]$', '-' || ${uk}),
        cover_image = replace(p.cover_image, '/media/item/belt/', '/media/item/loafer/'),
        images = replace(p.images::text, '/media/item/belt/', '/media/item/loafer/')::jsonb
     where p.item_group_id = 1 and p.size in ('S', 'M', 'L')`);
  // The tiers most of the catalogue has (write.ts, slab kind 1): 25-99, 100-299, 300 and up.
  await db.execute(sql`
    insert into price_slabs (product_id, position, operator, min_quantity, max_quantity, selling_price, currency)
    select p.id, t.position, t.operator, t.min_quantity, t.max_quantity,
           round(p.selling_price * t.factor, 2), p.currency
      from products p
      cross join (values (0, 'from_to', 25, 99, 0.97), (1, 'from_to', 100, 299, 0.92),
                         (2, '>=', 300, null::int, 0.86))
           as t(position, operator, min_quantity, max_quantity, factor)
     where p.item_group_id = 1
       and not exists (select 1 from price_slabs x where x.product_id = p.id)`);
  await indexItemGroups(db, [1]);
}
