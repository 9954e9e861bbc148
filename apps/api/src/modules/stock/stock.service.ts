// The stock module's rules (docs/api.md, "Stock and pre-orders" and back office, "Stock";
// decision 144).
//
// The dashboard's low-stock list: live products of `stock` groups with `low_stock_pairs` or
// fewer pairs on hand, fewest first, and the shop setting that draws the line
// (DEFAULT_LOW_STOCK_PAIRS until an owner sets it).
//
// The stock engine's writes: placing an order takes its `stock` lines' pairs off
// `products.availability` in the placement's transaction: the products are locked in id order
// (SELECT … FOR NO KEY UPDATE, so two placements never wait on each other in a circle), the
// domain's stockShortfalls reads the locked rows, and the update subtracts; the check
// `availability >= 0` is the last word, its violation answered as the same 409. The pairs come
// back exactly once (the order's `stock_taken_at`, compare-and-set), when it is cancelled, its
// payment fails or its hold expires. Lines of `unlimited` and `pre_order` groups never touch
// availability.
//
// Every change is audited per product with its cause: the engine's takes and give-backs, and
// staff's own changes (a product of a `stock` group whose availability a staff member edits, or
// an import sets, gets a `stock.change` record beside the write's own record). One action for
// every stock change, so a product's stock history is one filter of the audit log.
import {
  insufficientStockSentence,
  isStockLimited,
  stockShortfalls,
  takeStockFor,
  type IncomingLot,
  type SaleMode,
  type StockProductName,
  type StockShortfall,
} from '@solestock/domain';
import type { LowStockList, StockSettings } from '@solestock/domain/back-office/stock-payloads';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import {
  dropSalesOf,
  lockLots,
  lockOpenLots,
  markLinesIncoming,
  moveIncoming,
  salesOfOrder,
  incomingPairsOfOrder,
  type IncomingMove,
} from './incoming.repository.ts';
import {
  applyChanges,
  insertImportedStockChanges,
  lockProducts,
  orderHoldsStock,
  productsAtOrBelow,
  readLowStockPairs,
  releaseTakenStock,
  SETTING_LOW_STOCK_PAIRS,
  STOCK_CHANGE_ACTION,
  writeLowStockPairs,
  type StockActor,
} from './stock.repository.ts';

const SYSTEM_ACTOR: StockActor = { staffId: null, address: null };

// --- The low-stock list and its line ---------------------------------------------------------

/** The list, fewest pairs first (then by id), at most LOW_STOCK_SHOWN, and how many there are. */
export async function lowStock(db: Database): Promise<LowStockList> {
  const line = await readLowStockPairs(db);
  return { low_stock_pairs: line, ...(await productsAtOrBelow(db, line)) };
}

/** The low-stock line now in force. */
export async function stockSettings(db: Database): Promise<StockSettings> {
  return { low_stock_pairs: await readLowStockPairs(db) };
}

/** Sets the line, audited as a settings change; answers the value now in force. */
export async function setLowStockPairs(
  db: Database,
  actor: StaffActor,
  pairs: number,
): Promise<StockSettings> {
  return db.transaction(async (tx) => {
    const before = await readLowStockPairs(tx);
    await writeLowStockPairs(tx, pairs);
    await recordAuditAs(tx, actor, {
      action: 'settings.change',
      entityType: 'shop_settings',
      entityId: SETTING_LOW_STOCK_PAIRS,
      before: { low_stock_pairs: before },
      after: { low_stock_pairs: pairs },
    });
    return { low_stock_pairs: pairs };
  });
}

// --- Staff's own changes in the audit --------------------------------------------------------

/** A staff member's edit of one product's availability (the catalogue's product form). */
export async function auditStockEdit(
  tx: Pick<Database, 'insert'>,
  who: StockActor,
  productId: number,
  change: { before: number; after: number; saleMode: string },
): Promise<void> {
  if (change.saleMode !== 'stock' || change.before === change.after) return;
  await recordAuditAs(tx, who, {
    action: STOCK_CHANGE_ACTION,
    entityType: 'product',
    entityId: productId,
    before: { availability: change.before },
    after: { availability: change.after, cause: 'staff edit', order_id: null },
  });
}

