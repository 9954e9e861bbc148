// The ProductDetail answer of API.md: the stored product, its prices converted to the country's
// currency by the specs' one conversion rule (domain convertAmount), money rounded only here.
import {
  convertAmount,
  moneyNumber,
  type ExchangeRates,
  type ProductDetail,
} from '@solestock/domain';
import type { ProductWithRelations } from './product.repository.ts';

export function productDetail(
  { product: p, slabs, variants }: ProductWithRelations,
  country: string,
  rates: ExchangeRates,
  warn: (message: string) => void,
): ProductDetail {
  // One missing rate would warn once per slab; once per answer says the same.
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };
  const convert = (amount: string, currency: string) =>
    convertAmount(amount, currency, country, rates, warnOnce);

  const price = convert(p.sellingPrice, p.currency);
  return {
    id: p.id,
    itemGroupId: p.itemGroupId,
    productName: p.name,
    coverImage: p.coverImage,
    imagesArray: p.images,
    bulletPoints: p.bulletPoints,
    material: p.material,
    country_of_origin: p.countryOfOrigin,
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
    sellingPrice: {
      amount: moneyNumber(price.amount),
      currency: price.currency,
      symbol: price.symbol,
    },
    defaultSellingPrice: { amount: moneyNumber(p.sellingPrice), currency: p.currency },
    slabPrices: slabs.map((s) => {
      const converted = convert(s.sellingPrice, s.currency);
      return {
        operator: s.operator,
        min_quantity: s.minQuantity,
        max_quantity: s.maxQuantity,
        selling_price: moneyNumber(s.sellingPrice),
        currency: s.currency,
        converted_price: { amount: moneyNumber(converted.amount), symbol: converted.symbol },
      };
    }),
    // Head category, subcategory, sub-subcategory, sub4: the 4 levels of 000 §2.
    breadcrumbs: {
      level1: p.headCategory || null,
      level2: p.subcategory || null,
      level3: p.subsubcategory || null,
      level4: p.sub4Category || null,
    },
    variants,
  };
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
