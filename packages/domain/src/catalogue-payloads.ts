// The answers of the storefront's catalogue, listing, search and product calls (docs/api.md
// Catalogue, Listing, Search, ProductDetail, quick order), defined once as zod schemas: the API's routes declare them as their
// response (its tests check every answer against them, decision 175) and the screens read their
// types through catalogue-types.ts, which re-exports them as types only (no zod in a screen).
// Field names are the contract's, camelCase and snake_case alike.
import { z } from 'zod';
import { SALE_MODES } from './sale-mode.ts';
import { SLAB_OPERATORS } from './slab.ts';
import { SIZE_SYSTEMS } from './size-conversion.ts';
import { TIER_SCOPES } from './tier-quantity.ts';

/** An amount in its currency (a code: "usd"). */
const ownPrice = z.strictObject({ amount: z.number(), currency: z.string() });

/** A product as a card: its own price and currency; screens convert it. */
export const productCard = z.strictObject({
  id: z.number().int(),
  productName: z.string(),
  coverImage: z.string(),
  imagesArray: z.array(z.string()),
  color: z.string(),
  size: z.string().nullable(),
  brand: z.string(),
  sellingPrice: ownPrice,
});
export type ProductCard = z.output<typeof productCard>;

/** A style (one model); its products are the colour/size variants. Never empty. */
export const itemGroup = z.strictObject({
  id: z.number().int(),
  groupName: z.string(),
  brand: z.string(),
  products: z.array(productCard),
  /** A pre-order's window, for the card (docs/api.md, "Stock and pre-orders"); absent otherwise. */
  sale_mode: z.enum(SALE_MODES).optional(),
  ships_from: z.string().nullable().optional(),
  ships_by: z.string().nullable().optional(),
});
export type ItemGroup = z.output<typeof itemGroup>;

/** GET /ecommerce/brands/: a brand (docs/api.md, Catalogue); `logo`, `display_image`, `banner` may be "". */
export const brand = z.strictObject({
  id: z.number().int(),
  brand: z.string(),
  logo: z.string(),
  display_image: z.string(),
  banner: z.string(),
  show_on_homepage: z.boolean(),
  item_group_count: z.number().int(),
  /** With `lang` (docs/translations.md): the brand's name in that language, else `brand`. */
  display_name: z.string().optional(),
});
export type Brand = z.output<typeof brand>;

/** A subcategory of a Category, counted as its head is. */
const subCategory = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  displayImage: z.string(),
  itemGroupCount: z.number().int(),
  /** With `lang` (docs/translations.md): the name in that language, else `name`. */
  displayName: z.string().optional(),
});

/** GET /ecommerce/categories/: a head category with its subcategories (docs/api.md, Catalogue). */
export const category = z.strictObject({
  id: z.number().int(),
  headCategory: z.string(),
  displayImage: z.string(),
  displayIcon: z.string(),
  showOnHomepage: z.boolean(),
  itemGroupCount: z.number().int(),
  subCategories: z.array(subCategory),
  /** With `lang` (docs/translations.md): the name in that language, else `headCategory`. */
  displayName: z.string().optional(),
});
export type Category = z.output<typeof category>;

/** An autocomplete suggestion (docs/api.md Search). */
export const suggestion = z.strictObject({ value: z.string() });
export type Suggestion = z.output<typeof suggestion>;

/** GET /ecommerce/search/autocomplete/: at most 10 suggestions. */
export const suggestions = z.array(suggestion);

/** One search result: the best product of one item group (docs/api.md Search). */
export const searchProduct = z.strictObject({
  id: z.number().int(),
  product_name: z.string(),
  coverImage: z.string(),
  imagesArray: z.array(z.string()),
  brand: z.string(),
  item_group_id: z.number().int(),
  sellingPrice: ownPrice,
  /** Beyond the contract: the group's name and this product's colour, for the card. */
  group_name: z.string(),
  color: z.string(),
});
export type SearchProduct = z.output<typeof searchProduct>;

export const facetCount = z.strictObject({ key: z.string(), count: z.number().int() });
export type FacetCount = z.output<typeof facetCount>;

/**
 * Group prices (docs/api.md): present for a member of a customer group with a discount ("12.50"),
 * whose every price in the answer is already the group's; absent, the prices are list prices.
 */
const groupDiscountPercent = z.string().optional();

/** GET /ecommerce/search/products/ */
export const searchResponse = z.strictObject({
  products: z.array(searchProduct),
  facets: z.strictObject({ brands: z.array(facetCount), subcategories: z.array(facetCount) }),
  pagination: z.strictObject({
    page: z.number().int(),
    page_size: z.number().int(),
    total_pages: z.number().int(),
    total_results: z.number().int(),
  }),
  group_discount_percent: groupDiscountPercent,
});
export type SearchResponse = z.output<typeof searchResponse>;

/**
 * The listing's filter counts over the set being listed, each list with the other lists' filters
 * applied (as search's facets): a count is what ticking that value alone lists.
 */
export const listingFacets = z.strictObject({
  categories: z.array(facetCount),
  subcategories: z.array(facetCount),
  brands: z.array(facetCount),
});
export type ListingFacets = z.output<typeof listingFacets>;

/** A listing page (docs/api.md Listing): ten item groups and the totals. */
export const listingPage = z.strictObject({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  total_pages: z.number().int(),
  results: z.array(itemGroup),
  /** Beyond docs/api.md's contract, additive: the filter lists' counts. */
  facets: listingFacets.optional(),
  group_discount_percent: groupDiscountPercent,
});
export type ListingPage = z.output<typeof listingPage>;

