// The product calls' rules (000 §7, docs/api.md ProductDetail; issue 19's quick order): a product's
// detail priced for a country, and the products of a list of SKUs with those that match none. The
// SQL is product.repository.ts's, the pricing product.detail.ts's.
import { buyerPriceSource, pricingCountry } from '@solestock/domain';
import type { BySkuAnswer, ProductDetail, SkuProduct } from '@solestock/domain/catalogue-payloads';
import type { Database } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { discountField } from '../customer-groups/index.ts';
import { termsWith, type ShopperPricing } from '../price-lists/index.ts';
import { cachedExchangeRates } from '../rates/index.ts';
import { priceConverter, productDetail } from './product.detail.ts';
import { findBySkus, findProduct } from './product.repository.ts';

/**
 * A member's pricing (group discount, price list), or a promise of it: the route reads it from
 * the session while the product is read (the reads run at once, as they did in the route).
 */
type Pricing = ShopperPricing | Promise<ShopperPricing>;

/**
 * A product's detail in `country`'s currency at a member's group prices, or in their price list's
 * currency at its prices (docs/price-lists.md).
 */
export async function detail(
  db: Database,
  id: number,
  country: string,
  memberPricing: Pricing,
  warn: (message: string) => void,
): Promise<ProductDetail> {
  const [found, rates, pricing] = await Promise.all([
    findProduct(db, id),
    cachedExchangeRates(db),
    memberPricing,
  ]);
  if (!found) throw notFound('This product does not exist.');
  const terms = await termsWith(db, pricing, [
    found.product.id,
    ...found.variants.map((v) => v.id),
  ]);
  return productDetail(found, country, rates, warn, terms);
}

/** Quick order's lookup: the products of `skus`, and the SKUs unknown or archived. */
export async function bySkus(
  db: Database,
  skus: string[],
  country: string,
  memberPricing: Pricing,
  warn: (message: string) => void,
): Promise<BySkuAnswer> {
  const [found, rates, pricing] = await Promise.all([
    findBySkus(db, skus),
    cachedExchangeRates(db),
    memberPricing,
  ]);
  const terms = await termsWith(
    db,
    pricing,
    found.map((p) => p.id),
  );
  const discount = terms.discount;
  const bySku = new Map(found.map((p) => [p.sku.toUpperCase(), p]));
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
  const products: SkuProduct[] = [];
  const unknown: string[] = [];
  // SKUs of archived products: no longer sold, named apart so quick order can say so.
  const archived: string[] = [];
  for (const sku of new Set(skus)) {
    const p = found.find((f) => f.sku === sku) ?? bySku.get(sku.toUpperCase());
    if (!p) {
      unknown.push(sku);
      continue;
    }
    if (p.archived) {
      archived.push(sku);
      continue;
    }
    const own = buyerPriceSource(terms, p.id, p);
    const prices = pricesAt(own.discount);
    products.push({
      sku,
      id: p.id,
      stored_sku: p.sku,
      productName: p.name,
      brand: p.brand,
      color: p.color,
      size: p.size,
      coverImage: p.coverImage,
      sellingPrice: prices.sellingPrice(own.sellingPrice, own.currency),
      defaultSellingPrice: {
        amount: prices.own(own.sellingPrice, own.currency),
        currency: own.currency,
      },
      slabPrices: own.slabs.map((slab) => prices.slab(slab)),
    });
  }
  return { products, unknown, archived, ...discountField(discount) };
}
