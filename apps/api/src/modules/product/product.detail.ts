// The ProductDetail answer of docs/api.md: the stored product, its prices converted to the country's
// currency by the specs' one conversion rule and rounded to that currency's minor unit (domain
// convertUnitPrice: whole yen, pence), as the page shows them and the cart charges them.
import {
  buyerPriceSource,
  CATALOGUE_PRICES,
  convertUnitPrice,
  groupUnitPrice,
  moneyNumber,
  NO_DISCOUNT,
  packProducts,
  pricingCountry,
  type BuyerPriceTerms,
  type ExchangeRates,
  type ProductDetail,
  type Slab,
} from '@solestock/domain';
import { isIsoCountry, isoCountryName } from '@solestock/domain/iso-countries';
import type { ProductWithRelations, SlabRecord } from './product.repository.ts';
import { discountField, memberAmount } from '../customer-groups/index.ts';

/**
 * A price and slabs converted for the country, as ProductDetail shows them: for a member of a
 * customer group, at the group's prices (`discount`, docs/decisions/149): each unit price lowered
 * before it is converted, as the cart charges it.
 */
export function priceConverter(
  country: string,
  rates: ExchangeRates,
  warn: (message: string) => void,
  discount: string = NO_DISCOUNT,
) {
  // One missing rate would warn once per slab; once per answer says the same.
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };
  // A converted price is a price in that currency: ¥10282, not ¥10281.6 (issue 27.12).
  const convert = (amount: string, currency: string) =>
    convertUnitPrice(
      groupUnitPrice(amount, discount, currency),
      currency,
      country,
      rates,
      warnOnce,
    );
  return {
    /** An own-currency unit price: the list price, or the member's price. */
    own: (amount: string, currency: string) => memberAmount(amount, discount, currency),
    sellingPrice(amount: string, currency: string) {
      const price = convert(amount, currency);
      return { amount: moneyNumber(price.amount), currency: price.currency, symbol: price.symbol };
    },
    slab(s: SlabRecord): Slab {
      const converted = convert(s.sellingPrice, s.currency);
      return {
        operator: s.operator,
        min_quantity: s.minQuantity,
        max_quantity: s.maxQuantity,
        selling_price: memberAmount(s.sellingPrice, discount, s.currency),
        currency: s.currency,
        converted_price: { amount: moneyNumber(converted.amount), symbol: converted.symbol },
      };
    },
  };
}

/**
 * A product's detail for a buyer (`terms`, docs/price-lists.md): each variant priced by the
 * buyer's rule (buyerPriceSource: a price list's entry in the list's currency, else the group's
 * price), converted for the buyer's pricing country (a list's currency's, else `country`'s).
 */
export function productDetail(
  { product: p, slabs: ownSlabs, variants, packs }: ProductWithRelations,
  country: string,
  rates: ExchangeRates,
  warn: (message: string) => void,
  terms: BuyerPriceTerms = CATALOGUE_PRICES,
): ProductDetail {
  const discount = terms.discount;
  const priceCountry = pricingCountry(terms, country);
  const converters = new Map<string, ReturnType<typeof priceConverter>>();
  const pricesAt = (d: string) => {
    let known = converters.get(d);
    if (!known) {
      known = priceConverter(priceCountry, rates, warn, d);
      converters.set(d, known);
    }
    return known;
  };
  const own = buyerPriceSource(terms, p.id, {
    sellingPrice: p.sellingPrice,
    currency: p.currency,
    slabs: ownSlabs,
  });
  const prices = pricesAt(own.discount);
  // Most variants of a style share one slab table: each distinct table is converted and sent
  // once, and a variant names its table by index (issue 17: 32 copies made the answer 4 × larger).
  const slabTables: Slab[][] = [];
  const tableIndex = new Map<string, number>();
  const tableOf = (slabs: SlabRecord[], d: string) => {
    const key = `${d}#${slabs
      .map((s) => `${s.operator} ${s.minQuantity} ${s.maxQuantity} ${s.sellingPrice} ${s.currency}`)
      .join('|')}`;
    let index = tableIndex.get(key);
    if (index === undefined) {
      const at = pricesAt(d);
      index = slabTables.push(slabs.map((s) => at.slab(s))) - 1;
      tableIndex.set(key, index);
    }
    return index;
  };
  return {
    id: p.id,
    itemGroupId: p.itemGroupId,
    productName: p.name,
    coverImage: p.coverImage,
    imagesArray: p.images,
    bulletPoints: p.bulletPoints,
    material: p.material,
    // Kept as an ISO code (issue 33.2); the shopper reads the country's name.
    country_of_origin: isIsoCountry(p.countryOfOrigin)
      ? isoCountryName(p.countryOfOrigin)
      : p.countryOfOrigin,
    // Beyond docs/api.md (issue 19): how the sizes are written, for the size chart and conversions.
    sizeSystem: p.sizeSystem,
    // Style tiers (docs/api.md): whether the slabs count this line alone or the style's pairs.
    tier_scope: p.tierScope,
    // Stock and pre-orders, minimums (docs/api.md): the screens show the window and the minimum.
    sale_mode: p.saleMode,
    ships_from: p.shipsFrom,
    ships_by: p.shipsBy,
    min_pairs: p.minPairs,
    dimensions: {
      height: numberOrNull(p.height),
      length: numberOrNull(p.length),
      width: numberOrNull(p.width),
      unit: p.dimensionUnit,
    },
    weight: { weight: numberOrNull(p.weight), unit: p.weightUnit },
    sku: p.sku,
    color: p.color,
    size: p.size,
    brand: p.brand,
    category: p.headCategory,
    subcategory: p.subcategory,
    subsubcategory: p.subsubcategory,
    product_sub4_category: p.sub4Category,
    sellingPrice: prices.sellingPrice(own.sellingPrice, own.currency),
    defaultSellingPrice: {
      amount: prices.own(own.sellingPrice, own.currency),
      currency: own.currency,
    },
    // A member's answer says whose prices these are (docs/api.md, "Group prices").
    ...discountField(discount),
    slabPrices: own.slabs.map((s) => prices.slab(s)),
    // Head category, subcategory, sub-subcategory, sub4: the 4 levels of 000 §2.
    breadcrumbs: {
      level1: p.headCategory || null,
      level2: p.subcategory || null,
      level3: p.subsubcategory || null,
      level4: p.sub4Category || null,
    },
    // Beyond docs/api.md's {id, color, size, coverImage}: each variant's SKU and prices, so the
    // size-run grid prices every cell by its own slabs without a call per variant (issue 19);
    // the slabs as an index into slabTables (issue 17).
    variants: variants.map((variant) => {
      const v = buyerPriceSource(terms, variant.id, variant);
      return {
        id: v.id,
        color: v.color,
        size: v.size,
        coverImage: v.coverImage,
        sku: v.sku,
        defaultSellingPrice: {
          amount: pricesAt(v.discount).own(v.sellingPrice, v.currency),
          currency: v.currency,
        },
        slabTable: tableOf(v.slabs, v.discount),
        // A stock group's pairs on hand: the size-run grid caps each cell and greys out sold-out sizes.
        ...(p.saleMode === 'stock' ? { availability: v.availability } : {}),
        // Incoming stock sold ahead once those are gone, "Ships from {date}" (docs/stock.md).
        ...(p.saleMode === 'stock' && v.incoming?.length ? { incoming: v.incoming } : {}),
      };
    }),
    slabTables,
    // Packs (docs/api.md): a carton is offered only while every size of it is on sale.
    packs: packs.filter((pack) => packProducts(pack, variants).missing.length === 0),
  };
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
