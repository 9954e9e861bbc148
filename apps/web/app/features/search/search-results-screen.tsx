// The search results screen (000 §2 Search, §4): item count, results grid (2 columns on
// mobile, 4 at medium, 5 at large), a desktop sidebar (Sub categories 2 then '+ View All',
// Brand 6 then '+ View All', each with its own search, Clear All, New Arrival days), the mobile
// Sort By and Filter sheets, and pagination. Its state is the URL: filters are GET forms and
// sort and pages are links, so it all works before (and without) JavaScript.
import { Link, useNavigation } from 'react-router';
import {
  SEARCH_BRANDS_BEFORE_VIEW_ALL,
  SEARCH_SORT_OPTIONS,
  SEARCH_SUBCATEGORIES_BEFORE_VIEW_ALL,
} from '@solestock/domain';
import { FilterListOptions, type CheckboxFilterList } from '../../components/ui/filter-list';
import { Pagination } from '../../components/ui/pagination';
import { SortFilterSheet } from '../../components/ui/sort-filter-sheet';
import { ActiveFilters, FilterSidebar, filterSheetTabs } from '../../components/ui/filter-panels';
import { clearFilters, type ListingFilters } from '../../lib/listing-url';
import { SEARCH_RESULTS_PATH, searchHref, type SearchResponse } from '../../lib/search-url';
import { SearchResultCard } from './search-result-card';
import { useLocale, useT, type MessageId } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { SORT_LABEL } from '../catalogue/sort-labels';

/**
 * 000 §8 lists four loading texts; three are placed by the spec's screens ('Loading...' on the
 * brands page and the home blocks, 'Loading Products...' on the listing, 'recommended Products
 * loading..' on Recommended Products). The fourth, 'loading...', sits among the search rows of
 * that table, and search results are the one browsing screen with a loading state (000 §4) and no
 * text of its own: it is theirs (issue 27.14).
 */
const SEARCH_LOADING: MessageId = 'search.loading';

export interface SearchResultsProps {
  q: string;
  filters: ListingFilters;
  results: SearchResponse | null;
  error: string | null;
}

type ListKey = 'subcategories' | 'brands';
interface FacetList extends CheckboxFilterList {
  key: ListKey;
  tab: MessageId;
  limit: number;
}

/** The facet lists, with every ticked value kept even when the new query no longer has it. */
function facetLists(results: SearchResponse | null, filters: ListingFilters): FacetList[] {
  const options = (facet: { key: string; count: number }[], selected: string[]) => {
    const lower = new Set(facet.map((f) => f.key.toLowerCase()));
    return [
      ...facet.map((f) => ({ value: f.key, count: f.count })),
      ...selected.filter((s) => !lower.has(s.toLowerCase())).map((value) => ({ value, count: 0 })),
    ];
  };
  return [
    {
      key: 'subcategories',
      name: 'subcategory',
      title: 'filters.subcategoriesTab',
      tab: 'filters.subcategoriesTab',
      limit: SEARCH_SUBCATEGORIES_BEFORE_VIEW_ALL,
      options: options(results?.facets.subcategories ?? [], filters.subcategories),
    },
    {
      key: 'brands',
      name: 'brand',
      title: 'filters.brand',
      tab: 'filters.brand',
      limit: SEARCH_BRANDS_BEFORE_VIEW_ALL,
      options: options(results?.facets.brands ?? [], filters.brands),
    },
  ];
}

/** Ticks are compared in any case: the API matches names so, and URLs get retyped. */
const selectedIn = (list: FacetList, filters: ListingFilters) => {
  const wanted = new Set(filters[list.key].map((s) => s.toLowerCase()));
  return list.options.filter((o) => wanted.has(o.value.toLowerCase())).map((o) => o.value);
};

/** A sentence around one placeholder, split so the placeholder can be drawn in markup of its own. */
function around(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + mark.length)];
}

