// The listing's rules (000 §7, docs/api.md Listing): which order a page is listed in, and a
// member's group prices on its cards (docs/decisions/149). The SQL is listing.repository.ts's.
import type { ListingPage } from '@solestock/domain/catalogue-payloads';
import type { Database } from '../../db/connect.ts';
import { discountField, hasDiscount } from '../customer-groups/index.ts';
import {
  cardIdsOf,
  groupsAtBuyerPrices,
  termsWith,
  type ShopperPricing,
} from '../price-lists/index.ts';
import { listItemGroups } from './listing.repository.ts';
import type { ListingQuery } from './listing.schemas.ts';

/** One page of the listing, at the group's prices for a member with a discount (`discount`). */
export async function listingPage(
  db: Database,
  query: ListingQuery,
  pricing: ShopperPricing,
): Promise<ListingPage> {
  const page = await listItemGroups(db, {
    page: query.page,
    categories: query.category,
    subcategories: query.subcategory,
    brands: query.brand,
    newWithinDays: query.new_within_days,
    // The sort the shopper picked wins; a shop by list brings its own order; else Recommended.
    order: query.sort ?? query.shop_by ?? 'recommended',
  });
  if (!pricing.list && !hasDiscount(pricing.discount)) return page;
  const terms = await termsWith(db, pricing, cardIdsOf(page.results));
  return {
    ...page,
    results: groupsAtBuyerPrices(page.results, terms),
    ...discountField(pricing.discount),
  };
}
