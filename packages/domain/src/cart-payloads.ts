// The answers of the shopper's cart calls the storefront reads (docs/api.md, "Cart and orders",
// "Lines by style", "Minimums", "Group prices"), defined once as zod schemas: the API's routes
// declare them as their response (its tests check every answer against them, decision 175) and
// the cart, checkout and product pages read their types (`import type`: no zod in a screen).
import { z } from 'zod';
import { MODES } from './constants.ts';
import type { Shortfalls } from './minimums.ts';
import { SALE_MODES } from './sale-mode.ts';
import { SLAB_OPERATORS } from './slab.ts';
import { TIER_SCOPES } from './tier-quantity.ts';

const mode = z.enum(Object.keys(MODES) as [keyof typeof MODES, ...(keyof typeof MODES)[]]);
const ownPrice = z.strictObject({ amount: z.number(), currency: z.string() });

/** A slab of a style's table, as the cart shows it: its own price and in the buyer's currency. */
export const styleSlabDto = z.strictObject({
  operator: z.enum(SLAB_OPERATORS),
  min_quantity: z.number().int().nullable(),
  max_quantity: z.number().int().nullable(),
  /** In the product's own currency (a member's group price, exact). */
  selling_price: z.number(),
  selling_price_currency: z.string(),
  /** Rounded as a line is charged (whole yen, pence). */
  converted_price: z.strictObject({ amount: z.number(), symbol: z.string() }),
});
export type StyleSlabDto = z.output<typeof styleSlabDto>;

