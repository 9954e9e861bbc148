// The answers of the console's catalogue and image calls (docs/api.md, back office, "Catalogue"
// and "Images and home-page content"), defined once as zod schemas: the API's routes declare them
// as their response (its tests check every answer against them, decision 175) and the console
// reads their types. Field names are the API's: `color` and `color_hex`, as the storefront's
// product answers name them (docs/api.md, ProductCard). `colour` is only the import file's column
// name (docs/catalogue-import.md) and the style form's list of `colours`, each its own contract.
// Prices are decimal strings, as the console edits them.
import { z } from 'zod';
import { SALE_MODES } from '../sale-mode.ts';
import { SIZE_SYSTEMS } from '../size-conversion.ts';
import { SLAB_OPERATORS } from '../slab.ts';
import { TIER_SCOPES } from '../tier-quantity.ts';
import { BULK_ACTIONS } from './catalogue-schemas.ts';

/** How many item groups are filed under it: in a list's rows, a read and a create's answer. */
const itemGroupCount = { item_group_count: z.number().int() };

// ---------------------------------------------------------------- brands and categories

/** PUT /api/admin/catalogue/brands/{id}/: a brand as written (upload addresses, or ""). */
export const adminBrand = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  show_on_homepage: z.boolean(),
  logo: z.string(),
  banner: z.string(),
  display_image: z.string(),
});

/** GET …/brands/ (results[]) and …/brands/{id}/, POST …/brands/ (201). */
export const adminBrandRow = adminBrand.extend(itemGroupCount);
export type AdminBrandRow = z.output<typeof adminBrandRow>;

/** PUT /api/admin/catalogue/head-categories/{id}/: a head category as written. */
export const adminHeadCategory = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  show_on_homepage: z.boolean(),
  position: z.number().int(),
  display_image: z.string(),
});

/** GET …/head-categories/ (results[]), POST …/head-categories/ (201). */
export const adminHeadCategoryRow = adminHeadCategory.extend(itemGroupCount);
export type AdminHeadCategoryRow = z.output<typeof adminHeadCategoryRow>;

/** GET …/subcategories/{id}/ and PUT: a subcategory as written. */
export const adminSubcategory = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  head_category_id: z.number().int(),
  position: z.number().int(),
  display_image: z.string(),
});

/** POST …/subcategories/ (201). */
export const adminSubcategoryCreated = adminSubcategory.extend(itemGroupCount);

/** GET …/subcategories/ (results[]): with its head category's name. */
export const adminSubcategoryRow = adminSubcategoryCreated.extend({ head_category: z.string() });
export type AdminSubcategoryRow = z.output<typeof adminSubcategoryRow>;

/** GET …/head-categories/{id}/: a head category and its subcategories, in their order. */
export const adminHeadCategoryDetail = adminHeadCategory.extend({
  subcategories: z.array(adminSubcategory),
});
export type AdminHeadCategoryDetail = z.output<typeof adminHeadCategoryDetail>;

// ---------------------------------------------------------------- products

/** One row of a product's slab table. */
export const slabRowView = z.strictObject({
  operator: z.enum(SLAB_OPERATORS),
  min_quantity: z.number().int().nullable(),
  max_quantity: z.number().int().nullable(),
  selling_price: z.string(),
  currency: z.string(),
});
export type SlabRowView = z.output<typeof slabRowView>;

/** GET /api/admin/catalogue/products/{id}/ (and the list's rows, a create's and a change's answer). */
export const adminProduct = z.strictObject({
  id: z.number().int(),
  item_group_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  color: z.string(),
  color_hex: z.string(),
  size: z.string().nullable(),
  selling_price: z.string(),
  currency: z.string(),
  height: z.string().nullable(),
  length: z.string().nullable(),
  width: z.string().nullable(),
  dimension_unit: z.string(),
  weight: z.string().nullable(),
  weight_unit: z.string(),
  availability: z.number().int(),
  images: z.array(z.string()),
  cover_image: z.string(),
  archived_at: z.string().nullable(),
  slabs: z.array(slabRowView),
});
export type AdminProduct = z.output<typeof adminProduct>;

/** DELETE …/products/{id}/: deleted, or archived when an order names it. */
export const productRemoved = z.strictObject({ deleted: z.boolean(), archived: z.boolean() });

/** POST …/products/archive/ and …/unarchive/: how many products changed. */
export const productsArchived = z.strictObject({ changed: z.number().int() });

