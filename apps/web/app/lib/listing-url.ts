// The listing's state lives in its URL (page, filters, sort, day window), so a listing can be
// shared, reloaded, rendered by the server and walked with the back button. This module turns
// the route and its query into that state, the state back into links, and into the API query.
import {
  NEW_ARRIVAL_WINDOWS_DAYS,
  SHOP_BY,
  SORT_OPTIONS,
  shopByFromRoute,
  type NewArrivalWindowDays,
  type ShopBy,
  type SortValue,
} from '@solestock/domain';

/** Which of the four listing routes is showing, with its route values. */
export type ListingScope =
  | { kind: 'brand'; brand: string }
  | { kind: 'category'; headCategory: string; subcategory?: string }
  | { kind: 'shopBy'; shopBy: ShopBy; routeValue: string };

export interface ListingFilters {
  page: number;
  categories: string[];
  subcategories: string[];
  brands: string[];
  sort: SortValue;
  days: NewArrivalWindowDays | null;
}

export const DEFAULT_SORT: SortValue = 'recommended';
/** The query keys of the store's own URLs (short and readable; the API's names differ). */
export const LISTING_KEYS = {
  page: 'page',
  category: 'category',
  subcategory: 'subcategory',
  brand: 'brand',
  sort: 'sort',
  days: 'days',
} as const;

const MAX_NAME_LENGTH = 200;
const MAX_VALUES_PER_KEY = 50;
/** Beyond any real catalogue; keeps a hand-typed page number a number the API accepts. */
const MAX_PAGE = 1_000_000;

/** The scope of a listing route's params, or null when they name no listing (a 404). */
export function scopeFromParams(params: {
  brand?: string | undefined;
  headCategory?: string | undefined;
  subcategory?: string | undefined;
  shopByCategory?: string | undefined;
}): ListingScope | null {
  if (params.shopByCategory !== undefined) {
    const shopBy = shopByFromRoute(params.shopByCategory);
    return shopBy ? { kind: 'shopBy', shopBy, routeValue: params.shopByCategory } : null;
  }
  if (params.headCategory !== undefined) {
    const headCategory = params.headCategory.trim();
    if (!headCategory) return null;
    const subcategory = params.subcategory?.trim();
    return subcategory
      ? { kind: 'category', headCategory, subcategory }
      : { kind: 'category', headCategory };
  }
  const brand = params.brand?.trim();
  return brand ? { kind: 'brand', brand } : null;
}

/** The heading a listing shows for its scope. */
export function scopeTitle(scope: ListingScope): string {
  switch (scope.kind) {
    case 'brand':
      return scope.brand;
    case 'category':
      return scope.subcategory ?? scope.headCategory;
    case 'shopBy':
      return SHOP_BY.find((s) => s.api === scope.shopBy)?.label ?? scope.routeValue;
  }
}

/** The path of a scope's listing route. */
export function scopePath(scope: ListingScope): string {
  switch (scope.kind) {
    case 'brand':
      return `/products/${encodeURIComponent(scope.brand)}`;
    case 'category':
      return scope.subcategory
        ? `${headCategoryPath(scope.headCategory)}/${encodeURIComponent(scope.subcategory)}`
        : headCategoryPath(scope.headCategory);
    case 'shopBy':
      return `/products/shopBy/${encodeURIComponent(scope.routeValue)}`;
  }
}

export function headCategoryPath(headCategory: string): string {
  return `/products/categories/${encodeURIComponent(headCategory)}`;
}

export function subcategoryPath(headCategory: string, subcategory: string): string {
  return `${headCategoryPath(headCategory)}/${encodeURIComponent(subcategory)}`;
}

/**
 * Where the filter form sends its choices. A subcategory route preselects its subcategory; once
 * the shopper picks subcategories themselves, the choice lives in the query of the head
 * category's route, so unticking the route's own subcategory really unticks it.
 */
export function filterFormPath(scope: ListingScope): string {
  return scope.kind === 'category' ? headCategoryPath(scope.headCategory) : scopePath(scope);
}

function names(search: URLSearchParams, key: string): string[] {
  const seen = new Set<string>();
  for (const raw of search.getAll(key)) {
    const value = raw.trim();
    if (value && value.length <= MAX_NAME_LENGTH && seen.size < MAX_VALUES_PER_KEY) seen.add(value);
  }
  return [...seen];
}

