// Incoming stock's reads and writes (docs/stock.md; decisions 194, 195): a product's expected
// deliveries, their pairs sold ahead (`sold`, never past `pairs`: the table's check), and which
// order took how many of which (`incoming_sales`). Every writer locks the product first, then its
// deliveries, in id order: the same order placement takes, so two never wait in a circle.
import { sql, type SQL } from 'drizzle-orm';
import type { IncomingLot } from '@solestock/domain';
import type { IncomingRow } from '@solestock/domain/back-office/stock-payloads';
import { idsIn } from '../../db/batches.ts';
import { queryRows, type Database } from '../../db/connect.ts';

/** The audit action of every change of a delivery's sold pairs, receipt or cancellation. */
export const INCOMING_CHANGE_ACTION = 'stock.incoming';

/**
 * A product's pairs for sale as SQL: on hand and its expected deliveries' unsold pairs
 * (`p` is the products row's alias). The cart's one-statement guards read it.
 */
export const sellableSql = (p: SQL): SQL =>
  sql`(${p}.availability + coalesce((select sum(i.pairs - i.sold) from incoming_stock i
        where i.product_id = ${p}.id and i.status = 'expected'), 0)::int)`;

interface LotRow {
  id: number;
  product_id: number;
  pairs: number;
  expected_on: string;
}

const toLots = (rows: LotRow[]) => {
  const byProduct = new Map<number, IncomingLot[]>();
  for (const r of rows) {
    const id = Number(r.product_id);
    const list = byProduct.get(id) ?? [];
    list.push({ id: Number(r.id), expectedOn: String(r.expected_on), pairs: Number(r.pairs) });
    byProduct.set(id, list);
  }
  return byProduct;
};

/**
 * The expected deliveries' unsold pairs of these products, locked (call with the products
 * already locked, in id order).
 */
export async function lockOpenLots(
  tx: Database,
  productIds: readonly number[],
): Promise<Map<number, IncomingLot[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<LotRow>(
    tx,
    sql`select id, product_id, pairs - sold as pairs, to_char(expected_on, 'YYYY-MM-DD') as expected_on
        from incoming_stock
        where product_id in ${idsIn(productIds)} and status = 'expected' and sold < pairs
        order by id for no key update`,
  );
  return toLots(rows);
}

/** A sale ahead: `pairs` of delivery `incomingId` to the order (negative: given back). */
export interface IncomingMove {
  incomingId: number;
  productId: number;
  pairs: number;
}

/**
 * Moves the deliveries' sold pairs and the order's record of them, and audits each delivery
 * with its before and after, in one statement per table.
 */
export async function moveIncoming(
  tx: Database,
  orderId: number,
  moves: readonly IncomingMove[],
  who: { staffId: number | null; address: string | null; apiKeyId?: number | undefined },
  cause: string,
): Promise<void> {
  if (moves.length === 0) return;
  const values = JSON.stringify(
    moves.map((m) => ({ id: m.incomingId, product_id: m.productId, pairs: m.pairs })),
  );
  await tx.execute(sql`
    with changed as (
      update incoming_stock s set sold = s.sold + x.pairs
      from jsonb_to_recordset(${values}::jsonb) as x(id int, product_id int, pairs int)
      where s.id = x.id and s.status = 'expected'
      returning s.id, s.product_id, s.sold - x.pairs as before, s.sold as after
    )
    insert into audit_log (staff_id, action, entity_type, entity_id, before, after, address, api_key_id)
    select ${who.staffId}::int, ${INCOMING_CHANGE_ACTION}, 'incoming_stock', c.id::text,
      jsonb_build_object('sold', c.before, 'product_id', c.product_id),
      jsonb_build_object('sold', c.after, 'product_id', c.product_id, 'cause', ${cause}::text,
        'order_id', ${orderId}::int),
      ${who.address}::text, ${who.apiKeyId ?? null}::int
    from changed c`);
  await tx.execute(sql`
    with x as (
      select * from jsonb_to_recordset(${values}::jsonb) as x(id int, product_id int, pairs int)
    ), upserted as (
      insert into incoming_sales (order_id, incoming_id, product_id, pairs)
      select ${orderId}::int, x.id, x.product_id, x.pairs from x where x.pairs > 0
      on conflict (order_id, incoming_id) do update set pairs = incoming_sales.pairs + excluded.pairs
      returning 1
    )
    update incoming_sales s set pairs = s.pairs + x.pairs
    from x where x.pairs < 0 and s.order_id = ${orderId} and s.incoming_id = x.id`);
  await tx.execute(sql`delete from incoming_sales where order_id = ${orderId} and pairs <= 0`);
}

/** Forgets the order's sales ahead (its pairs have all gone back). */
export async function dropSalesOf(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`delete from incoming_sales where order_id = ${orderId}`);
}

/** An order's pairs sold ahead per delivery, with the delivery's status, latest first. */
export async function salesOfOrder(tx: Database, orderId: number) {
  const rows = await queryRows<{
    incoming_id: number;
    product_id: number;
    pairs: number;
    status: string;
  }>(
    tx,
    sql`select s.incoming_id, s.product_id, s.pairs, i.status
        from incoming_sales s join incoming_stock i on i.id = s.incoming_id
        where s.order_id = ${orderId}
        order by i.expected_on desc, i.id desc`,
  );
  return rows.map((r) => ({
    incomingId: Number(r.incoming_id),
    productId: Number(r.product_id),
    pairs: Number(r.pairs),
    status: r.status,
  }));
}

