// The next-tier hint (issue 19): "Add N more pairs for {price}/pair" when a cheaper price of the
// slab rule starts within 50 % of the chosen quantity. It asks the one slab rule (linePrice) for
// every price it compares, so the hint can never promise a price the cart would not charge.
import { QUANTITY_MAX } from './constants.ts';
import type { ExchangeRates } from './currency.ts';
import { linePrice } from './line-price.ts';
import { formatPrice, type Decimal } from './money.ts';
import type { DefaultPrice, PriceSlab } from './slab.ts';

/** How far ahead a hint looks: a cheaper price at most this share of the quantity away. */
export const NEXT_TIER_REACH = 0.5;

export interface NextTierHint {
  /** Pairs to add (1 or more). */
  add: number;
  /** The quantity the cheaper price starts at (quantity + add). */
  quantity: number;
  /** That price per pair in the shopper's currency, rounded as the cart charges it. */
  unitPrice: Decimal;
  currency: string;
  symbol: string;
  /** Index of the slab that gives it, or null for the default price. */
  slabIndex: number | null;
}

/**
 * The nearest quantity above `quantity`, no more than 50 % above it, whose unit price (shopper's
 * currency, as shown) is lower than the current one; null when there is none. Prices only change
 * where a slab starts (min_quantity) or ends (max_quantity + 1), so those are the only quantities
 * to ask about. Shipping mode does not enter: no price of the shop depends on it.
 */
export function nextTierHint(
  slabs: readonly PriceSlab[],
  quantity: number,
  defaultPrice: DefaultPrice,
  country: string,
  rates: ExchangeRates,
): NextTierHint | null {
  if (!Number.isInteger(quantity) || quantity < 1 || slabs.length === 0) return null;
  const reach = Math.min(QUANTITY_MAX, Math.floor(quantity * (1 + NEXT_TIER_REACH)));
  if (reach <= quantity) return null;

  const price = (q: number) => linePrice(slabs, q, defaultPrice, country, rates);
  const now = price(quantity);
  const edges = new Set<number>();
  for (const s of slabs) {
    if (s.min_quantity !== null) edges.add(s.min_quantity);
    if (s.max_quantity !== null) edges.add(s.max_quantity + 1);
  }
  const candidates = [...edges].filter((q) => q > quantity && q <= reach).sort((a, b) => a - b);
  for (const q of candidates) {
    const then = price(q);
    if (
      then.currency === now.currency &&
      then.convertedUnitPrice.lessThan(now.convertedUnitPrice)
    ) {
      return {
        add: q - quantity,
        quantity: q,
        unitPrice: then.convertedUnitPrice,
        currency: then.currency,
        symbol: then.symbol,
        slabIndex: then.slabIndex,
      };
    }
  }
  return null;
}

/**
 * "Add 25 more pairs for £9.50/pair" (one pair: "Add 1 more pair for …"). A style tier's one hint
 * (every pair of the style counts, issue 43 item 3) says where they may go: "Add 20 more pairs of
 * this style, in any size or colour, for $9.00/pair".
 */
export function nextTierHintText(
  hint: Pick<NextTierHint, 'add' | 'symbol' | 'unitPrice'>,
  ofStyle = false,
): string {
  const pairs = hint.add === 1 ? 'pair' : 'pairs';
  const where = ofStyle ? ' of this style, in any size or colour,' : '';
  return `Add ${hint.add} more ${pairs}${where} for ${formatPrice(hint.symbol, hint.unitPrice)}/pair`;
}
