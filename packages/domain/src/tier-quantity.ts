// The tier quantity (docs/api.md, "Style tiers"): the quantity whose slab prices a line. One rule
// for the cart, checkout, placement, order-now, the product page, the size-run grid and the
// next-tier hint, so no screen can show a price the order would not charge.

/** How an item group's slabs are counted: per line (the specs' rule, the default) or per style. */
export const TIER_SCOPES = ['product', 'style'] as const;
export type TierScope = (typeof TIER_SCOPES)[number];
export const DEFAULT_TIER_SCOPE: TierScope = 'product';

export function isTierScope(value: unknown): value is TierScope {
  return typeof value === 'string' && (TIER_SCOPES as readonly string[]).includes(value);
}

/** What the rule reads of a line of a cart, an order or a screen's chosen quantities. */
export interface TierLine {
  itemGroupId: number;
  tierScope: TierScope;
  quantity: number;
}

/**
 * The quantity that picks each line's slab, in the lines' order: its own quantity for a
 * `product`-scoped group; for a `style`-scoped group, the total pairs of that group among the
 * lines (every colour, size and shipping mode), so a size run of 2+2+2+2+2+2 prices as 12.
 */
export function tierQuantities(lines: readonly TierLine[]): number[] {
  const styleTotals = new Map<number, number>();
  for (const line of lines) {
    if (line.tierScope !== 'style') continue;
    styleTotals.set(line.itemGroupId, (styleTotals.get(line.itemGroupId) ?? 0) + line.quantity);
  }
  return lines.map((line) =>
    line.tierScope === 'style'
      ? (styleTotals.get(line.itemGroupId) ?? line.quantity)
      : line.quantity,
  );
}

/** One line's tier quantity among `lines` (which include it). */
export function tierQuantity(line: TierLine, lines: readonly TierLine[]): number {
  if (line.tierScope !== 'style') return line.quantity;
  return lines.reduce(
    (sum, l) =>
      l.tierScope === 'style' && l.itemGroupId === line.itemGroupId ? sum + l.quantity : sum,
    0,
  );
}