/** A price slab of a product detail, converted for display (docs/api.md ProductDetail). */
export const slab = z.strictObject({
  operator: z.enum(SLAB_OPERATORS),
  min_quantity: z.number().int().nullable(),
  max_quantity: z.number().int().nullable(),
  /** In the slab's own currency. */
  selling_price: z.number(),
  currency: z.string(),
  converted_price: z.strictObject({ amount: z.number(), symbol: z.string() }),
});
export type Slab = z.output<typeof slab>;

/** Another product of the same item group, for the variant selectors. */
export const productVariant = z.strictObject({
  id: z.number().int(),
  color: z.string(),
  size: z.string().nullable(),
  coverImage: z.string(),
  /** Beyond docs/api.md (issue 19): what the size-run grid needs to price a cell. */
  sku: z.string().optional(),
  defaultSellingPrice: ownPrice.optional(),
  /** Index into ProductDetail.slabTables: the variant's slabs (issue 17, shared per table). */
  slabTable: z.number().int().optional(),
  /** A `stock` group's pairs on hand (absent for other groups): the most that can be ordered. */
  availability: z.number().int().optional(),
  /**
   * A `stock` group's expected deliveries (docs/stock.md): their unsold pairs, earliest first,
   * sold once those on hand are gone as "Ships from {date}". Absent when none are expected.
   */
  incoming: z
    .array(z.strictObject({ expected_on: z.string(), pairs: z.number().int() }))
    .optional(),
});
export type ProductVariant = z.output<typeof productVariant>;

/** A carton of a style (packs.ts's Pack): pairs per size, all of one colour. */
const pack = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  ratio: z.record(z.string(), z.number().int()),
  pairs: z.number().int(),
});

/** GET /ecommerce/products/{id}/{country}/ */
export const productDetail = z.strictObject({
  id: z.number().int(),
  itemGroupId: z.number().int(),
  productName: z.string(),
  coverImage: z.string(),
  imagesArray: z.array(z.string()),
  bulletPoints: z.array(z.string()),
  material: z.string(),
  country_of_origin: z.string(),
  /** Beyond docs/api.md (issue 19): how the group's sizes are written; null for one-size goods. */
  sizeSystem: z.enum(SIZE_SYSTEMS).nullable().optional(),
  dimensions: z.strictObject({
    height: z.number().nullable(),
    length: z.number().nullable(),
    width: z.number().nullable(),
    unit: z.string(),
  }),
  weight: z.strictObject({ weight: z.number().nullable(), unit: z.string() }),
  sku: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  brand: z.string(),
  /** With `lang` (docs/translations.md): the brand's name in that language, else `brand`. */
  brand_display: z.string().optional(),
  category: z.string(),
  subcategory: z.string(),
  subsubcategory: z.string().nullable(),
  product_sub4_category: z.string().nullable(),
  /** Style tiers (docs/api.md): how the group's slabs count; absent reads as `product`. */
  tier_scope: z.enum(TIER_SCOPES).optional(),
  /**
   * Stock and pre-orders, minimums (docs/api.md): how the group sells (absent reads as
   * `unlimited`), a pre-order's window ('YYYY-MM-DD' or null), the style's minimum (0 = none).
   */
  sale_mode: z.enum(SALE_MODES).optional(),
  ships_from: z.string().nullable().optional(),
  ships_by: z.string().nullable().optional(),
  min_pairs: z.number().int().optional(),
  /** Converted to the country's currency. */
  sellingPrice: z.strictObject({ amount: z.number(), currency: z.string(), symbol: z.string() }),
  /** In the product's own currency. */
  defaultSellingPrice: ownPrice,
  /**
   * Group prices (docs/api.md): present for a member of a customer group with a discount ("12.50"),
   * whose every price in this answer is already the group's; absent, the prices are list prices.
   */
  group_discount_percent: groupDiscountPercent,
  slabPrices: z.array(slab),
  breadcrumbs: z.strictObject({
    level1: z.string().nullable(),
    level2: z.string().nullable(),
    level3: z.string().nullable(),
    level4: z.string().nullable(),
  }),
  variants: z.array(productVariant),
  /** Beyond docs/api.md (issue 17): the distinct slab tables of the variants, each sent once. */
  slabTables: z.array(z.array(slab)).optional(),
  /** Packs (docs/api.md): the group's cartons whose every size is on sale, all colours. */
  packs: z.array(pack).optional(),
});
export type ProductDetail = z.output<typeof productDetail>;

/** A product quick order found by one of the SKUs asked for (issue 19). */
export const skuProduct = z.strictObject({
  /** The SKU as asked; `stored_sku` as the catalogue writes it. */
  sku: z.string(),
  id: z.number().int(),
  stored_sku: z.string(),
  productName: z.string(),
  brand: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  coverImage: z.string(),
  /** Converted to the country's currency. */
  sellingPrice: z.strictObject({ amount: z.number(), currency: z.string(), symbol: z.string() }),
  defaultSellingPrice: ownPrice,
  slabPrices: z.array(slab),
});
export type SkuProduct = z.output<typeof skuProduct>;

/** POST /ecommerce/products/by-sku/: the products found, and the SKUs that match none. */
export const bySkuAnswer = z.strictObject({
  products: z.array(skuProduct),
  unknown: z.array(z.string()),
  /** SKUs of products staff archived: known, but no longer sold. */
  archived: z.array(z.string()),
  group_discount_percent: groupDiscountPercent,
});
export type BySkuAnswer = z.output<typeof bySkuAnswer>;
