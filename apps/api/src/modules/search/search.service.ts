// Search's rules (000 §7, docs/api.md Search): a blank query suggests nothing, results are in the
// order asked for, and a member's cards carry the group's prices (docs/decisions/149). The SQL is
// search.repository.ts's.
import type { SearchResponse, Suggestion } from '@solestock/domain/catalogue-payloads';
import type { Database } from '../../db/connect.ts';
import { discountField, hasDiscount } from '../customer-groups/index.ts';
import { cardsAtBuyerPrices, termsWith, type ShopperPricing } from '../price-lists/index.ts';
import { searchProducts, suggest } from './search.repository.ts';
import type { ProductsQuery } from './search.schemas.ts';

/** Suggestions for `q`; a blank query suggests nothing (docs/api.md), it is not an error. */
export async function suggestions(db: Database, q: string | undefined): Promise<Suggestion[]> {
  return q?.trim() ? suggest(db, q) : [];
}

/** One page of results, at the group's prices for a member with a discount (`discount`). */
export async function searchPage(
  db: Database,
  query: ProductsQuery,
  pricing: ShopperPricing,
): Promise<SearchResponse> {
  const found = await searchProducts(db, {
    q: query.q,
    page: query.page,
    brands: query.brand,
    subcategories: query.subcategory,
    newWithinDays: query.new_within_days,
    order: query.sort ?? 'recommended',
    // English is the answer as always; another language lays its group names over the cards.
    locale: query.lang === 'en' ? undefined : query.lang,
  });
  if (!pricing.list && !hasDiscount(pricing.discount)) return found;
  const terms = await termsWith(
    db,
    pricing,
    found.products.map((p) => p.id),
  );
  return {
    ...found,
    products: cardsAtBuyerPrices(found.products, terms),
    ...discountField(pricing.discount),
  };
}
