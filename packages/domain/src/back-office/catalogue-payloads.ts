// A product as /api/admin/catalogue/products/{id}/ answers it (docs/api.md, back office,
// "Catalogue"), defined once for the console's editor, group page and photos page. Field names
// are the API's: `color` and `color_hex`, as the storefront's product answers name them
// (docs/api.md, ProductCard). `colour` is only the import file's column name
// (docs/catalogue-import.md) and the style form's list of `colours`, each its own contract.

/** One row of a product's slab table; prices are decimal strings. */
export interface SlabRowView {
  operator: string;
  min_quantity: number | null;
  max_quantity: number | null;
  selling_price: string;
  currency: string;
}

export interface AdminProduct {
  id: number;
  item_group_id: number;
  sku: string;
  name: string;
  color: string;
  color_hex: string;
  size: string | null;
  selling_price: string;
  currency: string;
  height: string | null;
  length: string | null;
  width: string | null;
  dimension_unit: string;
  weight: string | null;
  weight_unit: string;
  availability: number;
  images: string[];
  cover_image: string;
  archived_at: string | null;
  slabs: SlabRowView[];
}

/** GET /api/admin/catalogue/products/{id}/images/: the product's photos, named as above. */
export type AdminProductImages = Pick<
  AdminProduct,
  'id' | 'sku' | 'name' | 'color' | 'size' | 'cover_image' | 'images'
>;
