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
