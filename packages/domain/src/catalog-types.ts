// The catalogue payloads of ../shared/API.md, typed once for the API that sends them and the
// screens that read them. Field names are the contract's, camelCase and snake_case alike.

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
}

/** An autocomplete suggestion (API.md Search). */
export interface Suggestion {
  value: string;
}

/** One search result: the best product of one item group (API.md Search). */
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
