// The size-run grid's model (issue 19): the item group's colours as rows, its sizes as columns in
// natural order, one product per cell; and the totals, each product priced by the domain's one
// slab rule (linePrice) at its tier quantity (tierQuantities: its own quantity, or the style's
// pairs in the grid for a style-scoped group), as the cart will price its line.
import {
  decimal,
  DEFAULT_TIER_SCOPE,
  linePrice,
  sortSizes,
  tierQuantities,
  type Decimal,
  type ExchangeRates,
  type ProductDetail,
  type ProductVariant,
  type Slab,
  type TierScope,
} from '@solestock/domain';
import { warnNoRate } from '../../lib/rate-warning';

export interface SizeRunCell {
  productId: number;
  variant: ProductVariant;
  /** The variant's slabs, from the style's shared tables (ProductDetail.slabTables). */
  slabs: Slab[];
  /** The most pairs the cell takes: a stock style's pairs on hand and incoming; null for no limit. */
  available: number | null;
}

export interface SizeRun {
  colours: string[];
  /** Column names; [''] for goods without sizes (one column). */
  sizes: string[];
  /** cells[row][column]: the product of that colour and size, or null when there is none. */
  cells: (SizeRunCell | null)[][];
}

const blankTo = (value: string | null | undefined, fallback: string) =>
  value && value.trim() ? value : fallback;

export function sizeRun(
  product: Pick<ProductDetail, 'variants' | 'slabTables' | 'sale_mode'>,
): SizeRun {
  const colours = [...new Set(product.variants.map((v) => blankTo(v.color, '')))];
  const sized = sortSizes(product.variants.map((v) => v.size));
  const sizes = sized.length > 0 ? sized : [''];
  const cells = colours.map((colour) =>
    sizes.map((size) => {
      const variant = product.variants.find(
        (v) => blankTo(v.color, '') === colour && blankTo(v.size, '') === size,
      );
      return variant
        ? {
            productId: variant.id,
            variant,
            slabs: product.slabTables?.[variant.slabTable ?? -1] ?? [],
            available:
              product.sale_mode === 'stock' && variant.availability !== undefined
                ? variant.availability + (variant.incoming ?? []).reduce((n, l) => n + l.pairs, 0)
                : null,
          }
        : null;
    }),
  );
  return { colours, sizes, cells };
}

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
