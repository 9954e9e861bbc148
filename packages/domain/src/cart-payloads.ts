// The answers of the shopper's cart calls the storefront reads (docs/api.md, "Cart and orders",
// "Lines by style", "Minimums", "Group prices"), defined once: the API's routes are checked against
// them and the cart, checkout and product pages read them.
import type { Shortfalls } from './minimums.ts';
import type { CartStylesDto } from './style-lines.ts';

/**
 * GET /ecommerce/cart/items/?country_code=&lines=styles: the cart by style and colour, with what
 * placing it would fall short of, and a member's group discount (only when there is one).
 */
export interface CartByStyleDto extends CartStylesDto {
  minimums: Shortfalls;
  group_discount_percent?: string;
}

/**
 * GET /ecommerce/cart/count/: the header's badge; with `product_id`, whether that product is in
 * the cart and its style's pairs there (the product page's GO TO CART and style tiers).
 */
export interface CartCountDto {
  count: number;
  in_cart?: boolean;
  style_pairs?: number;
}

/** GET /ecommerce/cart/checkout/?country_code=: `total_price.currency` is the symbol. */
export interface CheckoutSummaryDto {
  total_price: { currency: string; amount: number };
  currency_code: string;
  items_count: number;
}