/** Locks these deliveries (products locked first by the caller). */
export async function lockLots(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`select id from incoming_stock where id in ${idsIn(ids)} order by id for no key update`,
  );
}

/**
 * Sets the order's stock lines' pairs sold ahead and, where there are some, the day the line
 * ships from (the latest delivery it reaches into).
 */
export async function markLinesIncoming(
  tx: Database,
  orderId: number,
  lines: readonly { productId: number; pairs: number; shipsFrom: string | null }[],
): Promise<void> {
  if (lines.length === 0) return;
  const values = JSON.stringify(
    lines.map((l) => ({ product_id: l.productId, pairs: l.pairs, ships_from: l.shipsFrom })),
  );
  await tx.execute(sql`
    update order_lines l
    set incoming_pairs = x.pairs,
        ships_from = case when x.pairs > 0 then x.ships_from::date else l.ships_from end
    from jsonb_to_recordset(${values}::jsonb) as x(product_id int, pairs int, ships_from text)
    where l.order_id = ${orderId} and l.product_id = x.product_id and l.sale_mode = 'stock'`);
}

/** The order's stock lines' pairs sold ahead now, per product. */
export async function incomingPairsOfOrder(tx: Database, orderId: number) {
  const rows = await queryRows<{ product_id: number; pairs: number; ships_from: string | null }>(
    tx,
    sql`select product_id, sum(incoming_pairs)::int as pairs,
          to_char(max(ships_from), 'YYYY-MM-DD') as ships_from
        from order_lines where order_id = ${orderId} and sale_mode = 'stock'
        group by product_id`,
  );
  return new Map(
    rows.map((r) => [Number(r.product_id), { pairs: Number(r.pairs), shipsFrom: r.ships_from }]),
  );
}

// --- The console's list, add, receive and cancel ----------------------------------------------

const ROW = sql`i.id, i.product_id, p.sku, p.color, p.size, i.pairs, i.sold,
  to_char(i.expected_on, 'YYYY-MM-DD') as expected_on, i.status,
  to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(i.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as closed_at`;

const toRow = (r: IncomingRow): IncomingRow => ({
  ...r,
  id: Number(r.id),
  product_id: Number(r.product_id),
  pairs: Number(r.pairs),
  sold: Number(r.sold),
});

/** Deliveries of a style's products (or one product): expected first by date, then the rest. */
export async function listIncoming(
  db: Database,
  where: { itemGroupId: number } | { productId: number },
): Promise<IncomingRow[]> {
  const filter =
    'itemGroupId' in where
      ? sql`p.item_group_id = ${where.itemGroupId}`
      : sql`p.id = ${where.productId}`;
  const rows = await queryRows<IncomingRow>(
    db,
    sql`select ${ROW} from incoming_stock i join products p on p.id = i.product_id
        where ${filter}
        order by (i.status = 'expected') desc, i.expected_on, i.id`,
  );
  return rows.map(toRow);
}

export async function incomingById(db: Database, id: number): Promise<IncomingRow | undefined> {
  const [row] = await queryRows<IncomingRow>(
    db,
    sql`select ${ROW} from incoming_stock i join products p on p.id = i.product_id
        where i.id = ${id}`,
  );
  return row ? toRow(row) : undefined;
}

export async function insertIncoming(
  tx: Database,
  productId: number,
  pairs: number,
  expectedOn: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into incoming_stock (product_id, pairs, expected_on)
        values (${productId}, ${pairs}, ${expectedOn}::date) returning id`,
  );
  return Number(row!.id);
}

/** Locks the product, then the delivery; answers the delivery as it is now. */
export async function lockIncoming(tx: Database, id: number) {
  const [head] = await queryRows<{ product_id: number }>(
    tx,
    sql`select product_id from incoming_stock where id = ${id}`,
  );
  if (!head) return undefined;
  await tx.execute(
    sql`select id from products where id = ${Number(head.product_id)} for no key update`,
  );
  const [row] = await queryRows<{
    id: number;
    product_id: number;
    pairs: number;
    sold: number;
    status: string;
  }>(
    tx,
    sql`select id, product_id, pairs, sold, status from incoming_stock
        where id = ${id} for no key update`,
  );
  return row
    ? {
        id: Number(row.id),
        productId: Number(row.product_id),
        pairs: Number(row.pairs),
        sold: Number(row.sold),
        status: row.status,
      }
    : undefined;
}

export async function closeIncoming(
  tx: Database,
  id: number,
  status: 'received' | 'cancelled',
): Promise<void> {
  await tx.execute(
    sql`update incoming_stock set status = ${status}, closed_at = now() where id = ${id}`,
  );
}

/** Whether the product or item group exists. */
export async function exists(db: Database, table: 'products' | 'item_groups', id: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(table)} where id = ${id}`,
  );
  return rows.length > 0;
}

/** Whether the product exists, and whether it is archived. */
export async function productState(db: Database, id: number) {
  const [row] = await queryRows<{ archived: boolean }>(
    db,
    sql`select archived_at is not null as archived from products where id = ${id}`,
  );
  return row ? { archived: Boolean(row.archived) } : undefined;
}
