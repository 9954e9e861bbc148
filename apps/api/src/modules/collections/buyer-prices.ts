// The one place a collection page and a line sheet price a product for a company
// (docs/collections.md): `buyerUnitPrice`. Today it is the customer group's discount on the list
// price (docs/decisions/149, the rule the cart charges); price lists (WHOLESALE.md §13 in
// docs/api.md) plug in here, reading their entry by `sku` in `terms`, and every caller follows.
import { groupUnitPrice, NO_DISCOUNT } from '@solestock/domain';
import { discountText } from '../customer-groups/index.ts';

/** What a company's prices are read from, read once per page or sheet. */
export interface BuyerTerms {
  /** The company, or null for a guest (list prices). */
  companyId: number | null;
  /** The group's discount as the pricing reads it ("12.50"), or NO_DISCOUNT. */
  discount: string;
}

/** The terms of a company with `storedDiscount` (its group's, null without a group). */
export function buyerTerms(companyId: number | null, storedDiscount: string | null): BuyerTerms {
  return {
    companyId,
    discount: storedDiscount === null ? NO_DISCOUNT : discountText(storedDiscount),
  };
}

/**
 * A company's unit price for one pair of `product`, before quantity tiers, in the product's own
 * currency: an exact decimal string with two places.
 */
export function buyerUnitPrice(
  terms: BuyerTerms,
  product: { sku: string; sellingPrice: string; currency: string },
): { amount: string; currency: string } {
  const amount = groupUnitPrice(product.sellingPrice, terms.discount, product.currency);
  return { amount: amount.toFixed(2), currency: product.currency };
}
