// Which filter lists a listing shows and their options with counts, by route (000 §2, §4):
// brand pages filter by Categories (driving the Sub categories list) and Sub categories;
// category pages by that category's Sub categories and Brand; shopBy pages by all Sub
// categories and Brand.
import type { ListingFacets } from '@solestock/domain';
import type { Brand, Category } from '../../lib/catalogue-types';
import type { ListingFilters, ListingScope } from '../../lib/listing-url';
import type { MessageId } from '../../i18n/i18n';

export interface FilterOption {
  value: string;
  count: number;
}

export type FilterListKey = 'categories' | 'subcategories' | 'brands';

export interface FilterList {
  key: FilterListKey;
  /** The query key the list's checkboxes submit under. */
  name: 'category' | 'subcategory' | 'brand';
  /** The list's heading and the mobile filter panel's tab label, as message ids. */
  title: MessageId;
  tab: MessageId;
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

/**
 * The listing's own counts (facets: over the set being listed) for a list's options, in the
 * directory's order; values the listing holds none of drop out unless ticked (to untick them).
 */
function countedOptions(
  directory: readonly FilterOption[],
  facet: ListingFacets[keyof ListingFacets],
  selected: readonly string[],
): FilterOption[] {
  const counts = new Map(facet.map((f) => [f.key.toLowerCase(), f]));
  const ticked = new Set(selected.map((v) => v.toLowerCase()));
  const seen = new Set<string>();
  const options: FilterOption[] = [];
  for (const value of [...directory.map((o) => o.value), ...facet.map((f) => f.key)]) {
    const lower = value.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    const count = counts.get(lower)?.count ?? 0;
    if (count > 0 || ticked.has(lower)) options.push({ value, count });
  }
  return options;
}

export function filterLists(
  scope: ListingScope,
  filters: ListingFilters,
  data: { categories: readonly Category[]; brands: readonly Brand[] },
  /** The listing's counts; without them (an older API) the directory's counts stand in. */
  facets?: ListingFacets,
): FilterList[] {
  const brandList = (): FilterList => {
    const directory = data.brands.map((b) => ({ value: b.brand, count: b.item_group_count }));
    return {
      key: 'brands',
      name: 'brand',
      title: 'filters.brand',
      tab: 'filters.brand',
      options: facets ? countedOptions(directory, facets.brands, filters.brands) : directory,
    };
  };
  const subList = (categories: readonly Category[]): FilterList => {
    const directory = subcategoryOptions(categories);
    return {
      key: 'subcategories',
      name: 'subcategory',
      title: 'filters.subcategories',
      tab: 'filters.subcategoriesTab',
      options: facets
        ? countedOptions(directory, facets.subcategories, filters.subcategories)
        : directory,
    };
  };

  switch (scope.kind) {
    case 'brand': {
      const picked = data.categories.filter((c) => filters.categories.includes(c.headCategory));
      const directory = data.categories.map((c) => ({
        value: c.headCategory,
        count: c.itemGroupCount,
      }));
      return [
        {
          key: 'categories',
          name: 'category',
          title: 'filters.categories',
          tab: 'filters.categories',
          options: facets
            ? countedOptions(directory, facets.categories, filters.categories)
            : directory,
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
