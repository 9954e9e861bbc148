// Lines by style and colour (issue 34, item 1; docs/api.md, "Lines by style"): a wholesale cart
// or order of hundreds of lines is a few dozen styles in a few colours, each bought as a size run.
// The cart, checkout review, order page, mails and console show it that way, as the size-run grid
// and the trade documents do, and the answers they read come in that shape: what a style and
// colour share (name, brand, image, slab table, sale notes) once, and each size as a small line.
import { compareSizes } from './sizes.ts';
import type { Mode } from './constants.ts';
import type { SaleMode } from './sale-mode.ts';

/**
 * The group a line belongs to: its style (item group) and its colour, case and spaces aside. A
 * line whose product has no style (or is gone) is a group of its own product.
 */
export function styleColourKey(line: {
  itemGroupId: number | null | undefined;
  productId: number;
  color: string;
}): string {
  const style = line.itemGroupId ?? `p${line.productId}`;
  return `${style}:${line.color.trim().toLowerCase()}`;
}

/**
 * Lines grouped by style and colour: groups in the order their first line comes, a group's lines
 * by size in natural order (5, 6 … 12; XS … XXL), then by mode (air before sea) so a size bought
 * both ways reads as two neighbouring cells.
 */
export function groupByStyleColour<L>(
  lines: readonly L[],
  facts: (line: L) => {
    itemGroupId: number | null | undefined;
    productId: number;
    color: string;
    size: string | null;
    mode: Mode;
  },
): { key: string; lines: L[] }[] {
  const groups = new Map<string, L[]>();
  for (const line of lines) {
    const key = styleColourKey(facts(line));
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups].map(([key, members]) => ({
    key,
    lines: members.sort((a, b) => {
      const fa = facts(a);
      const fb = facts(b);
      return compareSizes(fa.size ?? '', fb.size ?? '') || fa.mode.localeCompare(fb.mode);
    }),
  }));
}

// The cart's answers by style (StyleSlabDto, CartStyleLineDto, CartStyleDto, CartStylesDto) are
// zod schemas in cart-payloads.ts, which the API's cart route answers with (decision 175); their
// types are re-exported here as types only, so a screen that imports this file loads no zod.
export type {
  CartStyleDto,
  CartStyleLineDto,
  CartStylesDto,
  StyleSlabDto,
} from './cart-payloads.ts';

/** One size of a style and colour in an order, as priced at placement. */
export interface OrderStyleLineDto {
  id: number;
  product_id: number;
  size: string | null;
  quantity: number;
  mode: Mode;
  /** In the product's own currency, as listed when the order was placed. */
  unit_price: number;
  product_currency: string;
  /** In the order's currency: what the line was charged per pair. */
  converted_unit_price: number;
  line_total: number;
  /** Set only when this size was sold otherwise than its group says (see OrderStyleDto). */
  sale_mode?: SaleMode;
  ships_from?: string | null;
  ships_by?: string | null;
}

/**
 * A style and colour in an order: name (the style's, while its product exists), brand, colour,
 * image and how it was sold (a pre-order's window) once; `pairs` and `subtotal` (the sum of its
 * line totals, exact) computed on the server.
 */
export interface OrderStyleDto {
  key: string;
  item_group_id: number | null;
  name: string;
  brand: string;
  color: string;
  image: string;
  sale_mode: SaleMode;
  ships_from: string | null;
  ships_by: string | null;
  pairs: number;
  subtotal: number;
  lines: OrderStyleLineDto[];
}
