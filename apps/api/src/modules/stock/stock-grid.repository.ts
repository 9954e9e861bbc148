// The stock grid's and the stock CSV's reads and writes (docs/stock.md, decision 195): a style's
// products with their pairs on hand and incoming, the style's grid version, and availability set
// to given values with one `stock.change` audit record per product of a `stock` group, in one
// statement.
import { sql } from 'drizzle-orm';
import { idsIn } from '../../db/batches.ts';
import { queryRows, type Database } from '../../db/connect.ts';
import { emitStockLow } from '../webhooks/index.ts';
import { readLowStockPairs, STOCK_CHANGE_ACTION, type StockActor } from './stock.repository.ts';

export interface GridProductRow {
  product_id: number;
  sku: string;
  color: string;
  size: string | null;
  availability: number;
  incoming: number;
  archived: boolean;
}

const INCOMING = sql`coalesce((select sum(i.pairs - i.sold) from incoming_stock i
  where i.product_id = p.id and i.status = 'expected'), 0)::int`;

const toRow = (r: GridProductRow): GridProductRow => ({
  ...r,
  product_id: Number(r.product_id),
  availability: Number(r.availability),
  incoming: Number(r.incoming),
  archived: Boolean(r.archived),
});

/** The style's name, how it sells and its grid version; undefined when there is no such style. */
export async function gridHead(db: Database, itemGroupId: number, lock = false) {
  const [row] = await queryRows<{ name: string; sale_mode: string; stock_version: number }>(
    db,
    sql`select name, sale_mode, stock_version from item_groups where id = ${itemGroupId}
        ${lock ? sql`for no key update` : sql``}`,
  );
  return row
    ? {
        name: row.name,
        saleMode: row.sale_mode as 'unlimited' | 'stock' | 'pre_order',
        version: Number(row.stock_version),
      }
    : undefined;
}

/** The style's products (archived ones too: they may still be counted), in id order. */
export async function gridProducts(db: Database, itemGroupId: number): Promise<GridProductRow[]> {
  const rows = await queryRows<GridProductRow>(
    db,
    sql`select p.id as product_id, p.sku, p.color, p.size, p.availability,
          ${INCOMING} as incoming, p.archived_at is not null as archived
        from products p where p.item_group_id = ${itemGroupId} order by p.id`,
  );
  return rows.map(toRow);
}

/** Every product's stock (archived left out), by style then id, for the all-stock CSV. */
export async function allStockRows(db: Database) {
  const rows = await queryRows<GridProductRow & { style: string }>(
    db,
    sql`select p.id as product_id, p.sku, g.name as style, p.color, p.size, p.availability,
          ${INCOMING} as incoming, false as archived
        from products p join item_groups g on g.id = p.item_group_id
        where p.archived_at is null order by g.name, g.id, p.id`,
  );
  return rows.map((r) => ({ ...toRow(r), style: r.style }));
}

/** Products by SKU, for the CSV's rows: id, style and pairs on hand. */
export async function productsBySku(db: Database, skus: readonly string[]) {
  if (skus.length === 0) return new Map<string, { id: number; itemGroupId: number }>();
  const rows = await queryRows<{ id: number; sku: string; item_group_id: number }>(
    db,
    sql`select id, sku, item_group_id from products
        where sku in (select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`,
  );
  return new Map(
    rows.map((r) => [r.sku, { id: Number(r.id), itemGroupId: Number(r.item_group_id) }]),
  );
}

/**
 * Sets each product's availability (products locked first, in id order, as every stock writer
 * does), audits the changed products of `stock` groups with their before and after and the
 * cause, and answers how many products changed.
 */
export async function setAvailabilities(
  tx: Database,
  cells: readonly { productId: number; availability: number }[],
  who: StockActor,
  cause: string,
): Promise<number> {
  if (cells.length === 0) return 0;
  const ids = [...new Set(cells.map((c) => c.productId))].sort((a, b) => a - b);
  await tx.execute(
    sql`select id from products where id in ${idsIn(ids)} order by id for no key update`,
  );
  const values = JSON.stringify(cells.map((c) => ({ id: c.productId, n: c.availability })));
  const changed = await queryRows<{ id: number; before: number; after: number; stock: boolean }>(
    tx,
    sql`
    with before as (
      select p.id, p.availability, g.sale_mode from products p
      join item_groups g on g.id = p.item_group_id
      where p.id in ${idsIn(ids)}
    ), changed as (
      update products p set availability = x.n
      from jsonb_to_recordset(${values}::jsonb) as x(id int, n int)
      where p.id = x.id and p.availability is distinct from x.n
      returning p.id, x.n as after
    ), audited as (
      insert into audit_log (staff_id, action, entity_type, entity_id, before, after, address, api_key_id)
      select ${who.staffId}::int, ${STOCK_CHANGE_ACTION}, 'product', c.id::text,
        jsonb_build_object('availability', b.availability),
        jsonb_build_object('availability', c.after, 'cause', ${cause}::text, 'order_id', null),
        ${who.address}::text, ${who.apiKeyId ?? null}::int
      from changed c join before b on b.id = c.id where b.sale_mode = 'stock'
      returning 1
    )
    select c.id, b.availability as before, c.after, b.sale_mode = 'stock' as stock
    from changed c join before b on b.id = c.id`,
  );
  // A product falling to the low-stock line tells the endpoints listening (docs/webhooks.md).
  await emitStockLow(
    tx,
    changed.filter((c) => c.stock),
    () => readLowStockPairs(tx),
  );
  return changed.length;
}

/** A new grid version for these styles: an open grid of any of them is now out of date. */
export async function bumpVersions(tx: Database, itemGroupIds: readonly number[]): Promise<void> {
  if (itemGroupIds.length === 0) return;
  await tx.execute(
    sql`update item_groups set stock_version = stock_version + 1
        where id in ${idsIn([...new Set(itemGroupIds)])}`,
  );
}