/** One size of a style and colour in the cart: only what differs from size to size. */
export const cartStyleLineDto = z.strictObject({
  /** The cart line's id: the one PATCH …/items/{id}/update/ and DELETE …/items/delete/ take. */
  id: z.number().int(),
  product_id: z.number().int(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  mode,
  /** After the slab rule and any group discount, in the buyer's currency. */
  unit_price: z.number(),
  /** unit_price × quantity, computed on the server. */
  line_total: z.number(),
  /** The quantity that picked this line's slab: its own, or its style's pairs (tier_scope style). */
  tier_quantity: z.number().int(),
  /** Pairs on hand (a stock style); false `available` once staff archived the product. */
  availability: z.number().int(),
  /** Set when the line's pairs reach past those on hand into incoming stock (docs/stock.md). */
  incoming_ships_from: z.string().nullable().optional(),
  /** A stock style's unsold incoming pairs: sold after those on hand (docs/stock.md). */
  incoming_pairs: z.number().int().optional(),
  available: z.boolean(),
  /**
   * Set only when this size's slab table or list price differs from its group's: then both are
   * said here (otherwise the group's `slabs` and `default_price` are this size's).
   */
  slabs: z.array(styleSlabDto).optional(),
  default_price: ownPrice.optional(),
});
export type CartStyleLineDto = z.output<typeof cartStyleLineDto>;

/** A style and colour in the cart: what its sizes share, once. */
export const cartStyleDto = z.strictObject({
  /** styleColourKey: stable across reloads, for keys and for which groups are open. */
  key: z.string(),
  item_group_id: z.number().int().nullable(),
  /** The style's (item group's) name: a product's own name repeats its colour and size. */
  name: z.string(),
  brand: z.string(),
  color: z.string(),
  image: z.string(),
  tier_scope: z.enum(TIER_SCOPES),
  sale_mode: z.enum(SALE_MODES),
  ships_from: z.string().nullable(),
  ships_by: z.string().nullable(),
  min_pairs: z.number().int(),
  /** The first size's slab table and list price (a size that differs carries its own). */
  slabs: z.array(styleSlabDto),
  default_price: ownPrice,
  pairs: z.number().int(),
  subtotal: z.number(),
  lines: z.array(cartStyleLineDto),
});
export type CartStyleDto = z.output<typeof cartStyleDto>;

const cartStylesShape = {
  styles: z.array(cartStyleDto),
  /** Cart lines (sizes × modes), as "My Cart (N Items)" counts them. */
  items_count: z.number().int(),
  subtotal: z.strictObject({ amount: z.number(), currency: z.string(), symbol: z.string() }),
};

/** GET /ecommerce/cart/items/?country_code=&lines=styles (docs/api.md, "Lines by style"). */
export const cartStylesDto = z.strictObject(cartStylesShape);
export type CartStylesDto = z.output<typeof cartStylesDto>;

/** What placing the cart would fall short of (minimums.ts's Shortfalls). */
export const shortfalls = z.strictObject({
  /** The styles below their minimum, in the order the lines first name them. */
  styles: z.array(
    z.strictObject({
      item_group_id: z.number().int(),
      style: z.string(),
      min_pairs: z.number().int(),
      pairs: z.number().int(),
      missing: z.number().int(),
    }),
  ),
  /** The order minimum, when the goods fall below it; null otherwise (or when none is set). */
  order: z
    .strictObject({ min_order_usd: z.number(), goods_usd: z.number(), missing_usd: z.number() })
    .nullable(),
}) satisfies z.ZodType<Shortfalls>;

/**
 * Group prices (docs/api.md): a member's group discount ("12.50"), only when there is one; every
 * price of the answer is then already the group's.
 */
export const groupDiscountPercent = z.string().optional();

/**
 * GET /ecommerce/cart/items/?country_code=&lines=styles: the cart by style and colour, with what
 * placing it would fall short of, and a member's group discount (only when there is one).
 */
export const cartByStyleDto = z.strictObject({
  ...cartStylesShape,
  minimums: shortfalls,
  group_discount_percent: groupDiscountPercent,
});
export type CartByStyleDto = z.output<typeof cartByStyleDto>;

/**
 * GET /ecommerce/cart/count/: the header's badge; with `product_id`, whether that product is in
 * the cart and its style's pairs there (the product page's GO TO CART and style tiers).
 */
export const cartCountDto = z.strictObject({
  count: z.number().int(),
  in_cart: z.boolean().optional(),
  style_pairs: z.number().int().optional(),
  /**
   * A company on a price list buys in the list's currency (docs/price-lists.md): the screens
   * convert every price into it instead of the country's. Absent: the country's currency.
   */
  price_currency: z.string().optional(),
});
export type CartCountDto = z.output<typeof cartCountDto>;

/** GET /ecommerce/cart/checkout/?country_code=: `total_price.currency` is the symbol. */
export const checkoutSummaryDto = z.strictObject({
  total_price: z.strictObject({ currency: z.string(), amount: z.number() }),
  currency_code: z.string(),
  items_count: z.number().int(),
  /**
   * Only where the seller charges tax on this destination (decision 181): the row "VAT 20 %",
   * its amount on the goods, and the goods with it. Absent when zero-rated (the specs' answer).
   */
  tax: z
    .strictObject({
      label: z.string(),
      rate_percent: z.number(),
      row: z.string(),
      amount: z.number(),
      total_with_tax: z.number(),
    })
    .optional(),
});
export type CheckoutSummaryDto = z.output<typeof checkoutSummaryDto>;

/**
 * GET /ecommerce/cart/checkout/tax/: the rate the seller charges where the goods go (decision
 * 181), for ORDER NOW's payment step, which totals its one product by the domain's rules; null
 * when the order would be zero-rated.
 */
export const checkoutTaxDto = z.strictObject({
  tax: z.strictObject({ label: z.string(), rate_percent: z.number(), row: z.string() }).nullable(),
});
export type CheckoutTaxDto = z.output<typeof checkoutTaxDto>;

/** add-many and add-packs: the lines written, and their count. */
export const addedLinesAnswer = z.strictObject({
  lines: z.array(
    z.strictObject({
      id: z.number().int(),
      product_id: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
  count: z.number().int(),
});
export type AddedLinesAnswer = z.output<typeof addedLinesAnswer>;
