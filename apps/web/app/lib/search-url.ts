// The search results screen's state lives in its URL (/search-results?q=…, 000 §2): the query,
// the subcategory and brand filters, sort, day window and page, in the listing's own keys.
import type { SearchResponse } from '@solestock/domain';
import {
  DEFAULT_SORT,
  LISTING_KEYS,
  listingSearch,
  parseCommonFilters,
  type ListingFilters,
} from './listing-url';

export const SEARCH_RESULTS_PATH = '/search-results';
/** The query keys the results page reads: q and the listing's keys but category. */
export const SEARCH_KEYS = [
  'q',
  LISTING_KEYS.page,
  LISTING_KEYS.subcategory,
  LISTING_KEYS.brand,
  LISTING_KEYS.sort,
  LISTING_KEYS.days,
];
/** The API refuses longer queries; a longer URL is cut rather than failed. */
const MAX_QUERY_LENGTH = 200;

export type { SearchResponse };

export interface SearchState {
  /** Trimmed; '' when nothing was searched. */
  q: string;
  /** The listing's filter state; search has no category list, so `categories` stays empty. */
  filters: ListingFilters;
}

export const NO_FILTERS: ListingFilters = {
  page: 1,
  categories: [],
  subcategories: [],
  brands: [],
  sort: DEFAULT_SORT,
  days: null,
};

export function parseSearchUrl(search: URLSearchParams): SearchState {
  return {
    q: (search.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    filters: { ...parseCommonFilters(search), categories: [] },
  };
}

/** The results URL for a query and state; a new search starts unfiltered on page 1. */
export function searchHref(q: string, filters: ListingFilters = NO_FILTERS): string {
  const rest = listingSearch({ ...filters, categories: [] }).slice(1);
  return `${SEARCH_RESULTS_PATH}?q=${encodeURIComponent(q)}${rest ? `&${rest}` : ''}`;
}

/** The query of GET /ecommerce/search/products/ (docs/api.md Search). */
export function searchApiQuery(q: string, filters: ListingFilters): URLSearchParams {
  const query = new URLSearchParams({ q, page: String(filters.page) });
  for (const s of filters.subcategories) query.append('subcategory', s);
  for (const b of filters.brands) query.append('brand', b);
  if (filters.sort !== DEFAULT_SORT) query.set('sort', filters.sort);
  if (filters.days !== null) query.set('new_within_days', String(filters.days));
  return query;
}
