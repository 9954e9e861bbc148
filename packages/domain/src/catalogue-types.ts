// The catalogue payloads of docs/api.md, typed once for the API that sends them and the
// screens that read them. Field names are the contract's, camelCase and snake_case alike.
import type { SlabOperator } from './slab.ts';
import type { SizeSystem } from './size-conversion.ts';
import type { TierScope } from './tier-quantity.ts';
import type { Pack } from './packs.ts';
import type { SaleMode } from './sale-mode.ts';

export interface Brand {
  id: number;
  brand: string;
  logo: string;
  display_image: string;
  banner: string;
  show_on_homepage: boolean;
  item_group_count: number;
}

export interface SubCategory {
  id: number;
  name: string;
  displayImage: string;
  itemGroupCount: number;
}

export interface Category {
  id: number;
  headCategory: string;
  displayImage: string;
  displayIcon: string;
  showOnHomepage: boolean;
  itemGroupCount: number;
  subCategories: SubCategory[];
}

/** A product as a card: its own price and currency; screens convert it. */
export interface ProductCard {
  id: number;
  productName: string;
  coverImage: string;
  imagesArray: string[];
  color: string;
  size: string | null;
  brand: string;
  sellingPrice: { amount: number; currency: string };
}

/** A style (one model); its products are the colour/size variants. Never empty. */
export interface ItemGroup {
  id: number;
  groupName: string;
  brand: string;
  products: ProductCard[];
  /** A pre-order's window, for the card (docs/api.md, "Stock and pre-orders"); absent otherwise. */
  sale_mode?: SaleMode;
  ships_from?: string | null;
  ships_by?: string | null;
}

/** An autocomplete suggestion (docs/api.md Search). */
export interface Suggestion {
  value: string;
}

/** One search result: the best product of one item group (docs/api.md Search). */
export interface SearchProduct {
  id: number;
  product_name: string;
  coverImage: string;
  imagesArray: string[];
  brand: string;
  item_group_id: number;
  sellingPrice: { amount: number; currency: string };
  /** Beyond the contract: the group's name and this product's colour, for the card. */
  group_name: string;
  color: string;
}

export interface FacetCount {
  key: string;
  count: number;
}

export interface SearchResponse {
  products: SearchProduct[];
  facets: { brands: FacetCount[]; subcategories: FacetCount[] };
  pagination: { page: number; page_size: number; total_pages: number; total_results: number };
}

/**
 * The listing's filter counts over the set being listed, each list with the other lists' filters
 * applied (as search's facets): a count is what ticking that value alone lists.
 */
export interface ListingFacets {
  categories: FacetCount[];
  subcategories: FacetCount[];
  brands: FacetCount[];
}

/** A listing page (docs/api.md Listing): ten item groups and the totals. */
export interface ListingPage {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: ItemGroup[];
  /** Beyond docs/api.md's contract, additive: the filter lists' counts. */
  facets?: ListingFacets;
}

/** A price slab of a product detail, converted for display (docs/api.md ProductDetail). */
export interface Slab {
  operator: SlabOperator;
  min_quantity: number | null;
  max_quantity: number | null;
  /** In the slab's own currency. */
  selling_price: number;
  currency: string;
  converted_price: { amount: number; symbol: string };
}

/** Another product of the same item group, for the variant selectors. */
export interface ProductVariant {
  id: number;
  color: string;
  size: string | null;
  coverImage: string;
  /** Beyond docs/api.md (issue 19): what the size-run grid needs to price a cell. */
  sku?: string;
  defaultSellingPrice?: { amount: number; currency: string };
  /** Index into ProductDetail.slabTables: the variant's slabs (issue 17, shared per table). */
  slabTable?: number;
  /** A `stock` group's pairs on hand (absent for other groups): the most that can be ordered. */
  availability?: number;
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
  /** Beyond docs/api.md (issue 19): how the group's sizes are written; null for one-size goods. */
  sizeSystem?: SizeSystem | null;
  dimensions: { height: number | null; length: number | null; width: number | null; unit: string };
  weight: { weight: number | null; unit: string };
  sku: string;
  color: string;
  size: string | null;
  brand: string;
  category: string;
  subcategory: string;
  subsubcategory: string | null;
  product_sub4_category: string | null;
  /** Style tiers (docs/api.md): how the group's slabs count; absent reads as `product`. */
  tier_scope?: TierScope;
  /**
   * Stock and pre-orders, minimums (docs/api.md): how the group sells (absent reads as
   * `unlimited`), a pre-order's window ('YYYY-MM-DD' or null), the style's minimum (0 = none).
   */
  sale_mode?: SaleMode;
  ships_from?: string | null;
  ships_by?: string | null;
  min_pairs?: number;
  /** Converted to the country's currency. */
  sellingPrice: { amount: number; currency: string; symbol: string };
  /** In the product's own currency. */
  defaultSellingPrice: { amount: number; currency: string };
  /**
   * Group prices (docs/api.md): present for a member of a customer group with a discount ("12.50"),
   * whose every price in this answer is already the group's; absent, the prices are list prices.
   */
  group_discount_percent?: string;
  slabPrices: Slab[];
  breadcrumbs: {
    level1: string | null;
    level2: string | null;
    level3: string | null;
    level4: string | null;
  };
  variants: ProductVariant[];
  /** Beyond docs/api.md (issue 17): the distinct slab tables of the variants, each sent once. */
  slabTables?: Slab[][];
  /** Packs (docs/api.md): the group's cartons whose every size is on sale, all colours. */
  packs?: Pack[];
}
