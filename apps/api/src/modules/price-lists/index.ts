// The price-lists module's entry: what the rest of the API may use of it (docs/price-lists.md).
// `companyUnitPrices` is the one answer to "what does this company pay for these products, and in
// which currency"; the cart, checkout, placement, the product page and the catalogue's cards
// price through `buyerTermsOf`/`shopperPricing` and the domain's buyerLinePrice.
export { priceListsAdminRoutes, priceListParams } from './price-lists.admin.routes.ts';
export {
  buyerTermsOf,
  cardIdsOf,
  cardsAtBuyerPrices,
  companyPriceTerms,
  companyUnitPrices,
  groupsAtBuyerPrices,
  hasPersonalPrices,
  orderPriceTerms,
  priceListCurrencyOf,
  priceListColumn,
  shopperPricing,
  termsWith,
  type ShopperPricing,
} from './buyer-prices.ts';
export { priceListEntries, setPriceListEntries } from './price-lists.service.ts';
