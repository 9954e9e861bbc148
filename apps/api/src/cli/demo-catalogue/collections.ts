// Collections in the demo catalogue (docs/collections.md): two seasons' styles so a newcomer
// sees the feature, both open to every buyer (the demo has no customer groups): "Core footwear"
// with two delivery windows a month and two months out, and "Pre-order drop" of made-to-order
// styles in their own window, footwear first. Which styles follows from their ids, as everywhere
// in the demo.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/connect.ts';
import { collections } from '../../db/schema.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);
const plus = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** Styles of `saleMode` with products, footwear first, in id order. */
async function styles(db: Database, saleMode: string, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select g.id from item_groups g join head_categories h on h.id = g.head_category_id
         where g.product_count > 0 and g.sale_mode = ${saleMode}
         order by (h.name like '%Footwear%') desc, g.id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

export async function seedDemoCollections(db: Database, today: Date): Promise<void> {
  const [core, preOrder] = await Promise.all([
    styles(db, 'unlimited', 8),
    styles(db, 'pre_order', 6),
  ]);
  const year = plus(today, 60).getUTCFullYear() % 100;
  const rows = [
    core.length && {
      name: 'Core footwear',
      season: `SS${year}`,
      deliveryWindows: [
        { from: day(plus(today, 30)), to: day(plus(today, 44)) },
        { from: day(plus(today, 60)), to: day(plus(today, 74)) },
      ],
      itemGroupIds: core,
      groupIds: [],
    },
    preOrder.length && {
      name: 'Pre-order drop',
      season: `AW${year}`,
      deliveryWindows: [{ from: day(plus(today, 75)), to: day(plus(today, 89)) }],
      itemGroupIds: preOrder,
      groupIds: [],
    },
  ].filter((r) => r !== 0);
  if (rows.length) await db.insert(collections).values(rows);
}
