// Product detail reads: the product with its item group, brand and categories; its slabs; the
// variants (every product of its item group); and the group's packs. Four queries, issued together.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PackRatio, SaleMode, SizeSystem, TierScope } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  brands,
  headCategories,
  itemGroups,
  packs,
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
  sizeSystem: SizeSystem | null;
  tierScope: TierScope;
  /** Stock and pre-orders, minimums (docs/api.md): how the group sells, its window, its minimum. */
  saleMode: SaleMode;
  shipsFrom: string | null;
  shipsBy: string | null;
  minPairs: number;
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
  sku: string;
  sellingPrice: string;
  currency: string;
  /** Pairs on hand: the most a stock group sells of it (the size-run grid caps its cell). */
  availability: number;
  /** Its expected deliveries' unsold pairs, earliest first (docs/stock.md); null for none. */
  incoming: { expected_on: string; pairs: number }[] | null;
  /** The variant's own slabs, in stored order (the size-run grid prices each cell by them). */
  slabs: SlabRecord[];
}

/** A pack of the product's group, any colour (docs/api.md, "Packs"). */
export interface PackRecord {
  id: number;
  name: string;
  color: string;
  ratio: PackRatio;
  pairs: number;
}

export interface ProductWithRelations {
  product: ProductRecord;
  slabs: SlabRecord[];
  variants: VariantRecord[];
  packs: PackRecord[];
}

export async function findProduct(
  db: Database,
  id: number,
): Promise<ProductWithRelations | undefined> {
  const statements = preparedDetail(db);
  // None depends on another's answer (variants find the group through the product id), so on a
  // pool they run side by side.
  const [rows, slabRows, variants, packRows] = await Promise.all([
    statements.product.execute({ id }),
    statements.slabs.execute({ id }),
    statements.variants.execute({ id }),
    statements.packs.execute({ id }),
  ]);
  const slabs = slabsByProduct(slabRows);
  const product = rows[0];
  return (
    product && {
      product,
      slabs: slabs.get(id) ?? [],
      variants: variants.map((v) => ({ ...v, slabs: slabs.get(v.id) ?? [] })),
      packs: packRows,
    }
  );
}

/**
 * The detail's three statements, built once per database and prepared (issue 17, decision
 * 125): the long tail of product pages asks them with a new id every time, and building each
 * one's SQL in drizzle and planning it anew in PostgreSQL cost about a fifth of the answer.
 */
const preparedDetail = preparedPerDatabase(prepareDetail);

function prepareDetail(db: Database) {
  const id = sql.placeholder('id');
  return {
    product: db
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
        sizeSystem: itemGroups.sizeSystem,
        tierScope: itemGroups.tierScope,
        saleMode: itemGroups.saleMode,
        shipsFrom: itemGroups.shipsFrom,
        shipsBy: itemGroups.shipsBy,
        minPairs: itemGroups.minPairs,
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
      .where(and(eq(products.id, id), isNull(products.archivedAt)))
      .prepare('product_detail'),
    // The slabs of every product of the group in one query: the product's own, and its
    // variants' for the size-run grid. `= any(array(…))`, not a join: without table statistics
    // (PGlite never gathers them) the planner hashed a join over a sequential scan of every
    // slab in the catalogue (85–500 ms at 100,000 products); an array of the group's ids always
    // takes the slab index (0.7 ms).
    slabs: db
      .select(SLAB_COLUMNS)
      .from(priceSlabs)
      .where(
        sql`${priceSlabs.productId} = any(array(select p.id from ${products} p where p.item_group_id = (select p2.item_group_id from ${products} p2 where p2.id = ${id})))`,
      )
      .orderBy(asc(priceSlabs.productId), asc(priceSlabs.position), asc(priceSlabs.id))
      .prepare('product_detail_slabs'),
    variants: db
      .select({
        id: products.id,
        color: products.color,
        size: products.size,
        coverImage: products.coverImage,
        sku: products.sku,
        sellingPrice: products.sellingPrice,
        currency: products.currency,
        availability: products.availability,
        incoming: sql<{ expected_on: string; pairs: number }[] | null>`(select
          jsonb_agg(jsonb_build_object('expected_on', to_char(i.expected_on, 'YYYY-MM-DD'),
            'pairs', i.pairs - i.sold) order by i.expected_on, i.id)
          from incoming_stock i where i.product_id = "products"."id"
            and i.status = 'expected' and i.sold < i.pairs)`,
      })
      .from(products)
      .where(
        and(
          eq(
            products.itemGroupId,
            sql`(select ${products.itemGroupId} from ${products} where ${products.id} = ${id})`,
          ),
          isNull(products.archivedAt),
        ),
      )
      .orderBy(asc(products.id))
      .prepare('product_detail_variants'),
    // The group's packs, every colour (the page offers the chosen colour's; a few rows a group).
    packs: db
      .select({
        id: packs.id,
        name: packs.name,
        color: packs.color,
        ratio: packs.ratio,
        pairs: packs.pairs,
      })
      .from(packs)
      .where(
        eq(
          packs.itemGroupId,
          sql`(select ${products.itemGroupId} from ${products} where ${products.id} = ${id})`,
        ),
      )
      .orderBy(asc(packs.color), asc(packs.id))
      .prepare('product_detail_packs'),
  };
}

function slabsByProduct(
  rows: readonly (SlabRecord & { productId: number })[],
): Map<number, SlabRecord[]> {
  const result = new Map<number, SlabRecord[]>();
  for (const { productId, ...slab } of rows) {
    const list = result.get(productId);
    if (list) list.push(slab);
    else result.set(productId, [slab]);
  }
  return result;
}

/** A slab row as pricing reads it. */
const SLAB_COLUMNS = {
  productId: priceSlabs.productId,
  operator: priceSlabs.operator,
  minQuantity: priceSlabs.minQuantity,
  maxQuantity: priceSlabs.maxQuantity,
  sellingPrice: priceSlabs.sellingPrice,
  currency: priceSlabs.currency,
};

/** A product found by its SKU, with what quick order shows and prices (issue 19). */
export interface SkuMatch {
  id: number;
  sku: string;
  name: string;
  brand: string;
  color: string;
  size: string | null;
  coverImage: string;
  sellingPrice: string;
  currency: string;
  /** Archived by staff: no longer sold, so quick order refuses it by name. */
  archived: boolean;
  slabs: SlabRecord[];
}

/**
 * Products by SKU, exact or in capitals (the stored SKUs are upper case; a buyer may type them
 * in lower case): each match is by the unique SKU index, never a scan of the catalogue.
 */
export async function findBySkus(db: Database, skus: string[]): Promise<SkuMatch[]> {
  const wanted = [...new Set(skus.flatMap((s) => [s, s.toUpperCase()]))];
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      brand: brands.name,
      color: products.color,
      size: products.size,
      coverImage: products.coverImage,
      sellingPrice: products.sellingPrice,
      currency: products.currency,
      archived: sql<boolean>`${products.archivedAt} is not null`,
    })
    .from(products)
    .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
    .innerJoin(brands, eq(brands.id, itemGroups.brandId))
    .where(inArray(products.sku, wanted));
  const slabs = await slabsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, slabs: slabs.get(r.id) ?? [] }));
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
    .select(SLAB_COLUMNS)
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