export function SearchResultsScreen({ q, filters, results, error }: SearchResultsProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location?.pathname === SEARCH_RESULTS_PATH;
  const lists = facetLists(results, filters);
  const total = results?.pagination.total_results ?? 0;
  const activeCount = filters.subcategories.length + filters.brands.length + (filters.days ? 1 : 0);
  const hrefOf = (next: ListingFilters) => searchHref(q, next);

  if (!q) {
    return (
      <main className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('search.search')}</h1>
        <p className="mt-3 text-slate-600">{t('search.typeHint')}</p>
      </main>
    );
  }

  // The query sits where the language puts it: before the words in Japanese and Chinese.
  const [before, after] = around(t('search.resultsFor', { q: '\u0000' }), '\u0000');
  return (
    <main className="mx-auto max-w-7xl px-4 pt-4 pb-28 sm:px-6 lg:pb-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {before}
        <span className="text-brand-700">“{q}”</span>
        {after}
      </h1>

      <div className="mt-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <aside className="hidden lg:block" aria-labelledby="search-filters-heading">
          <FilterSidebar
            action={SEARCH_RESULTS_PATH}
            filters={filters}
            hrefOf={hrefOf}
            clearHref={searchHref(q, clearFilters(filters))}
            headingId="search-filters-heading"
            carried={<CarriedValues q={q} filters={filters} />}
          >
            {lists.map((list) => (
              <FilterListOptions
                key={list.key}
                list={list}
                selected={selectedIn(list, filters)}
                collapsible
                limit={list.limit}
                viewAllLabel="filters.viewAllPlus"
              />
            ))}
          </FilterSidebar>
        </aside>

        <section aria-labelledby="search-products-heading" className="min-w-0">
          <h2 id="search-products-heading" className="sr-only">
            {t('listing.products')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatNumber(locale, total)}
              </span>{' '}
              {t('listing.itemCount', { count: total })}
            </p>
          </div>
          <ActiveFilters filters={filters} lists={['subcategories', 'brands']} hrefOf={hrefOf} />

          {loading ? (
            <p role="status" className="mt-4 text-sm font-medium text-brand-700">
              {t(SEARCH_LOADING)}
            </p>
          ) : null}

          {error ? (
            <div
              role="alert"
              className="mt-10 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
            >
              {error}
            </div>
          ) : results && results.products.length === 0 ? (
            <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center">
              <p className="font-semibold text-slate-900">
                {filters.page > 1 ? t('search.noResultsOnPage') : t('search.noMatch', { q })}
              </p>
              <p className="mt-2 text-sm text-slate-600">
                {activeCount > 0 ? (
                  <Link
                    to={searchHref(q, clearFilters(filters))}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {t('listing.clearAllFilters')}
                  </Link>
                ) : filters.page > 1 ? (
                  <Link
                    to={searchHref(q, { ...filters, page: 1 })}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {t('listing.backToFirstPage')}
                  </Link>
                ) : (
                  t('search.checkSpelling')
                )}
              </p>
            </div>
          ) : (
            <ul
              className={`mt-5 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5 md:gap-3 xl:gap-4 ${loading ? 'opacity-60 transition-opacity' : ''}`}
              data-testid="search-grid"
            >
              {results?.products.map((product, i) => (
                <li key={product.id}>
                  <SearchResultCard product={product} priority={i < 5} />
                </li>
              ))}
            </ul>
          )}

          {results ? (
            <Pagination
              page={filters.page}
              totalPages={results.pagination.total_pages}
              hrefFor={(page) => searchHref(q, { ...filters, page })}
            />
          ) : null}
        </section>
      </div>

      <MobileBar q={q} filters={filters} lists={lists} activeCount={activeCount} />
    </main>
  );
}

/** What a filter form carries besides its own checkboxes: the query and the sort. */
function CarriedValues({ q, filters }: { q: string; filters: ListingFilters }) {
  return (
    <>
      <input type="hidden" name="q" value={q} />
      {filters.sort !== 'recommended' ? (
        <input type="hidden" name="sort" value={filters.sort} />
      ) : null}
    </>
  );
}

/** Below 1024 px: the bottom bar with the Sort By and Filter sheets (000 §2 Search). */
function MobileBar({
  q,
  filters,
  lists,
  activeCount,
}: {
  q: string;
  filters: ListingFilters;
  lists: FacetList[];
  activeCount: number;
}) {
  const t = useT();
  const tabs = filterSheetTabs(lists, (list) => selectedIn(list, filters), filters.days);
  return (
    <SortFilterSheet
      idPrefix="search"
      sortLabel={t('search.sortBy')}
      applyLabel={t('search.apply')}
      sortOptions={SEARCH_SORT_OPTIONS.map((option) => ({
        ...option,
        label: t(SORT_LABEL[option.value]),
        href: searchHref(q, { ...filters, sort: option.value, page: 1 }),
      }))}
      currentSort={filters.sort}
      stateKey={searchHref(q, filters)}
      filterAction={SEARCH_RESULTS_PATH}
      carried={<CarriedValues q={q} filters={filters} />}
      clearHref={searchHref(q, clearFilters(filters))}
      tabs={tabs}
      initialTab="subcategories"
      activeCount={activeCount}
    />
  );
}
