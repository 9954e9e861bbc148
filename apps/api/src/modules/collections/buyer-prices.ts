// The one place a collection page and a line sheet price a product for a company
// (docs/collections.md): `buyerUnitPrice`, through the domain's buyerPriceSource, the rule the
// cart charges: the company's price-list entry in the list's currency, else the list price lowered
// by the customer group's discount (docs/decisions/149, 186).
import {
  buyerPriceSource,
  CATALOGUE_PRICES,
  groupUnitPrice,
  type BuyerPriceTerms,
} from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { companyPriceTerms } from '../price-lists/index.ts';

/**
 * What company `companyId`'s prices of `productIds` are read from, read once per page or sheet;
 * a guest's (no company) are the catalogue's.
 */
export function buyerTerms(
  db: Database,
  companyId: number | null,
  productIds: readonly number[],
): Promise<BuyerPriceTerms> {
  return companyId === null
    ? Promise.resolve(CATALOGUE_PRICES)
    : companyPriceTerms(db, companyId, productIds);
}

/**
 * A company's unit price for one pair of `product`, before quantity tiers, in the price's own
 * currency (the list's for a listed product): an exact decimal string with two places.
 */
export function buyerUnitPrice(
  terms: BuyerPriceTerms,
  product: { productId: number; sellingPrice: string; currency: string },
): { amount: string; currency: string; fromList: boolean } {
  const source = buyerPriceSource(terms, product.productId, { ...product, slabs: [] });
  const amount = groupUnitPrice(source.sellingPrice, source.discount, source.currency);
  return { amount: amount.toFixed(2), currency: source.currency, fromList: source.fromList };
}