/**
 * An import's changes of availability, for products of `stock` groups, in one statement: call
 * in the import's transaction before its rows are written (it reads the products as they were).
 */
export async function auditImportedStock(
  tx: Database,
  importId: number,
  who: StockActor,
): Promise<void> {
  await insertImportedStockChanges(tx, importId, who);
}

// --- The engine: taking, giving back and amending an order's pairs ---------------------------

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

/** A line as the stock engine reads it: its product, pairs, how it is sold, and its name. */
export interface StockOrderLine extends StockProductName {
  productId: number;
  quantity: number;
  saleMode: SaleMode;
}

/** Whether any line belongs to a `stock` group: when none does, placement skips the engine. */
export const holdsStock = (lines: readonly { saleMode?: SaleMode }[]) =>
  lines.some((l) => l.saleMode !== undefined && isStockLimited(l.saleMode));

/**
 * The domain's stockShortfalls of `wanted` against the products and their deliveries as locked
 * (all sold from stock): on hand first, then incoming (docs/stock.md).
 */
function shortfallsOfLocked(
  wanted: readonly { productId: number; quantity: number; saleMode: SaleMode }[],
  locked: readonly { id: number; availability: number }[],
  lots: ReadonlyMap<number, IncomingLot[]>,
): StockShortfall[] {
  return stockShortfalls(
    wanted,
    locked.map((p) => ({
      productId: p.id,
      saleMode: 'stock' as const,
      availability: p.availability,
      incoming: lots.get(p.id) ?? [],
    })),
  );
}

/**
 * Takes `totals` pairs of the locked products: on hand first, then their deliveries, the
 * earliest first (the domain's takeStockFor); answers the on-hand changes and the sales ahead.
 */
