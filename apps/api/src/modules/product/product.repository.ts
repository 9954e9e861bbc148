// Product detail reads: the product with its item group, brand and categories; its slabs; and
// the variants (every product of its item group). Three queries, issued together.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import {
  brands,
  headCategories,
  itemGroups,
  priceSlabs,
  products,
  subcategories,
} from '../../db/schema.ts';

export interface ProductRecord {
  id: number;
  itemGroupId: number;
  name: string;
  coverImage: string;
  images: string[];
  sku: string;
  color: string;
  size: string | null;
  sellingPrice: string;
  currency: string;
  height: string | null;
  length: string | null;
  width: string | null;
  dimensionUnit: string;
  weight: string | null;
  weightUnit: string;
  bulletPoints: string[];
  material: string;
  countryOfOrigin: string;
  subsubcategory: string | null;
  sub4Category: string | null;
  brand: string;
  headCategory: string;
  subcategory: string;
}

export interface SlabRecord {
  operator: 'from_to' | '>=' | '<=';
  minQuantity: number | null;
  maxQuantity: number | null;
  sellingPrice: string;
  currency: string;
}

export interface VariantRecord {
  id: number;
  color: string;
  size: string | null;
  coverImage: string;
}

export interface ProductWithRelations {
  product: ProductRecord;
  slabs: SlabRecord[];
  variants: VariantRecord[];
}

export async function findProduct(
  db: Database,
  id: number,
): Promise<ProductWithRelations | undefined> {
  // None depends on another's answer (variants find the group through the product id), so on a
  // pool they run side by side.
  const [rows, slabs, variants] = await Promise.all([
    db
      .select({
        id: products.id,
        itemGroupId: products.itemGroupId,
        name: products.name,
        coverImage: products.coverImage,
        images: products.images,
        sku: products.sku,
        color: products.color,
        size: products.size,
        sellingPrice: products.sellingPrice,
        currency: products.currency,
        height: products.height,
        length: products.length,
        width: products.width,
        dimensionUnit: products.dimensionUnit,
        weight: products.weight,
        weightUnit: products.weightUnit,
        bulletPoints: itemGroups.bulletPoints,
        material: itemGroups.material,
        countryOfOrigin: itemGroups.countryOfOrigin,
        subsubcategory: itemGroups.subsubcategory,
        sub4Category: itemGroups.sub4Category,
        brand: brands.name,
        headCategory: headCategories.name,
        subcategory: subcategories.name,
      })
      .from(products)
      .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
      .innerJoin(brands, eq(brands.id, itemGroups.brandId))
      .innerJoin(headCategories, eq(headCategories.id, itemGroups.headCategoryId))
      .innerJoin(subcategories, eq(subcategories.id, itemGroups.subcategoryId))
      .where(eq(products.id, id)),
    slabsOf(db, [id]).then((byProduct) => byProduct.get(id) ?? []),
    db
      .select({
        id: products.id,
        color: products.color,
        size: products.size,
        coverImage: products.coverImage,
      })
      .from(products)
      .where(
        eq(
          products.itemGroupId,
          sql`(select ${products.itemGroupId} from ${products} where ${products.id} = ${id})`,
        ),
      )
      .orderBy(asc(products.id)),
  ]);
  const product = rows[0];
  return product && { product, slabs, variants };
}

/**
 * Each product's slabs, in their stored order: the first matching slab wins (000 §5), so the
 * order is part of the price. One query for any number of products (product detail, cart).
 */
export async function slabsOf(
  db: Pick<Database, 'select'>,
  ids: number[],
): Promise<Map<number, SlabRecord[]>> {
  const result = new Map<number, SlabRecord[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      productId: priceSlabs.productId,
      operator: priceSlabs.operator,
      minQuantity: priceSlabs.minQuantity,
      maxQuantity: priceSlabs.maxQuantity,
      sellingPrice: priceSlabs.sellingPrice,
      currency: priceSlabs.currency,
    })
    .from(priceSlabs)
    .where(inArray(priceSlabs.productId, [...new Set(ids)]))
    .orderBy(asc(priceSlabs.productId), asc(priceSlabs.position), asc(priceSlabs.id));
  for (const { productId, ...slab } of rows) {
    const list = result.get(productId);
    if (list) list.push(slab);
    else result.set(productId, [slab]);
  }
  return result;
}
