// The catalogue shapes of ../shared/API.md as the screens read them.
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
