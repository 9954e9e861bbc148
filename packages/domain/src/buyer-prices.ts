// The prices one buyer pays (docs/price-lists.md; WHOLESALE §6 and §13; decisions 149, 186, 187),
// written once. A company on a price list (directly, or through its customer group) pays each
// listed product's entry price, its slab picked by quantity, in the list's currency and
// unconverted; every other product follows the group rule (the slab price lowered by the group's
// discount) and is converted, at the day's rate, into the list's currency: a company on a list
// buys in the list's currency, whatever its country's. Without a list, a buyer pays in their
// country's currency as before.
import { countryOfCurrency } from './countries.ts';
import { NO_DISCOUNT } from './customer-terms.ts';
import { linePrice, type LinePrice } from './line-price.ts';
import type { ExchangeRates, RateWarning } from './currency.ts';
import type { SlabOperator } from './slab.ts';

/** A slab as the server's pricing reads it (a catalogue slab, or a list entry's). */
export interface SourceSlab {
  operator: SlabOperator;
  minQuantity: number | null;
  maxQuantity: number | null;
  sellingPrice: string;
  currency: string;
}

/** A product's own price as pricing reads it: the default price, its currency, its slabs. */
export interface PriceSource {
  sellingPrice: string;
  currency: string;
  slabs: SourceSlab[];
}

/** A product's entry on a price list: its price and slabs, in the list's currency. */
export interface ListEntryPrice {
  unitPrice: string;
  slabs: readonly {
    operator: SlabOperator;
    min_quantity: number | null;
    max_quantity: number | null;
    unit_price: string;
  }[];
}

export interface BuyerPriceList {
  id: number;
  /** Lowercase, one of the shop's currencies. */
  currency: string;
  /** The entries of the products being priced, by product id (others may be absent). */
  entries: ReadonlyMap<number, ListEntryPrice>;
}

/** What prices a buyer: their group's discount (NO_DISCOUNT: none), and their price list. */
export interface BuyerPriceTerms {
  discount: string;
  list: BuyerPriceList | null;
}

/** A guest's, or a buyer with neither group discount nor list: the catalogue's prices. */
export const CATALOGUE_PRICES: BuyerPriceTerms = Object.freeze({
  discount: NO_DISCOUNT,
  list: null,
});

/**
 * The country a buyer's prices are converted for: the list currency's country for a company on a
 * price list (it buys in the list's currency), else the shopper's own.
 */
export function pricingCountry(terms: BuyerPriceTerms, country: string): string {
  return (terms.list && countryOfCurrency(terms.list.currency)) ?? country;
}

/** Whether a product is priced from the buyer's list. */
export function listEntryOf(terms: BuyerPriceTerms, productId: number): ListEntryPrice | undefined {
  return terms.list?.entries.get(productId);
}

/**
 * A product's price as this buyer pays it, before conversion: the list's entry (price and slabs
 * in the list's currency, no group discount on top), or the catalogue's price with the group's
 * discount. `discount` is what groupUnitPrice lowers its unit price by.
 */
export function buyerPriceSource<T extends PriceSource>(
  terms: BuyerPriceTerms,
  productId: number,
  product: T,
): T & { discount: string; fromList: boolean } {
  const entry = listEntryOf(terms, productId);
  if (!entry || !terms.list) return { ...product, discount: terms.discount, fromList: false };
  const currency = terms.list.currency;
  return {
    ...product,
    sellingPrice: entry.unitPrice,
    currency,
    slabs: entry.slabs.map((s) => ({
      operator: s.operator,
      minQuantity: s.min_quantity,
      maxQuantity: s.max_quantity,
      sellingPrice: s.unit_price,
      currency,
    })),
    discount: NO_DISCOUNT,
    fromList: true,
  };
}

/**
 * The one answer to "what does this buyer pay for `quantity` of this product, and in which
 * currency": the buyer's price source (buyerPriceSource), its slab picked at `tierQuantity`,
 * converted into the buyer's currency (pricingCountry; a list entry is already in it). The cart,
 * checkout, placement and the product page all price through here.
 */
export function buyerLinePrice(
  terms: BuyerPriceTerms,
  productId: number,
  product: PriceSource,
  tierQuantity: number,
  country: string,
  rates: ExchangeRates,
  warn: RateWarning = () => {},
): LinePrice & { fromList: boolean; discount: string } {
  const source = buyerPriceSource(terms, productId, product);
  const price = linePrice(
    source.slabs.map((s) => ({
      operator: s.operator,
      min_quantity: s.minQuantity,
      max_quantity: s.maxQuantity,
      selling_price: s.sellingPrice,
      currency: s.currency,
    })),
    tierQuantity,
    { amount: source.sellingPrice, currency: source.currency },
    pricingCountry(terms, country),
    rates,
    warn,
    source.discount,
  );
  return { ...price, fromList: source.fromList, discount: source.discount };
}