function splitTake(
  totals: ReadonlyMap<number, number>,
  locked: readonly { id: number; availability: number }[],
  lots: ReadonlyMap<number, IncomingLot[]>,
) {
  const onHand: { productId: number; delta: number }[] = [];
  const ahead: IncomingMove[] = [];
  const lines: { productId: number; pairs: number; shipsFrom: string | null }[] = [];
  for (const p of locked) {
    const quantity = totals.get(p.id) ?? 0;
    if (quantity <= 0) continue;
    const take = takeStockFor(quantity, { availability: p.availability, incoming: lots.get(p.id) });
    if (!take) continue; // Refused before: the shortfalls are checked first.
    if (take.onHand > 0) onHand.push({ productId: p.id, delta: -take.onHand });
    for (const lot of take.incoming)
      ahead.push({ incomingId: lot.id, productId: p.id, pairs: lot.pairs });
    lines.push({
      productId: p.id,
      pairs: take.incoming.reduce((n, l) => n + l.pairs, 0),
      shipsFrom: take.shipsFrom,
    });
  }
  return { onHand, ahead, lines };
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

interface TakeInput {
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
  const lots = await lockOpenLots(tx, ids);
  const shortfalls = shortfallsOfLocked(limited, locked, lots);
  if (shortfalls.length > 0) return { taken: false, shortfalls };
  const { onHand, ahead, lines } = splitTake(totals, locked, lots);
  const who = input.who ?? SYSTEM_ACTOR;
  try {
    if (onHand.length > 0) await applyChanges(tx, onHand, who, input.cause, input.orderId);
    await moveIncoming(tx, input.orderId, ahead, who, input.cause);
    await markLinesIncoming(tx, input.orderId, lines);
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
  const back = await releaseTakenStock(tx, orderId);
  if (back.length === 0) return false;
  const ids = back.map((c) => c.productId);
  await lockProducts(tx, ids);
  // Pairs sold ahead go back to their delivery while it is expected; once it was received they
  // are on hand, so they go back to availability with the rest (docs/stock.md, decision 194).
  const sales = await salesOfOrder(tx, orderId);
  await lockLots(
    tx,
    sales.map((s) => s.incomingId),
  );
  const toLots = sales.filter((s) => s.status === 'expected');
  const notOnHand = new Map<number, number>();
  for (const s of sales)
    if (s.status !== 'received')
      notOnHand.set(s.productId, (notOnHand.get(s.productId) ?? 0) + s.pairs);
  const onHand = back
    .map((c) => ({ productId: c.productId, delta: c.delta - (notOnHand.get(c.productId) ?? 0) }))
    .filter((c) => c.delta > 0);
  if (onHand.length > 0) await applyChanges(tx, onHand, who, cause, orderId);
  await moveIncoming(
    tx,
    orderId,
    toLots.map((s) => ({ ...s, pairs: -s.pairs })),
    who,
    cause,
  );
  await dropSalesOf(tx, orderId);
  return true;
}

interface AmendStockInput {
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
  if (!(await orderHoldsStock(tx, input.orderId))) return false;
  const locked = await lockProducts(tx, ids);
  const sales = await salesOfOrder(tx, input.orderId);
  await lockLots(
    tx,
    sales.map((s) => s.incomingId),
  );
  const lots = await lockOpenLots(tx, ids);
  // More pairs of a product are asked for only where its delta is a taking (negative).
  const wanted = ids
    .filter((id) => deltas.get(id)! < 0)
    .map((id) => ({ productId: id, quantity: -deltas.get(id)!, saleMode: 'stock' as const }));
  const shortfalls = shortfallsOfLocked(wanted, locked, lots);
  if (shortfalls.length > 0)
    throw insufficientStock(shortfalls, namesOf(input.lines), input.outcome);
  const taken = splitTake(new Map(wanted.map((w) => [w.productId, w.quantity])), locked, lots);
  // Pairs given back leave the sales ahead first (the latest delivery first), then on hand.
  const released = releaseAhead(
    ids
      .filter((id) => deltas.get(id)! > 0)
      .map((id) => ({ productId: id, pairs: deltas.get(id)! })),
    sales,
  );
  const who = input.who;
  const onHand = [...taken.onHand, ...released.onHand];
  if (onHand.length > 0) await applyChanges(tx, onHand, who, input.cause, input.orderId);
  await moveIncoming(tx, input.orderId, [...taken.ahead, ...released.ahead], who, input.cause);
  const before = await incomingPairsOfOrder(tx, input.orderId);
  const lines = ids.map((id) => {
    const was = before.get(id) ?? { pairs: 0, shipsFrom: null };
    const more = taken.lines.find((l) => l.productId === id);
    const fewer = released.fewer.get(id) ?? 0;
    return {
      productId: id,
      pairs: Math.max(0, was.pairs + (more?.pairs ?? 0) - fewer),
      shipsFrom:
        more?.shipsFrom && (!was.shipsFrom || more.shipsFrom > was.shipsFrom)
          ? more.shipsFrom
          : was.shipsFrom,
    };
  });
  await markLinesIncoming(tx, input.orderId, lines);
  return true;
}

/**
 * Pairs an amendment gives back, per product: first from the order's sales ahead (the latest
 * delivery first; a delivery still expected takes them back, one received has them on hand),
 * then from on hand.
 */
function releaseAhead(
  giving: readonly { productId: number; pairs: number }[],
  sales: readonly { incomingId: number; productId: number; pairs: number; status: string }[],
) {
  const onHand: { productId: number; delta: number }[] = [];
  const ahead: IncomingMove[] = [];
  const fewer = new Map<number, number>();
  for (const g of giving) {
    let left = g.pairs;
    let toAvailability = 0;
    for (const s of sales) {
      if (left === 0) break;
      if (s.productId !== g.productId) continue;
      const n = Math.min(left, s.pairs);
      left -= n;
      fewer.set(g.productId, (fewer.get(g.productId) ?? 0) + n);
      if (s.status === 'expected')
        ahead.push({ incomingId: s.incomingId, productId: s.productId, pairs: -n });
      else if (s.status === 'received') toAvailability += n;
    }
    toAvailability += left;
    if (toAvailability > 0) onHand.push({ productId: g.productId, delta: toAvailability });
  }
  return { onHand, ahead, fewer };
}
