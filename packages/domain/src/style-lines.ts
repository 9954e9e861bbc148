// Lines by style and colour (issue 34, item 1; docs/api.md, "Lines by style"): a wholesale cart
// or order of hundreds of lines is a few dozen styles in a few colours, each bought as a size run.
// The cart, checkout review, order page, mails and console show it that way, as the size-run grid
// and the trade documents do, and the answers they read come in that shape: what a style and
// colour share (name, brand, image, slab table, sale notes) once, and each size as a small line.
import { compareSizes } from './sizes.ts';
import type { Mode } from './constants.ts';
import type { SlabOperator } from './slab.ts';
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

/** A slab of a style's table, as the cart shows it: its own price and in the buyer's currency. */
export interface StyleSlabDto {
  operator: SlabOperator;
  min_quantity: number | null;
  max_quantity: number | null;
  /** In the product's own currency (a member's group price, exact). */
  selling_price: number;
  selling_price_currency: string;
  /** Rounded as a line is charged (whole yen, pence). */
  converted_price: { amount: number; symbol: string };
}

/** One size of a style and colour in the cart: only what differs from size to size. */
export interface CartStyleLineDto {
  /** The cart line's id: the one PATCH …/items/{id}/update/ and DELETE …/items/delete/ take. */
  id: number;
  product_id: number;
  size: string | null;
  quantity: number;
  mode: Mode;
  /** After the slab rule and any group discount, in the buyer's currency. */
  unit_price: number;
  /** unit_price × quantity, computed on the server. */
  line_total: number;
  /** The quantity that picked this line's slab: its own, or its style's pairs (tier_scope style). */
  tier_quantity: number;
  /** Pairs on hand (a stock style); false `available` once staff archived the product. */
  availability: number;
  available: boolean;
  /**
   * Set only when this size's slab table or list price differs from its group's: then both are
   * said here (otherwise the group's `slabs` and `default_price` are this size's).
   */
  slabs?: StyleSlabDto[];
  default_price?: { amount: number; currency: string };
}

/** A style and colour in the cart: what its sizes share, once. */
export interface CartStyleDto {
  /** styleColourKey: stable across reloads, for keys and for which groups are open. */
  key: string;
  item_group_id: number | null;
  /** The style's (item group's) name: a product's own name repeats its colour and size. */
  name: string;
  brand: string;
  color: string;
  image: string;
  tier_scope: 'product' | 'style';
  sale_mode: SaleMode;
  ships_from: string | null;
  ships_by: string | null;
  min_pairs: number;
  /** The first size's slab table and list price (a size that differs carries its own). */
  slabs: StyleSlabDto[];
  default_price: { amount: number; currency: string };
  pairs: number;
  subtotal: number;
  lines: CartStyleLineDto[];
}

/** GET /ecommerce/cart/items/?country_code=&lines=styles (docs/api.md, "Lines by style"). */
export interface CartStylesDto {
  styles: CartStyleDto[];
  /** Cart lines (sizes × modes), as "My Cart (N Items)" counts them. */
  items_count: number;
  subtotal: { amount: number; currency: string; symbol: string };
}

// An order's styles and their sizes (OrderStyleDto, OrderStyleLineDto) are answers of the order
// calls, defined once as schemas beside them; only their types come through here.
export type { OrderStyleDto, OrderStyleLineDto } from './order-payloads.ts';
