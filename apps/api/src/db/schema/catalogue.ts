// The catalogue: brands, categories, item groups (styles) and their products (colour and size
// variants), packs and price slabs. Money is `numeric` (exact). Imports no other area.
import { sql } from 'drizzle-orm';
import { SIZE_SYSTEMS } from '@solestock/domain/size-conversion';
import { SALE_MODES } from '@solestock/domain/sale-mode';
import { TIER_SCOPES } from '@solestock/domain/tier-quantity';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, price, tsvector } from './columns.ts';

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    /** The brand's name; also the link parameter in /products/{brand}. */
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    displayImage: text('display_image').notNull().default(''),
    banner: text('banner').notNull().default(''),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const headCategories = pgTable(
  'head_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayImage: text('display_image').notNull().default(''),
    displayIcon: text('display_icon').notNull().default(''),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('head_categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    headCategoryId: integer('head_category_id')
      .notNull()
      .references(() => headCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayImage: text('display_image').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('subcategories_head_name_idx').on(t.headCategoryId, sql`lower(${t.name})`)],
);

/** A style (one sneaker model); its products are the colour/size variants. */
export const itemGroups = pgTable(
  'item_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    headCategoryId: integer('head_category_id')
      .notNull()
      .references(() => headCategories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    subsubcategory: text('subsubcategory'),
    sub4Category: text('sub4_category'),
    bulletPoints: jsonb('bullet_points').$type<string[]>().notNull().default([]),
    material: text('material').notNull().default(''),
    /** An ISO alpha-2 code in capitals, or '' (issue 33.2; migration 0027 turned names into codes). */
    countryOfOrigin: text('country_of_origin').notNull().default(''),
    /** The style's HS code for customs, 6–10 digits, or '' (issue 33.2). Migration 0027. */
    hsCode: text('hs_code').notNull().default(''),
    /** How the products' sizes are written (issue 19); null for one-size goods. Migration 0008. */
    sizeSystem: text('size_system', { enum: SIZE_SYSTEMS }).default('uk'),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
    /** How the slabs count: each line alone, or the style's total pairs (issue 31.1). Migration 0019. */
    tierScope: text('tier_scope', { enum: TIER_SCOPES }).notNull().default('product'),
    /** Unlimited (the specs), sold from stock, or made to order (issue 31.3). Migration 0020. */
    saleMode: text('sale_mode', { enum: SALE_MODES }).notNull().default('unlimited'),
    /** A pre-order's shipping window, 'YYYY-MM-DD'; null when not set. */
    shipsFrom: date('ships_from', { mode: 'string' }),
    shipsBy: date('ships_by', { mode: 'string' }),
    /** Fewest pairs of this style an order may hold (0 = none; issue 31.4). */
    minPairs: integer('min_pairs').notNull().default(0),
    /** Bumped by each save of the style's stock grid; a save on an older one is refused. Migration 0039. */
    stockVersion: integer('stock_version').notNull().default(0),
    /** Orders and views folded into one number; drives Most Popular. */
    popularity: integer('popularity').notNull().default(0),
    /** How many products the group has; the listing shows only groups with at least one. */
    productCount: integer('product_count').notNull().default(0),
    /** Weighted text: name and brand A, subcategory B, head category and colours C, SKUs D (kept by the catalogue writer). */
    searchVector: tsvector('search_vector'),
    /**
     * The translated names' CJK pieces (decision 206, migration 0046), apart from search_vector so
     * English matching and ranking read exactly what they did; null for an untranslated group.
     */
    translatedVector: tsvector('translated_vector'),
    /** The same words as plain text, for reading; search matches through search_vector and the search_words view. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('item_groups_brand_idx').on(t.brandId, t.id),
    index('item_groups_head_category_idx').on(t.headCategoryId, t.id),
    index('item_groups_subcategory_idx').on(t.subcategoryId, t.id),
    index('item_groups_created_idx').on(t.createdAt, t.id),
    index('item_groups_popularity_idx').on(t.popularity, t.id),
    // Only listable groups, covering what a listing page reads (the SQL adds INCLUDE
    // (show_on_homepage)): deep pages skip rows index-only. See migration 0003.
    index('item_groups_listed_popularity_idx')
      .on(t.popularity, t.id)
      .where(sql`${t.productCount} > 0`),
    index('item_groups_listed_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.productCount} > 0`),
    index('item_groups_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('item_groups_translated_vector_idx')
      .using('gin', t.translatedVector)
      .with({ fastupdate: false }),
    check('item_groups_tier_scope_check', sql`${t.tierScope} in ('product', 'style')`),
    check('item_groups_sale_mode_check', sql`${t.saleMode} in ('unlimited', 'stock', 'pre_order')`),
    check(
      'item_groups_ships_window_check',
      sql`${t.shipsFrom} is null or ${t.shipsBy} is null or ${t.shipsFrom} <= ${t.shipsBy}`,
    ),
    check('item_groups_min_pairs_check', sql`${t.minPairs} >= 0`),
    check('item_groups_hs_code_check', sql`${t.hsCode} = '' or ${t.hsCode} ~ '^[0-9]{6,10}$'`),
  ],
);

/** A product is one colour and size of an item group; it carries the price. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    itemGroupId: integer('item_group_id')
      .notNull()
      .references(() => itemGroups.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull().default(''),
    colorHex: text('color_hex').notNull().default(''),
    size: text('size'),
    coverImage: text('cover_image').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    sellingPrice: price('selling_price').notNull(),
    /** Lowercase ISO code of the price's own currency (usd, inr, cny, gbp, …). */
    currency: text('currency').notNull(),
    height: numeric('height', { precision: 10, scale: 2 }),
    length: numeric('length', { precision: 10, scale: 2 }),
    width: numeric('width', { precision: 10, scale: 2 }),
    dimensionUnit: text('dimension_unit').notNull().default('in'),
    weight: numeric('weight', { precision: 10, scale: 2 }),
    weightUnit: text('weight_unit').notNull().default('oz'),
    /** Pairs on hand; the spec's cart shows it as 'N Left'. */
    availability: integer('availability').notNull().default(0),
    /** Set when staff remove a product that orders name: hidden from the storefront, kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    // A typed SKU prefix finds its products whatever the database's collation (search).
    index('products_sku_pattern_idx').using('btree', t.sku.op('text_pattern_ops')),
    index('products_item_group_idx').on(t.itemGroupId, t.id),
    index('products_live_item_group_idx')
      .on(t.itemGroupId, t.id)
      .where(sql`${t.archivedAt} is null`),
    // The dashboard's low-stock list (migration 0021).
    index('products_live_availability_idx')
      .on(t.availability, t.id)
      .where(sql`${t.archivedAt} is null`),
    check('products_selling_price_nonnegative', sql`${t.sellingPrice} >= 0`),
    // No oversell whatever races (issue 31.3): placement takes pairs under row locks, and this is the last word.
    check('products_availability_check', sql`${t.availability} >= 0`),
  ],
);

/** A colour's carton (issue 31.2): pairs per size, e.g. {"5":1,"6":2,…}; `pairs` is the sum. Migration 0020. */
export const packs = pgTable(
  'packs',
  {
    id: serial('id').primaryKey(),
    itemGroupId: integer('item_group_id')
      .notNull()
      .references(() => itemGroups.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    name: text('name').notNull(),
    ratio: jsonb('ratio').$type<Record<string, number>>().notNull(),
    pairs: integer('pairs').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('packs_item_group_idx').on(t.itemGroupId, t.color),
    check('packs_pairs_check', sql`${t.pairs} between 2 and 500`),
  ],
);

/** Tiered quantity prices; the first matching slab (by position) wins. */
export const priceSlabs = pgTable(
  'price_slabs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    operator: text('operator', { enum: ['from_to', '>=', '<='] }).notNull(),
    minQuantity: integer('min_quantity'),
    maxQuantity: integer('max_quantity'),
    sellingPrice: price('selling_price').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [index('price_slabs_product_idx').on(t.productId, t.position)],
);
