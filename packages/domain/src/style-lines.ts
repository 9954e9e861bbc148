// Lines by style and colour (issue 34, item 1; docs/api.md, "Lines by style"): a wholesale cart
// or order of hundreds of lines is a few dozen styles in a few colours, each bought as a size run.
// The cart, checkout review, order page, mails and console show it that way, as the size-run grid
// and the trade documents do, and the answers they read come in that shape: what a style and
// colour share (name, brand, image, slab table, sale notes) once, and each size as a small line.
import { compareSizes } from './sizes.ts';
import type { Mode } from './constants.ts';

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

// An order's styles and their sizes (OrderStyleDto, OrderStyleLineDto) are answers of the order
// calls, defined once as schemas beside them; only their types come through here.
export type { OrderStyleDto, OrderStyleLineDto } from './order-payloads.ts';
