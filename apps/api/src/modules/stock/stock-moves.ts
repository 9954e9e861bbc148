// The stock engine's writes (docs/api.md, "Stock and pre-orders"; decision 144). Placing an order
// takes its `stock` lines' pairs off `products.availability` in the placement's transaction:
// the products are locked in id order (SELECT … FOR NO KEY UPDATE, so two placements never
// wait on each other in a circle), the domain's stockShortfalls reads the locked rows, and the update
// subtracts; the check `availability >= 0` is the last word, its violation answered as the same
// 409. The pairs come back exactly once (the order's `stock_taken_at`, compare-and-set), when
// it is cancelled, its payment fails or its hold expires. Every change is audited per product
// with its cause. Lines of `unlimited` and `pre_order` groups never touch availability.
import { sql, type SQL } from 'drizzle-orm';
import {
  insufficientStockSentence,
  isStockLimited,
  stockShortfalls,
  type SaleMode,
  type StockProductName,
  type StockShortfall,
} from '@solestock/domain';
import { idsIn } from '../../db/batches.ts';
import { queryRows, type Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';

/** The audit action of every stock change; `after.cause` says why (docs/api.md). */
export const STOCK_CHANGE_ACTION = 'stock.change';

/** Who a stock change is recorded as: a staff member, or the system (a buyer, a job). */
export interface StockActor {
  staffId: number | null;
  address: string | null;
}
export const SYSTEM_ACTOR: StockActor = { staffId: null, address: null };

/**
 * The 409 of every call refused for stock: `lines` lists each short product, the sentence
 * names the first (product, colour, size, pairs left) and ends with `outcome`.
 */
export function insufficientStock(
  shortfalls: StockShortfall[],
  names: ReadonlyMap<number, StockProductName>,
  outcome: string,
): HttpError {
  const first = shortfalls[0]!;
  const name = names.get(first.product_id) ?? { name: 'A product', color: '', size: null };
  return new HttpError(
    409,
    'insufficient_stock',
    insufficientStockSentence(name, first, outcome),
    undefined,
    { lines: shortfalls },
  );
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

/** A line as the stock engine reads it: its product, pairs, how it is sold, and its name. */
export interface StockOrderLine extends StockProductName {
  productId: number;
  quantity: number;
  saleMode: SaleMode;
}

/** Whether any line belongs to a `stock` group: when none does, placement skips the engine. */
export const holdsStock = (lines: readonly { saleMode?: SaleMode }[]) =>
  lines.some((l) => l.saleMode !== undefined && isStockLimited(l.saleMode));

interface Change {
  productId: number;
  /** Pairs added to availability (negative: taken). */
  delta: number;
}

/**
 * Locks the products in id order: every writer of stock takes its locks in the same order. The
 * lock is FOR NO KEY UPDATE, the one the availability update itself takes: a placement has
 * already key-share-locked these rows through its order lines' foreign key, and FOR UPDATE
 * would wait on every other placement's key share while they wait on its own (a deadlock).
 */
async function lockProducts(tx: Database, ids: number[]) {
  return queryRows<{ id: number; availability: number }>(
    tx,
    sql`select id, availability from products where id in ${idsIn(ids)}
        order by id for no key update`,
  );
}

/** The domain's stockShortfalls of `wanted` against the products as locked (all sold from stock). */
function shortfallsOfLocked(
  wanted: readonly { productId: number; quantity: number; saleMode: SaleMode }[],
  locked: readonly { id: number; availability: number }[],
): StockShortfall[] {
  return stockShortfalls(
    wanted,
    locked.map((p) => ({
      productId: p.id,
      saleMode: 'stock' as const,
      availability: p.availability,
    })),
  );
}

/**
 * Applies the changes (already checked, products locked) and audits each product with its
 * before and after, in one statement.
 */
async function applyChanges(
  tx: Database,
  changes: Change[],
  who: StockActor,
  cause: string,
  orderId: number | null,
) {
  // One JSON parameter however many products (an order of CART_LINES_MAX lines, docs/api.md).
  const values = JSON.stringify(changes.map((c) => ({ id: c.productId, delta: c.delta })));
  await tx.execute(sql`
    with changed as (
      update products p set availability = p.availability + x.delta
      from jsonb_to_recordset(${values}::jsonb) as x(id int, delta int)
      where p.id = x.id
      returning p.id, p.availability - x.delta as before, p.availability as after
    )
    insert into audit_log (staff_id, action, entity_type, entity_id, before, after, address)
    select ${who.staffId}::int, ${STOCK_CHANGE_ACTION}, 'product', c.id::text,
      jsonb_build_object('availability', c.before),
      jsonb_build_object('availability', c.after, 'cause', ${cause}::text, 'order_id', ${orderId}::int),
      ${who.address}::text
    from changed c`);
}

function isAvailabilityViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23514' && (constraint === undefined || constraint.includes('availability')))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface TakeInput {
  orderId: number;
  lines: readonly StockOrderLine[];
  /** The audit's cause, e.g. "order 12 placed". */
  cause: string;
  /** The 409's closing sentence, e.g. "Your order was not placed." */
  outcome: string;
  who?: StockActor;
}

/**
 * Takes the pairs of the `stock` lines off availability, or answers the shortfalls and changes
 * nothing. Call inside the placement's transaction; nothing to do (and no query) when no line
 * belongs to a `stock` group. Throws the 409 should the database's check refuse the update.
 */
export async function tryTakeStock(
  tx: Database,
  input: TakeInput,
): Promise<{ taken: boolean; shortfalls: StockShortfall[] }> {
  const limited = input.lines.filter((l) => isStockLimited(l.saleMode));
  if (limited.length === 0) return { taken: false, shortfalls: [] };
  const totals = new Map<number, number>();
  for (const l of limited) totals.set(l.productId, (totals.get(l.productId) ?? 0) + l.quantity);
  const ids = [...totals.keys()].sort((a, b) => a - b);
  const locked = await lockProducts(tx, ids);
  const shortfalls = shortfallsOfLocked(limited, locked);
  if (shortfalls.length > 0) return { taken: false, shortfalls };
  try {
    await applyChanges(
      tx,
      ids.map((productId) => ({ productId, delta: -totals.get(productId)! })),
      input.who ?? SYSTEM_ACTOR,
      input.cause,
      input.orderId,
    );
  } catch (error) {
    // Unreachable while every writer locks first; the database's check is still the last word.
    if (!isAvailabilityViolation(error)) throw error;
    const available = new Map(locked.map((p) => [p.id, p.availability]));
    throw insufficientStock(
      ids.map((id) => ({
        product_id: id,
        requested: totals.get(id)!,
        available: available.get(id) ?? 0,
      })),
      namesOf(limited),
      input.outcome,
    );
  }
  return { taken: true, shortfalls: [] };
}

/** tryTakeStock, answering a shortfall with the 409 `insufficient_stock`. */
export async function takeStock(tx: Database, input: TakeInput): Promise<boolean> {
  const { taken, shortfalls } = await tryTakeStock(tx, input);
  if (shortfalls.length > 0)
    throw insufficientStock(shortfalls, namesOf(input.lines), input.outcome);
  return taken;
}

export function namesOf(lines: readonly (StockProductName & { productId: number })[]) {
  return new Map(
    lines.map((l) => [l.productId, { name: l.name, color: l.color, size: l.size }] as const),
  );
}

/**
 * Gives the order's taken pairs back, once: the compare-and-set on `stock_taken_at` lets
 * exactly one of a cancellation, a failed payment and an expired hold do it. Answers whether
 * this call gave them back. Call inside the transaction that changes the order.
 */
export async function giveBackStock(
  tx: Database,
  orderId: number,
  cause: string,
  who: StockActor = SYSTEM_ACTOR,
): Promise<boolean> {
  // An order takes stock only when it has `stock` lines, so a released order always has some.
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
  if (back.length === 0) return false;
  const ids = back.map((l) => Number(l.product_id));
  await lockProducts(tx, ids);
  await applyChanges(
    tx,
    back.map((l) => ({ productId: Number(l.product_id), delta: Number(l.pairs) })),
    who,
    cause,
    orderId,
  );
  return true;
}

export interface AmendStockInput {
  orderId: number;
  /** Each `stock` line's pairs before and after the amendment (after 0: removed). */
  lines: readonly (StockOrderLine & { before: number })[];
  cause: string;
  outcome: string;
  who: StockActor;
}

/**
 * Moves an amended order's pairs (docs/api.md, "Amending an order"): a line reduced or removed
 * gives its pairs back, one increased takes more, under the same locks in id order and the same
 * 409 `insufficient_stock` as placement, in the amendment's transaction. Only an order that holds
 * its pairs (`stock_taken_at` set) moves any; answers whether anything moved.
 */
export async function amendStock(tx: Database, input: AmendStockInput): Promise<boolean> {
  const deltas = new Map<number, number>();
  for (const l of input.lines) {
    if (!isStockLimited(l.saleMode)) continue;
    deltas.set(l.productId, (deltas.get(l.productId) ?? 0) + (l.before - l.quantity));
  }
  const ids = [...deltas.keys()].filter((id) => deltas.get(id) !== 0).sort((a, b) => a - b);
  if (ids.length === 0) return false;
  const [holding] = await queryRows<{ id: number }>(
    tx,
    sql`select id from orders where id = ${input.orderId} and stock_taken_at is not null`,
  );
  if (!holding) return false;
  const locked = await lockProducts(tx, ids);
  // More pairs of a product are asked for only where its delta is a taking (negative).
  const wanted = ids
    .filter((id) => deltas.get(id)! < 0)
    .map((id) => ({ productId: id, quantity: -deltas.get(id)!, saleMode: 'stock' as const }));
  const shortfalls = shortfallsOfLocked(wanted, locked);
  if (shortfalls.length > 0)
    throw insufficientStock(shortfalls, namesOf(input.lines), input.outcome);
  await applyChanges(
    tx,
    ids.map((productId) => ({ productId, delta: deltas.get(productId)! })),
    input.who,
    input.cause,
    input.orderId,
  );
  return true;
}
