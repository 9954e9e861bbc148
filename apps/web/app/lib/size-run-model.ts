// The size-run grid's layout (issue 19): an item group's colours as rows, its sizes as columns
// in natural order, one product per cell. The storefront's grid (features/product/size-run.ts)
// and the console's draft grid (docs/staff-orders.md) both read it.
import { sortSizes, type ProductDetail, type ProductVariant, type Slab } from '@solestock/domain';

export interface SizeRunCell {
  productId: number;
  variant: ProductVariant;
  /** The variant's slabs, from the style's shared tables (ProductDetail.slabTables). */
  slabs: Slab[];
  /** The most pairs the cell takes: a stock style's pairs on hand; null for no limit. */
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
