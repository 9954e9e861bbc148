// The listing and product-detail shapes of ../shared/API.md as the screens read them.
import type { SlabOperator } from '@solestock/domain';

export interface ProductCard {
  id: number;
  productName: string;
  coverImage: string;
  imagesArray: string[];
  color: string;
  size: string | null;
  brand: string;
  /** In the product's own currency; screens convert it. */
  sellingPrice: { amount: number; currency: string };
}

/** A style (one sneaker model); its products are the colour/size variants. */
export interface ItemGroup {
  id: number;
  groupName: string;
  brand: string;
  products: ProductCard[];
}

export interface ListingResponse {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: ItemGroup[];
}

export interface Slab {
  operator: SlabOperator;
  min_quantity: number | null;
  max_quantity: number | null;
  selling_price: number;
  currency: string;
  converted_price: { amount: number; symbol: string };
}

export interface Variant {
  id: number;
  color: string | null;
  size: string | null;
  coverImage: string;
}

export interface ProductDetail {
  id: number;
  itemGroupId: number;
  productName: string;
  coverImage: string;
  imagesArray: string[];
  bulletPoints: string[];
  material: string;
  country_of_origin: string;
  dimensions: { height: number | null; length: number | null; width: number | null; unit: string };
  weight: { weight: number | null; unit: string };
  sku: string;
  color: string | null;
  size: string | null;
  brand: string;
  category: string | null;
  subcategory: string | null;
  subsubcategory: string | null;
  product_sub4_category: string | null;
  /** Converted to the country's currency. */
  sellingPrice: { amount: number; currency: string; symbol: string };
  /** In the product's own currency. */
  defaultSellingPrice: { amount: number; currency: string };
  slabPrices: Slab[];
  breadcrumbs: {
    level1: string | null;
    level2: string | null;
    level3: string | null;
    level4: string | null;
  };
  variants: Variant[];
}
