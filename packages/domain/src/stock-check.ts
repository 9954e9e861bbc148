// The stock check (docs/api.md, "Stock and pre-orders"): which products a cart, an order or a
// request asks more of than is on hand. One rule for cart add, update, add-many (and what goes
// through it: quick order, reorder, add-packs), order place and order-now; placement runs it on
// the rows it has locked, so the answer it gives is the one the database then enforces.
import type { SaleMode } from './sale-mode.ts';

/** A line of a cart, an order or a request: a product and its pairs (any shipping mode). */
export interface StockLine {
  productId: number;
  quantity: number;
}

/** What the rule reads of a product: how its group is sold and the pairs on hand. */
export interface ProductStock {
  productId: number;
  saleMode: SaleMode;
  availability: number;
}

/** A product asked for beyond its stock, as the 409 `insufficient_stock` lists it. */
export interface StockShortfall {
  product_id: number;
  /** The product's pairs across all the lines (every mode), the buyer's cart included. */
  requested: number;
  /** The pairs on hand (never below 0). */
  available: number;
}

/** Only a `stock` group sells from what is on hand; `unlimited` and `pre_order` have no limit. */
export function isStockLimited(saleMode: SaleMode): boolean {
  return saleMode === 'stock';
}

/**
 * Each product's total over `lines` (in the order products first appear), and the shortfalls:
 * a product of a `stock` group whose total passes its availability. A product `stock` does not
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
    const available = Math.max(0, product.availability);
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