function isSort(value: string | null): value is SortValue {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/**
 * The state the listing and search URLs share: page, sort, day window and the raw subcategory
 * and brand lists. Anything malformed (a page that is not a positive whole number, an unknown
 * sort or day window) falls back to the default instead of failing the page: a URL is something
 * people type and edit.
 */
export function parseCommonFilters(search: URLSearchParams): Omit<ListingFilters, 'categories'> {
  const pageText = search.get(LISTING_KEYS.page)?.trim() ?? '';
  const pageNumber = /^\d{1,7}$/.test(pageText) ? Number(pageText) : 1;
  const page = pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  const sortText = search.get(LISTING_KEYS.sort);
  const days = search
    .getAll(LISTING_KEYS.days)
    .map(Number)
    .find((d): d is NewArrivalWindowDays =>
      (NEW_ARRIVAL_WINDOWS_DAYS as readonly number[]).includes(d),
    );
  return {
    page,
    subcategories: names(search, LISTING_KEYS.subcategory),
    brands: names(search, LISTING_KEYS.brand),
    sort: isSort(sortText) ? sortText : DEFAULT_SORT,
    days: days ?? null,
  };
}

/** The listing state of a query (see parseCommonFilters), as the route's scope allows it. */
export function parseListingSearch(search: URLSearchParams, scope: ListingScope): ListingFilters {
  const common = parseCommonFilters(search);
  return {
    ...common,
    categories: scope.kind === 'brand' ? names(search, LISTING_KEYS.category) : [],
    // 000 §4: a subcategory route starts with its own subcategory selected.
    subcategories:
      scope.kind === 'category' && scope.subcategory && !search.has(LISTING_KEYS.subcategory)
        ? [scope.subcategory]
        : common.subcategories,
    brands: scope.kind === 'brand' ? [] : common.brands,
  };
}

/**
 * The query of a listing URL for a state, defaults left out ('' for the plain listing). On a
 * subcategory route its own preselected subcategory is implied by the path, so it is left out too.
 */
export function listingSearch(filters: ListingFilters, scope?: ListingScope): string {
  const params = new URLSearchParams();
  for (const c of filters.categories) params.append(LISTING_KEYS.category, c);
  const impliedSub =
    scope?.kind === 'category' &&
    scope.subcategory !== undefined &&
    filters.subcategories.length === 1 &&
    filters.subcategories[0] === scope.subcategory;
  if (!impliedSub)
    for (const s of filters.subcategories) params.append(LISTING_KEYS.subcategory, s);
  for (const b of filters.brands) params.append(LISTING_KEYS.brand, b);
  if (filters.sort !== DEFAULT_SORT) params.set(LISTING_KEYS.sort, filters.sort);
  if (filters.days !== null) params.set(LISTING_KEYS.days, String(filters.days));
  if (filters.page > 1) params.set(LISTING_KEYS.page, String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL of a scope's listing in a given state. A subcategory route stays on its own path only
 * while its subcategory is the whole selection; otherwise the head category's path carries it.
 */
export function listingHref(scope: ListingScope, filters: ListingFilters): string {
  const keepsRoute =
    scope.kind === 'category' &&
    scope.subcategory !== undefined &&
    filters.subcategories.length === 1 &&
    filters.subcategories[0] === scope.subcategory;
  const path = keepsRoute ? scopePath(scope) : filterFormPath(scope);
  return `${path}${listingSearch(filters, keepsRoute ? scope : undefined)}`;
}

/** A copy of the state with one value toggled in one list, back on page 1 (000 §4). */
export function toggleFilter(
  filters: ListingFilters,
  list: 'categories' | 'subcategories' | 'brands',
  value: string,
): ListingFilters {
  const current = filters[list];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [list]: next, page: 1 };
}

/** Clear All empties the three lists (000 §4); sort stays, the page goes back to 1. */
export function clearFilters(filters: ListingFilters): ListingFilters {
  return { ...filters, categories: [], subcategories: [], brands: [], days: null, page: 1 };
}

/** The query of GET /ecommerce/itemgroups/ for a scope and its state (docs/api.md Listing). */
export function listingApiQuery(scope: ListingScope, filters: ListingFilters): URLSearchParams {
  const query = new URLSearchParams();
  query.set('page', String(filters.page));
  switch (scope.kind) {
    case 'brand':
      query.append('brand', scope.brand);
      for (const c of filters.categories) query.append('category', c);
      break;
    case 'category':
      query.append('category', scope.headCategory);
      for (const b of filters.brands) query.append('brand', b);
      break;
    case 'shopBy':
      query.set('shop_by', scope.shopBy);
      for (const b of filters.brands) query.append('brand', b);
      break;
  }
  for (const s of filters.subcategories) query.append('subcategory', s);
  if (filters.sort !== DEFAULT_SORT) query.set('sort', filters.sort);
  if (filters.days !== null) query.set('new_within_days', String(filters.days));
  return query;
}

export function brandPath(brand: string): string {
  return scopePath({ kind: 'brand', brand });
}

/** A curated list's route, by the value its link carries ('New Arrival', 'Most Popular'). */
export function shopByPath(routeValue: string): string {
  return `/products/shopBy/${encodeURIComponent(routeValue)}`;
}
