// The listing URL ⇄ state round trip, and the API query each state asks for.
import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  listingApiQuery,
  listingHref,
  listingSearch,
  parseListingSearch,
  scopeFromParams,
  toggleFilter,
  type ListingFilters,
  type ListingScope,
} from './listing-url';

const brand: ListingScope = { kind: 'brand', brand: 'Marlowe & Finch' };
const head: ListingScope = { kind: 'category', headCategory: "Men's Footwear" };
const sub: ListingScope = {
  kind: 'category',
  headCategory: "Men's Footwear",
  subcategory: 'Sneakers',
};
const parse = (query: string, scope: ListingScope) =>
  parseListingSearch(new URLSearchParams(query), scope);

describe('scopeFromParams', () => {
  it('names the four routes and refuses an unknown shopBy', () => {
    expect(scopeFromParams({ brand: 'Varenna' })).toEqual({ kind: 'brand', brand: 'Varenna' });
    expect(scopeFromParams({ headCategory: 'Boots' })).toEqual({
      kind: 'category',
      headCategory: 'Boots',
    });
    expect(scopeFromParams({ headCategory: 'Boots', subcategory: 'Rain Boots' })).toEqual({
      kind: 'category',
      headCategory: 'Boots',
      subcategory: 'Rain Boots',
    });
    expect(scopeFromParams({ shopByCategory: 'New Arrvial' })).toEqual({
      kind: 'shopBy',
      shopBy: 'new_arrival',
      routeValue: 'New Arrvial',
    });
    expect(scopeFromParams({ shopByCategory: 'Most Popular' })).toMatchObject({
      shopBy: 'most_popular',
    });
    expect(scopeFromParams({ shopByCategory: 'Cheapest' })).toBeNull();
    expect(scopeFromParams({ brand: ' ' })).toBeNull();
  });
});

describe('parseListingSearch', () => {
  it('reads defaults from an empty query', () => {
    expect(parse('', head)).toEqual({
      page: 1,
      categories: [],
      subcategories: [],
      brands: [],
      sort: 'recommended',
      days: null,
    });
  });

  it('falls back to defaults for malformed values instead of failing', () => {
    const f = parse('page=-2&sort=cheapest&days=45', head);
    expect(f).toMatchObject({ page: 1, sort: 'recommended', days: null });
    expect(parse('page=2.5', head).page).toBe(1);
    expect(parse('page=abc', head).page).toBe(1);
    expect(parse('page=0', head).page).toBe(1);
  });

  it('drops blanks and duplicates, keeps repeated keys', () => {
    expect(parse('brand=A&brand=&brand=B&brand=A', head).brands).toEqual(['A', 'B']);
  });

  it('preselects the route subcategory only while the query names none', () => {
    expect(parse('', sub).subcategories).toEqual(['Sneakers']);
    expect(parse('subcategory=Loafers', sub).subcategories).toEqual(['Loafers']);
  });

  it('keeps categories on brand pages and brands elsewhere', () => {
    expect(parse('category=Boots&brand=X', brand)).toMatchObject({
      categories: ['Boots'],
      brands: [],
    });
    expect(parse('category=Boots&brand=X', head)).toMatchObject({ categories: [], brands: ['X'] });
  });
});

describe('round trip', () => {
  const states: [ListingScope, ListingFilters][] = [
    [
      brand,
      {
        page: 3,
        categories: ['Boots', 'Bags & More'],
        subcategories: ['Rain Boots'],
        brands: [],
        sort: 'new_arrival',
        days: 30,
      },
    ],
    [
      head,
      {
        page: 1,
        categories: [],
        subcategories: [],
        brands: ['Marlowe & Finch', 'Ulvik'],
        sort: 'most_popular',
        days: 90,
      },
    ],
    [
      head,
      {
        page: 12,
        categories: [],
        subcategories: ['Sneakers', 'Loafers'],
        brands: [],
        sort: 'recommended',
        days: null,
      },
    ],
    [
      sub,
      {
        page: 2,
        categories: [],
        subcategories: ['Sneakers'],
        brands: ['Ulvik'],
        sort: 'recommended',
        days: null,
      },
    ],
  ];
  it.each(states)('state → URL → state is the same (%#)', (scope, filters) => {
    const href = listingHref(scope, filters);
    const url = new URL(href, 'http://shop.test');
    const back = scopeFromParams(routeParams(url.pathname));
    expect(back).not.toBeNull();
    expect(parseListingSearch(url.searchParams, back as ListingScope)).toEqual(filters);
  });

  it('leaves defaults out of the URL', () => {
    expect(listingSearch(parse('', head))).toBe('');
    expect(listingHref(sub, parse('', sub))).toBe("/products/categories/Men's%20Footwear/Sneakers");
  });
});

describe('changes', () => {
  it('toggling a filter goes back to page 1', () => {
    const f = parse('page=4&brand=A', head);
    expect(toggleFilter(f, 'brands', 'B')).toMatchObject({ page: 1, brands: ['A', 'B'] });
    expect(toggleFilter(f, 'brands', 'A')).toMatchObject({ page: 1, brands: [] });
  });

  it('Clear All empties the lists and keeps the sort', () => {
    const f = parse('page=4&brand=A&subcategory=S&sort=most_popular&days=30', head);
    expect(clearFilters(f)).toEqual({ ...f, page: 1, brands: [], subcategories: [], days: null });
  });

  it('unticking the route subcategory moves to the head category path', () => {
    const f = toggleFilter(parse('', sub), 'subcategories', 'Sneakers');
    expect(listingHref(sub, f)).toBe("/products/categories/Men's%20Footwear");
  });
});

describe('listingApiQuery', () => {
  it('scopes the brand route and sends the categories picked', () => {
    const q = listingApiQuery(
      brand,
      parse('category=Boots&category=Bags&sort=new_arrival&days=30&page=2', brand),
    );
    expect(q.getAll('brand')).toEqual(['Marlowe & Finch']);
    expect(q.getAll('category')).toEqual(['Boots', 'Bags']);
    expect(q.get('sort')).toBe('new_arrival');
    expect(q.get('new_within_days')).toBe('30');
    expect(q.get('page')).toBe('2');
  });

  it('scopes a subcategory route with its preselected subcategory', () => {
    const q = listingApiQuery(sub, parse('brand=Ulvik', sub));
    expect(q.getAll('category')).toEqual(["Men's Footwear"]);
    expect(q.getAll('subcategory')).toEqual(['Sneakers']);
    expect(q.getAll('brand')).toEqual(['Ulvik']);
    expect(q.has('sort')).toBe(false);
  });

  it('sends shop_by for a curated list', () => {
    const scope = scopeFromParams({ shopByCategory: 'Most Popular' }) as ListingScope;
    expect(listingApiQuery(scope, parse('', scope)).get('shop_by')).toBe('most_popular');
  });
});

/** The params React Router would give the listing routes for a path. */
function routeParams(pathname: string) {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[1] === 'categories') return { headCategory: parts[2], subcategory: parts[3] };
  if (parts[1] === 'shopBy') return { shopByCategory: parts[2] };
  return { brand: parts[1] };
}
