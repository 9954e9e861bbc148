// The warehouse's count written as availability (docs/sync.md, decision 200), in two statements
// however many products: lock them in id order (as every stock writer does), then, in one
// statement that reads the orders as committed after those locks were granted, set each to its
// count less the pairs its open orders hold, and audit each change as a `stock.change` with the
// cause `sync`.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/connect.ts';
import { emitStockLow } from '../webhooks/index.ts';
import { readLowStockPairs, STOCK_CHANGE_ACTION, type StockActor } from './stock.repository.ts';

/** The statuses of an order whose taken pairs may still be in the warehouse. */
const OPEN = sql`('awaiting_payment', 'submitted', 'paid', 'confirmed', 'partially_shipped')`;

export interface OnHand {
  productId: number;
  sku: string;
  onHand: number;
}

/**
 * Sets each product's availability to `onHand` less the pairs held for open orders: the order
 * holds its taken pairs (`stock_taken_at`), less those shipped, cancelled from the line, or still
 * on a delivery not yet received (those are not in the warehouse yet). Never below 0: a product
 * counted below what its orders hold is answered in `short`. The products must be locked.
 */
export async function writeOnHand(
  tx: Database,
  counts: readonly OnHand[],
  who: StockActor,
): Promise<{ changed: number; short: { sku: string; on_hand: number; held: number }[] }> {
  const values = JSON.stringify(counts.map((c) => ({ id: c.productId, n: c.onHand, sku: c.sku })));
  const rows = await queryRows<{
    kind: string;
    sku: string | null;
    on_hand: number;
    held: number;
    id: number | null;
    before: number | null;
    after: number | null;
  }>(
    tx,
    sql`
    with counted as (
      select x.id, x.n, x.sku from jsonb_to_recordset(${values}::jsonb) as x(id int, n int, sku text)
    ), taken as (
      select l.product_id as id,
        sum(greatest(0, l.quantity - l.cancelled_pairs - coalesce((
          select sum(sl.pairs) from shipment_lines sl where sl.order_line_id = l.id), 0)))::int as pairs
      from order_lines l join orders o on o.id = l.order_id
      where o.stock_taken_at is not null and o.status in ${OPEN} and l.sale_mode = 'stock'
        and l.product_id in (select id from counted)
      group by l.product_id
    ), ahead as (
      select s.product_id as id, sum(s.pairs)::int as pairs
      from incoming_sales s
      join incoming_stock i on i.id = s.incoming_id
      join orders o on o.id = s.order_id
      where i.status = 'expected' and o.stock_taken_at is not null and o.status in ${OPEN}
        and s.product_id in (select id from counted)
      group by s.product_id
    ), target as (
      select c.id, c.sku, c.n,
        greatest(0, coalesce(t.pairs, 0) - coalesce(a.pairs, 0)) as held
      from counted c left join taken t on t.id = c.id left join ahead a on a.id = c.id
    ), before as (
      select p.id, p.availability, g.sale_mode from products p
      join item_groups g on g.id = p.item_group_id
      where p.id in (select id from counted)
    ), changed as (
      update products p set availability = greatest(0, x.n - x.held)
      from target x
      where p.id = x.id and p.availability is distinct from greatest(0, x.n - x.held)
      returning p.id, p.availability as after
    ), audited as (
      insert into audit_log (staff_id, action, entity_type, entity_id, before, after, address, api_key_id)
      select ${who.staffId}::int, ${STOCK_CHANGE_ACTION}, 'product', c.id::text,
        jsonb_build_object('availability', b.availability),
        jsonb_build_object('availability', c.after, 'cause', 'sync', 'order_id', null),
        ${who.address}::text, ${who.apiKeyId ?? null}::int
      from changed c join before b on b.id = c.id where b.sale_mode = 'stock'
      returning 1
    )
    select 'changed' as kind, null as sku, count(*)::int as on_hand, 0 as held,
      null::int as id, null::int as before, null::int as after from changed
    union all
    select 'short', x.sku, x.n, x.held, null, null, null from target x where x.held > x.n
    union all
    select 'moved', null, 0, 0, c.id, b.availability, c.after
    from changed c join before b on b.id = c.id`,
  );
  // A count that takes a product to the low-stock line tells the endpoints listening, as a sale does.
  await emitStockLow(
    tx,
    rows
      .filter((r) => r.kind === 'moved')
      .map((r) => ({ id: Number(r.id), before: Number(r.before), after: Number(r.after) })),
    () => readLowStockPairs(tx),
  );
  const counted = rows.find((r) => r.kind === 'changed');
  return {
    changed: Number(counted?.on_hand ?? 0),
    short: rows
      .filter((r) => r.kind === 'short')
      .map((r) => ({ sku: r.sku!, on_hand: Number(r.on_hand), held: Number(r.held) }))
      .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)),
  };
}
