// The personal part of a shared page (issue 34, item 2; docs/decisions/157): what a signed-in
// shopper's home, listing, search or product page holds of them alone. The rest of the page is
// rendered once per country and price list and kept; this part is read per request and added to
// it: the header's greeting and cart badge, and on a product page whether that product is in the
// cart and how many pairs of its style are. The answer is a zod schema: the API's route declares
// it as its response (decision 175); the web server reads its type.
import { z } from 'zod';

/**
 * The price list a member's catalogue answers are priced from: their group's discount as the API
 * reads it ("12.50"), or NO_DISCOUNT ('0') for list prices. Members of different groups with the
 * same discount see the same prices, so they share one render.
 */
export type PriceList = string;

/**
 * The personal part's price list of a member whose company is on a price list (docs/price-lists.md):
 * `list:{id}`. Such a member's pages are rendered for them alone, never from a shared render
 * (docs/decisions/187).
 */
export const PRICE_LIST_PREFIX = 'list:';

/** Whether a personal part's price list says the page must be rendered for this shopper alone. */
export const isOwnPriceList = (priceList: PriceList) => priceList.startsWith(PRICE_LIST_PREFIX);

/** GET /ecommerce/personal-part/[?product_id=] (docs/api.md, "Shared pages"). */
export const personalPartDto = z.strictObject({
  user: z.strictObject({ id: z.number().int(), first_name: z.string() }),
  /** Lines in the cart: the header's badge. */
  cart_count: z.number().int(),
  price_list: z.string(),
  /** With product_id: whether it is in the cart (GO TO CART) and its style's pairs there. */
  product: z
    .strictObject({ id: z.number().int(), in_cart: z.boolean(), style_pairs: z.number().int() })
    .optional(),
});
export type PersonalPartDto = z.output<typeof personalPartDto>;
