// The size-run grid's model (issue 19): the item group's colours as rows, its sizes as columns in
// natural order, one product per cell; and the totals, each product priced by the domain's one
// slab rule (linePrice) at its tier quantity (tierQuantities: its own quantity, or the style's
// pairs in the grid for a style-scoped group), as the cart will price its line.
import {
  decimal,
  DEFAULT_TIER_SCOPE,
  linePrice,
  tierQuantities,
  type Decimal,
  type ExchangeRates,
  type TierScope,
} from '@solestock/domain';
import { warnNoRate } from '../../lib/rate-warning';

// The grid's layout (colours × sizes) lives in lib/size-run-model.ts: the console's draft grid
// reads it too (docs/staff-orders.md).
import { sizeRun, type SizeRun, type SizeRunCell } from '../../lib/size-run-model';
export { sizeRun, type SizeRun, type SizeRunCell };

export interface RunTotals {
  rows: { pairs: number; total: Decimal }[];
  pairs: number;
  total: Decimal;
  symbol: string;
  /** The non-zero cells as add-many lines. */
  lines: { product_id: number; quantity: number }[];
  /** The quantity that picks each filled cell's slab, by product id (style tiers). */
  tierQuantity: Record<number, number>;
}

/** Per-row and grand totals of the quantities, in the shopper's currency. */
export function runTotals(
  run: SizeRun,
  quantities: Readonly<Record<number, number>>,
  country: string,
  rates: ExchangeRates,
  fallbackSymbol: string,
  tierScope: TierScope = DEFAULT_TIER_SCOPE,
  /** The style's pairs already in the buyer's cart: they count toward a style's tier too. */
  pairsInCart = 0,
): RunTotals {
  let symbol = fallbackSymbol;
  const lines: RunTotals['lines'] = [];
  // Every cell is a product of the one item group, so a style counts the whole grid's pairs.
  const filled = run.cells.flat().filter((c): c is SizeRunCell => c !== null);
  const tiers = tierQuantities([
    ...filled.map((c) => ({ itemGroupId: 0, tierScope, quantity: quantities[c.productId] ?? 0 })),
    { itemGroupId: 0, tierScope, quantity: pairsInCart },
  ]);
  const tierQuantity = Object.fromEntries(filled.map((c, i) => [c.productId, tiers[i]!]));
  const rows = run.cells.map((row) => {
    let pairs = 0;
    let total = decimal(0);
    for (const cell of row) {
      const quantity = cell ? (quantities[cell.productId] ?? 0) : 0;
      if (!cell || quantity <= 0) continue;
      const v = cell.variant;
      const price = linePrice(
        cell.slabs,
        tierQuantity[cell.productId] ?? quantity,
        v.defaultSellingPrice ?? { amount: 0, currency: 'usd' },
        country,
        rates,
        warnNoRate,
      );
      symbol = price.symbol;
      pairs += quantity;
      // Charged for the cell's own pairs at the unit price its tier quantity picked.
      total = total.plus(price.convertedUnitPrice.times(quantity));
      lines.push({ product_id: cell.productId, quantity });
    }
    return { pairs, total };
  });
  return {
    rows,
    pairs: rows.reduce((n, r) => n + r.pairs, 0),
    total: rows.reduce((sum, r) => sum.plus(r.total), decimal(0)),
    symbol,
    lines,
    tierQuantity,
  };
}

/** A typed quantity held to what the cell can take (a stock style's pairs on hand). */
export function capToAvailable(cell: SizeRunCell, quantity: number): number {
  return cell.available === null ? quantity : Math.min(quantity, cell.available);
}

/**
 * Where an arrow key moves from (row, column): the next cell that holds a product (not sold
 * out) in that direction, or the same cell at the edge.
 */
export function moveInRun(
  run: SizeRun,
  at: { row: number; column: number },
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
): { row: number; column: number } {
  const [dr, dc] = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  }[key] as [number, number];
  let { row, column } = at;
  for (;;) {
    row += dr;
    column += dc;
    if (row < 0 || row >= run.colours.length || column < 0 || column >= run.sizes.length) {
      return at;
    }
    // A sold-out cell is greyed out and cannot take focus: the keys pass over it.
    const cell = run.cells[row]?.[column];
    if (cell && cell.available !== 0) return { row, column };
  }
}
