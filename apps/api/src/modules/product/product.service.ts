// The product calls' rules (000 §7, docs/api.md ProductDetail; issue 19's quick order): a product's
// detail priced for a country, and the products of a list of SKUs with those that match none. The
// SQL is product.repository.ts's, the pricing product.detail.ts's.
import type { BySkuAnswer, ProductDetail, SkuProduct } from '@solestock/domain/catalogue-payloads';
import type { Database } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { discountField } from '../customer-groups/index.ts';
import { cachedExchangeRates } from '../rates/index.ts';
import { priceConverter, productDetail } from './product.detail.ts';
import { findBySkus, findProduct } from './product.repository.ts';

/**
 * A member's group discount, or a promise of it: the route reads it from the session while the
 * product is read (the three reads run at once, as they did in the route).
 */
type Discount = string | Promise<string>;

/** A product's detail in `country`'s currency, at a member's group prices (`discount`). */
export async function detail(
  db: Database,
  id: number,
  country: string,
  memberDiscount: Discount,
  warn: (message: string) => void,
): Promise<ProductDetail> {
  const [found, rates, discount] = await Promise.all([
    findProduct(db, id),
    cachedExchangeRates(db),
    memberDiscount,
  ]);
  if (!found) throw notFound('This product does not exist.');
  return productDetail(found, country, rates, warn, discount);
}

/** Quick order's lookup: the products of `skus`, and the SKUs unknown or archived. */
export async function bySkus(
  db: Database,
  skus: string[],
  country: string,
  memberDiscount: Discount,
  warn: (message: string) => void,
): Promise<BySkuAnswer> {
  const [found, rates, discount] = await Promise.all([
    findBySkus(db, skus),
    cachedExchangeRates(db),
    memberDiscount,
  ]);
  const bySku = new Map(found.map((p) => [p.sku.toUpperCase(), p]));
  const prices = priceConverter(country, rates, warn, discount);
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
    products.push({
      sku,
      id: p.id,
      stored_sku: p.sku,
      productName: p.name,
      brand: p.brand,
      color: p.color,
      size: p.size,
      coverImage: p.coverImage,
      sellingPrice: prices.sellingPrice(p.sellingPrice, p.currency),
      defaultSellingPrice: { amount: prices.own(p.sellingPrice, p.currency), currency: p.currency },
      slabPrices: p.slabs.map((slab) => prices.slab(slab)),
    });
  }
  return { products, unknown, archived, ...discountField(discount) };
}