// ---------------------------------------------------------------- item groups

/** POST and PUT /api/admin/catalogue/item-groups/…: an item group as written. */
export const adminItemGroup = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  brand_id: z.number().int(),
  head_category_id: z.number().int(),
  subcategory_id: z.number().int(),
  bullet_points: z.array(z.string()),
  material: z.string(),
  /** An ISO alpha-2 code in capitals, or '' (older names may remain until saved). */
  country_of_origin: z.string(),
  /** 6–10 digits, or ''. */
  hs_code: z.string(),
  size_system: z.enum(SIZE_SYSTEMS).nullable(),
  tier_scope: z.enum(TIER_SCOPES),
  sale_mode: z.enum(SALE_MODES),
  /** A pre-order's window, 'YYYY-MM-DD', or null. */
  ships_from: z.string().nullable(),
  ships_by: z.string().nullable(),
  min_pairs: z.number().int(),
  show_on_homepage: z.boolean(),
  product_count: z.number().int(),
});

/** The names of what a group is filed under. */
const filedUnder = { brand: z.string(), head_category: z.string(), subcategory: z.string() };

/** GET /api/admin/catalogue/item-groups/ → results[]: with its products' count and lowest live price. */
export const adminItemGroupRow = adminItemGroup.extend({
  ...filedUnder,
  products_total: z.number().int(),
  /** The lowest price of its live products, or null when none is live. */
  lowest_price: z.string().nullable(),
  currency: z.string().nullable(),
});
export type AdminItemGroupRow = z.output<typeof adminItemGroupRow>;

/** GET /api/admin/catalogue/item-groups/{id}/: the group and every product of it, archived too. */
export const adminItemGroupDetail = adminItemGroup.extend({
  ...filedUnder,
  products: z.array(adminProduct),
});
export type AdminItemGroupDetail = z.output<typeof adminItemGroupDetail>;

/** DELETE …/item-groups/{id}/: the group goes when no order names its products, else it stays. */
export const itemGroupRemoved = z.strictObject({
  deleted: z.boolean(),
  deleted_products: z.number().int(),
  archived_products: z.number().int(),
});

/** POST …/item-groups/{id}/style/ (201): the products made, one per colour × size. */
export const styleCreated = z.strictObject({
  item_group_id: z.number().int(),
  created: z.number().int(),
  products: z.array(adminProduct),
});

// ---------------------------------------------------------------- bulk actions

/** POST /api/admin/catalogue/bulk/preview/: each live product's price and slabs, old and new. */
export const pricePreview = z.strictObject({
  percent: z.string(),
  products: z.array(
    z.strictObject({
      id: z.number().int(),
      item_group_id: z.number().int(),
      sku: z.string(),
      currency: z.string(),
      old_price: z.string(),
      new_price: z.string(),
      slabs: z.array(slabRowView.extend({ old_price: z.string(), new_price: z.string() })),
    }),
  ),
});
export type PricePreview = z.output<typeof pricePreview>;

/** POST /api/admin/catalogue/bulk/: how many changed; a price change also the preview's rows. */
export const bulkApplied = z.union([
  z.strictObject({
    action: z.enum(BULK_ACTIONS).exclude(['change_price']),
    changed: z.number().int(),
  }),
  pricePreview.extend({ action: z.literal('change_price'), changed: z.number().int() }),
]);

// ---------------------------------------------------------------- images

/** GET /api/admin/catalogue/products/{id}/images/: the product's photos, named as above. */
export const adminProductImages = adminProduct.pick({
  id: true,
  sku: true,
  name: true,
  color: true,
  size: true,
  cover_image: true,
  images: true,
});
export type AdminProductImages = z.output<typeof adminProductImages>;

/** POST and DELETE …/products/{id}/images/: the photos after, and how many products changed. */
export const productImagesChanged = adminProductImages.extend({
  updated_products: z.number().int(),
});
export type ProductImagesChanged = z.output<typeof productImagesChanged>;

/**
 * POST /api/admin/media/ (201, or 200 for bytes uploaded before): the upload, its address (the
 * widest WebP under /media/u/…), intrinsic size, rendition widths, original and srcsets.
 */
export const mediaUpload = z.strictObject({
  key: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  original_url: z.string(),
  file_name: z.string(),
  srcset: z
    .strictObject({
      src: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      webp: z.string(),
      avif: z.string(),
    })
    .nullable(),
});
export type MediaUpload = z.output<typeof mediaUpload>;
