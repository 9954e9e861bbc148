// The stock check (docs/api.md, "Stock and pre-orders"): which products a cart, an order or a
// request asks more of than is on hand. One rule for cart add, update, add-many (and what goes
// through it: quick order, reorder, add-packs), order place and order-now; placement runs it on
// the rows it has locked, so the answer it gives is the one the database then enforces.
//
// Incoming stock (docs/stock.md, decision 194): a `stock` product sells its pairs on hand first,
// then the unsold pairs of its expected deliveries, the earliest first, each as "ships from
// {date}". takeStockFor says where a quantity's pairs come from and the day the line ships from;
// the cart, checkout, placement and the product page all ask it.
import type { SaleMode } from './sale-mode.ts';
import { shipWindow } from './ship-window.ts';

/** A line of a cart, an order or a request: a product and its pairs (any shipping mode). */
export interface StockLine {
  productId: number;
  quantity: number;
}

/** An expected delivery's pairs still for sale (its pairs less those sold ahead). */
export interface IncomingLot {
  id: number;
  /** 'YYYY-MM-DD' */
  expectedOn: string;
  pairs: number;
}

/** What the rule reads of a product: how its group is sold, the pairs on hand and incoming. */
export interface ProductStock {
  productId: number;
  saleMode: SaleMode;
  availability: number;
  /** Its expected deliveries' unsold pairs (none when absent). */
  incoming?: readonly IncomingLot[];
}

/** Where a quantity's pairs come from: on hand, then each delivery, and the day it ships from. */
export interface StockTake {
  onHand: number;
  incoming: { id: number; expectedOn: string; pairs: number }[];
  /** The latest delivery the quantity reaches into; null when on hand covers it. */
  shipsFrom: string | null;
}

const byArrival = (a: IncomingLot, b: IncomingLot) =>
  a.expectedOn < b.expectedOn ? -1 : a.expectedOn > b.expectedOn ? 1 : a.id - b.id;

/** The most pairs a product sells: on hand (never below 0) and its deliveries' unsold pairs. */
export function sellablePairs(product: Pick<ProductStock, 'availability' | 'incoming'>): number {
  let n = Math.max(0, product.availability);
  for (const lot of product.incoming ?? []) n += Math.max(0, lot.pairs);
  return n;
}

/**
 * Where `quantity` pairs of a stock product come from: on hand first, then the expected
 * deliveries, the earliest first (then by id); null when they do not cover it.
 */
export function takeStockFor(
  quantity: number,
  product: Pick<ProductStock, 'availability' | 'incoming'>,
): StockTake | null {
  const onHand = Math.min(Math.max(0, product.availability), Math.max(0, quantity));
  let left = Math.max(0, quantity) - onHand;
  const incoming: StockTake['incoming'] = [];
  for (const lot of [...(product.incoming ?? [])].sort(byArrival)) {
    if (left === 0) break;
    const pairs = Math.min(left, Math.max(0, lot.pairs));
    if (pairs === 0) continue;
    incoming.push({ id: lot.id, expectedOn: lot.expectedOn, pairs });
    left -= pairs;
  }
  if (left > 0) return null;
  const last = incoming.at(-1);
  return { onHand, incoming, shipsFrom: last ? last.expectedOn : null };
}

/**
 * The day `quantity` pairs of a product ship from when they reach past what is on hand into
 * incoming stock; null when on hand covers them, when the group does not sell from stock, or
 * when even the deliveries do not cover them (the check refuses that).
 */
export function incomingShipsFrom(
  quantity: number,
  product: Pick<ProductStock, 'saleMode' | 'availability' | 'incoming'>,
): string | null {
  if (!isStockLimited(product.saleMode)) return null;
  return takeStockFor(quantity, product)?.shipsFrom ?? null;
}

/** "Ships from 15 Jan 2027": what the product page, cart and order say of pairs sold ahead. */
export function shipsFromText(date: string): string {
  return `Ships from ${shipWindow(date, date) ?? date}`;
}

/** A product asked for beyond its stock, as the 409 `insufficient_stock` lists it. */
export interface StockShortfall {
  product_id: number;
  /** The product's pairs across all the lines (every mode), the buyer's cart included. */
  requested: number;
  /** The pairs on hand (never below 0) and incoming still for sale. */
  available: number;
}

/** Only a `stock` group sells from what is on hand; `unlimited` and `pre_order` have no limit. */
export function isStockLimited(saleMode: SaleMode): boolean {
  return saleMode === 'stock';
}

/**
 * Each product's total over `lines` (in the order products first appear), and the shortfalls:
 * a product of a `stock` group whose total passes its sellable pairs (on hand, then incoming).
 * A product `stock` does not
 * know is no business of this rule (its existence is checked elsewhere) and is never short.
 */
export function stockShortfalls(
  lines: readonly StockLine[],
  stock: Iterable<ProductStock>,
): StockShortfall[] {
  const known = new Map<number, ProductStock>();
  for (const p of stock) known.set(p.productId, p);
  const totals = new Map<number, number>();
  for (const line of lines) {
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  }
  const short: StockShortfall[] = [];
  for (const [productId, requested] of totals) {
    const product = known.get(productId);
    if (!product || !isStockLimited(product.saleMode)) continue;
    const available = sellablePairs(product);
    if (requested > available) short.push({ product_id: productId, requested, available });
  }
  return short;
}

/** How a product is named to the buyer: its name, colour and size. */
export interface StockProductName {
  name: string;
  color: string;
  size: string | null;
}

const pairs = (n: number) => `${n} ${n === 1 ? 'pair' : 'pairs'}`;

/**
 * The sentence of a 409 `insufficient_stock`, naming its first line: which product, how many
 * pairs are left and how many were asked for, then what happened (`outcome`, e.g. "Nothing was
 * added to your cart.").
 */
export function insufficientStockSentence(
  product: StockProductName,
  shortfall: Pick<StockShortfall, 'requested' | 'available'>,
  outcome: string,
): string {
  const label = [product.name, product.color, product.size ? `size ${product.size}` : '']
    .filter(Boolean)
    .join(', ');
  const left =
    shortfall.available === 0
      ? `${label} is sold out`
      : `Only ${pairs(shortfall.available)} of ${label} ${shortfall.available === 1 ? 'is' : 'are'} left`;
  return `${left}; you asked for ${pairs(shortfall.requested)}. ${outcome}`;
}
