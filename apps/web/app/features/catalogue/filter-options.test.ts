// 000 §2 "checkboxes with counts": a listing's filter counts are the listing's own (its facets,
// over the set being listed), not the whole catalogue's or the head category's.
import { describe, expect, it } from 'vitest';
import type { Brand, Category } from '../../lib/catalogue-types';
import type { ListingFilters } from '../../lib/listing-url';
import { filterLists } from './filter-options';

const brand = (name: string, count: number): Brand => ({
  id: count,
  brand: name,
  logo: '',
  display_image: '',
  banner: '',
  show_on_homepage: false,
  item_group_count: count,
});
const category = (name: string, subs: [string, number][]): Category => ({
  id: subs.length,
  headCategory: name,
  displayImage: '',
  displayIcon: '',
  showOnHomepage: false,
  itemGroupCount: subs.reduce((n, [, c]) => n + c, 0),
  subCategories: subs.map(([s, c], i) => ({ id: i, name: s, displayImage: '', itemGroupCount: c })),
});

const data = {
  categories: [
    category('Sports Shoes', [
      ['Running', 30],
      ['Tennis', 10],
    ]),
    category('Boots', [['Hiking', 8]]),
  ],
  brands: [brand('Kora', 12), brand('Westray', 40)],
};
const filters = (over: Partial<ListingFilters> = {}): ListingFilters => ({
  page: 1,
  categories: [],
  subcategories: [],
  brands: [],
  sort: 'recommended',
  days: null,
  ...over,
});
const options = (lists: ReturnType<typeof filterLists>, key: string) =>
  lists.find((l) => l.key === key)?.options;

describe('filter counts', () => {
  it("on a subcategory page counts that subcategory's brands, as the listing does", () => {
    const lists = filterLists(
      { kind: 'category', headCategory: 'Sports Shoes', subcategory: 'Running' },
      filters({ subcategories: ['Running'] }),
      data,
      {
        categories: [{ key: 'Sports Shoes', count: 3 }],
        subcategories: [
          { key: 'Running', count: 3 },
          { key: 'Tennis', count: 1 },
        ],
        brands: [{ key: 'Westray', count: 3 }],
      },
    );
    expect(options(lists, 'brands')).toEqual([{ value: 'Westray', count: 3 }]);
    expect(options(lists, 'subcategories')).toEqual([
      { value: 'Running', count: 3 },
      { value: 'Tennis', count: 1 },
    ]);
  });

  it('on a curated list counts the list (its day window), keeping a ticked value at 0', () => {
    const lists = filterLists(
      { kind: 'shopBy', shopBy: 'new_arrival', routeValue: 'New Arrival' },
      filters({ days: 30, brands: ['Kora'] }),
      data,
      {
        categories: [],
        subcategories: [{ key: 'Hiking', count: 2 }],
        brands: [{ key: 'Westray', count: 5 }],
      },
    );
    expect(options(lists, 'brands')).toEqual([
      { value: 'Kora', count: 0 },
      { value: 'Westray', count: 5 },
    ]);
    expect(options(lists, 'subcategories')).toEqual([{ value: 'Hiking', count: 2 }]);
  });
});
