// The stock module's reads and writes of the database (docs/api.md, "Stock and pre-orders" and
// back office, "Stock"; decision 144): the low-stock line in shop_settings and the products at
// or below it, the products locked in id order, availability changed with its audit records in
// one statement, and an order's taken pairs released once.
import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_LOW_STOCK_PAIRS,
  LOW_STOCK_SHOWN,
  type LowStockList,
} from '@solestock/domain/back-office/stock-payloads';
import { idsIn } from '../../db/batches.ts';
import { queryRows, type Database } from '../../db/connect.ts';
import { itemGroups, products, shopSettings } from '../../db/schema.ts';
import { emitStockLow } from '../webhooks/index.ts';

/** The audit action of every stock change; `after.cause` says why (docs/api.md). */
export const STOCK_CHANGE_ACTION = 'stock.change';

/** The shop_settings key of the low-stock line. */
export const SETTING_LOW_STOCK_PAIRS = 'low_stock_pairs';

/** Who a stock change is recorded as: a staff member, or the system (a buyer, a job). */
export interface StockActor {
  staffId: number | null;
  address: string | null;
  /** The API key the change is made with (docs/api-keys.md): the audit names it. */
  apiKeyId?: number | undefined;
}

/** A change of one product's availability: pairs added (negative: taken). */
export interface StockChange {
  productId: number;
  delta: number;
}

/** The low-stock line as set, DEFAULT_LOW_STOCK_PAIRS until an owner sets one. */
export async function readLowStockPairs(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SETTING_LOW_STOCK_PAIRS));
  return typeof row?.value === 'number' && Number.isInteger(row.value)
    ? row.value
    : DEFAULT_LOW_STOCK_PAIRS;
}

export async function writeLowStockPairs(db: Database, pairs: number): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: SETTING_LOW_STOCK_PAIRS, value: pairs })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: pairs, updatedAt: sql`now()` },
    });
}

/**
 * Live products of `stock` groups with `line` or fewer pairs, fewest first (then by id), at
 * most LOW_STOCK_SHOWN, and how many there are.
 */
export async function productsAtOrBelow(
  db: Database,
  line: number,
): Promise<Omit<LowStockList, 'low_stock_pairs'>> {
  const where = and(
    eq(itemGroups.saleMode, 'stock'),
    isNull(products.archivedAt),
    lte(products.availability, line),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        item_group_id: products.itemGroupId,
        item_group_name: itemGroups.name,
        sku: products.sku,
        name: products.name,
        color: products.color,
        size: products.size,
        availability: products.availability,
      })
      .from(products)
      .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
      .where(where)
      .orderBy(asc(products.availability), asc(products.id))
      .limit(LOW_STOCK_SHOWN),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
      .where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: rows };
}

/**
 * The stock rule as a statement's guard, for the cart's one-statement writes: true unless the
 * product's group sells from stock and `requested` passes what is on hand. It is the domain's
 * stockShortfalls for one product (whose refusal is then explained by stockShortfalls itself),
 * written where the write happens so an allowed add costs no extra query.
 */
export function stockAllows(saleMode: SQL, availability: SQL, requested: SQL): SQL {
  return sql`not (${saleMode} = 'stock' and ${availability} < ${requested})`;
}

/**
 * Locks the products in id order: every writer of stock takes its locks in the same order. The
 * lock is FOR NO KEY UPDATE, the one the availability update itself takes: a placement has
 * already key-share-locked these rows through its order lines' foreign key, and FOR UPDATE
 * would wait on every other placement's key share while they wait on its own (a deadlock).
 */
export async function lockProducts(tx: Database, ids: number[]) {
  return queryRows<{ id: number; availability: number }>(
    tx,
    sql`select id, availability from products where id in ${idsIn(ids)}
        order by id for no key update`,
  );
}

/**
 * Applies the changes (already checked, products locked) and audits each product with its
 * before and after, in one statement.
 */
export async function applyChanges(
  tx: Database,
  changes: StockChange[],
  who: StockActor,
  cause: string,
  orderId: number | null,
) {
  // One JSON parameter however many products (an order of CART_LINES_MAX lines, docs/api.md).
  const values = JSON.stringify(changes.map((c) => ({ id: c.productId, delta: c.delta })));
  const moved = await queryRows<{ id: number; before: number; after: number }>(
    tx,
    sql`
    with changed as (
      update products p set availability = p.availability + x.delta
      from jsonb_to_recordset(${values}::jsonb) as x(id int, delta int)
      where p.id = x.id
      returning p.id, p.availability - x.delta as before, p.availability as after
    ), audited as (
    insert into audit_log (staff_id, action, entity_type, entity_id, before, after, address, api_key_id)
    select ${who.staffId}::int, ${STOCK_CHANGE_ACTION}, 'product', c.id::text,
      jsonb_build_object('availability', c.before),
      jsonb_build_object('availability', c.after, 'cause', ${cause}::text, 'order_id', ${orderId}::int),
      ${who.address}::text, ${who.apiKeyId ?? null}::int
    from changed c
    returning 0
    )
    select id, before, after from changed`,
  );
  // A product falling to the low-stock line tells the endpoints listening (docs/webhooks.md).
  await emitStockLow(tx, moved, () => readLowStockPairs(tx));
}

/**
 * Releases the order's taken pairs, once: clears `stock_taken_at` (compare-and-set) and answers
 * its `stock` lines' pairs per product in id order; none when it held none.
 */
export async function releaseTakenStock(tx: Database, orderId: number): Promise<StockChange[]> {
  const back = await queryRows<{ product_id: number; pairs: number }>(
    tx,
    sql`with released as (
          update orders set stock_taken_at = null
          where id = ${orderId} and stock_taken_at is not null
          returning id
        )
        select l.product_id, sum(l.quantity)::int as pairs
        from order_lines l join released r on r.id = l.order_id
        where l.sale_mode = 'stock'
        group by l.product_id
        order by l.product_id`,
  );
  return back.map((l) => ({ productId: Number(l.product_id), delta: Number(l.pairs) }));
}

/** Whether the order holds its pairs (`stock_taken_at` set). */
export async function orderHoldsStock(tx: Database, orderId: number): Promise<boolean> {
  const [holding] = await queryRows<{ id: number }>(
    tx,
    sql`select id from orders where id = ${orderId} and stock_taken_at is not null`,
  );
  return holding !== undefined;
}

/**
 * An import's changes of availability as audit records, for products of `stock` groups, in one
 * statement; it reads the products as they are, so it runs before the import's rows are written.
 */
export async function insertImportedStockChanges(
  tx: Database,
  importId: number,
  who: StockActor,
): Promise<void> {
  await tx.execute(sql`
    insert into audit_log (staff_id, action, entity_type, entity_id, before, after, address, api_key_id)
    select ${who.staffId}::int, ${STOCK_CHANGE_ACTION}, 'product', p.id::text,
      jsonb_build_object('availability', p.availability),
      jsonb_build_object('availability', r.availability, 'cause', 'import',
        'import_id', ${importId}::int, 'order_id', null),
      ${who.address}::text, ${who.apiKeyId ?? null}::int
    from catalogue_import_rows r
    join products p on p.sku = r.sku
    join item_groups g on g.id = p.item_group_id
    where r.import_id = ${importId} and g.sale_mode = 'stock'
      and p.availability is distinct from r.availability`);
}
