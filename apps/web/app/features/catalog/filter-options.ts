// Which filter lists a listing shows and their options with counts, by route (000 §2, §4):
// brand pages filter by Categories (driving the Sub categories list) and Sub categories;
// category pages by that category's Sub categories and Brand; shopBy pages by all Sub
// categories and Brand.
import type { Brand, Category } from '../../lib/catalog-types';
import type { ListingFilters, ListingScope } from '../../lib/listing-url';

export interface FilterOption {
  value: string;
  count: number;
}

export type FilterListKey = 'categories' | 'subcategories' | 'brands';

export interface FilterList {
  key: FilterListKey;
  /** The query key the list's checkboxes submit under. */
  name: 'category' | 'subcategory' | 'brand';
  title: string;
  /** The mobile filter panel's tab label. */
  tab: string;
  options: FilterOption[];
}

/** Subcategory names once each (counts summed), in the categories' order. */
function subcategoryOptions(categories: readonly Category[]): FilterOption[] {
  const byName = new Map<string, number>();
  for (const c of categories)
    for (const s of c.subCategories)
      byName.set(s.name, (byName.get(s.name) ?? 0) + s.itemGroupCount);
  return [...byName].map(([value, count]) => ({ value, count }));
}

export function filterLists(
  scope: ListingScope,
  filters: ListingFilters,
  data: { categories: readonly Category[]; brands: readonly Brand[] },
): FilterList[] {
  const brandList = (): FilterList => ({
    key: 'brands',
    name: 'brand',
    title: 'Brand',
    tab: 'Brand',
    options: data.brands.map((b) => ({ value: b.brand, count: b.item_group_count })),
  });
  const subList = (categories: readonly Category[]): FilterList => ({
    key: 'subcategories',
    name: 'subcategory',
    title: 'Sub categories',
    tab: 'Sub Categories',
    options: subcategoryOptions(categories),
  });

  switch (scope.kind) {
    case 'brand': {
      const picked = data.categories.filter((c) => filters.categories.includes(c.headCategory));
      return [
        {
          key: 'categories',
          name: 'category',
          title: 'Categories',
          tab: 'Categories',
          options: data.categories.map((c) => ({ value: c.headCategory, count: c.itemGroupCount })),
        },
        subList(picked.length > 0 ? picked : data.categories),
      ];
    }
    case 'category': {
      const head = scope.headCategory.toLowerCase();
      return [
        subList(data.categories.filter((c) => c.headCategory.toLowerCase() === head)),
        brandList(),
      ];
    }
    case 'shopBy':
      return [subList(data.categories), brandList()];
  }
}
