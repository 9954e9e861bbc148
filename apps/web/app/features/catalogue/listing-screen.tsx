// The one listing screen of the four listing routes (000 §2): heading (brand banner or
// breadcrumbs), items count, sort, filter sidebar (wide screens) or bottom bar with Sort by and
// Filter panels (small screens), the grid and pagination. Its state is the URL: filters are GET
// forms and sort and pages are links, so everything works before (and without) JavaScript.
import { Link, useNavigation } from 'react-router';
import { SORT_OPTIONS } from '@solestock/domain';
import type { Brand } from '../../lib/catalogue-types';
import {
  clearFilters,
  filterFormPath,
  headCategoryPath,
  listingHref,
  subcategoryPath,
  type ListingFilters,
  type ListingScope,
} from '../../lib/listing-url';
import type { ListingPage as ListingResponse } from '@solestock/domain';
import { FilterListOptions } from '../../components/ui/filter-list';
import type { FilterList } from './filter-options';
import { Pagination } from '../../components/ui/pagination';
import { ProductCard } from '../../components/ui/product-card';
import { SortFilterSheet } from '../../components/ui/sort-filter-sheet';
import { ActiveFilters, FilterSidebar, filterSheetTabs } from '../../components/ui/filter-panels';
import { useLocale, useT } from '../../i18n/i18n';
import { SORT_LABEL } from './sort-labels';
import { formatNumber } from '../../i18n/format';

export interface ListingScreenProps {
  scope: ListingScope;
  filters: ListingFilters;
  title: string;
  listing: ListingResponse | null;
  error: string | null;
  brand: Brand | null;
  /** The filter sidebar's lists, made by the loader from the directory and the counts. */
  lists: FilterList[];
}

export function ListingScreen(props: ListingScreenProps) {
  const { scope, filters, listing, error, lists } = props;
  const t = useT();
  const hrefOf = (next: ListingFilters) => listingHref(scope, next);
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' &&
    /^\/products\/(?!product\/)/.test(navigation.location?.pathname ?? '');
  const count = listing?.count ?? 0;
  const hrefFor = (page: number) => listingHref(scope, { ...filters, page });
  const activeCount =
    filters.categories.length +
    filters.subcategories.length +
    filters.brands.length +
    (filters.days ? 1 : 0);

  return (
    <main className="mx-auto max-w-7xl px-4 pt-4 pb-28 sm:px-6 lg:pb-16">
      <ListingHeading {...props} />

      <div className="mt-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <aside className="hidden lg:block" aria-labelledby="filters-heading">
          <FilterSidebar
            action={filterFormPath(scope)}
            filters={filters}
            hrefOf={hrefOf}
            clearHref={listingHref(scope, clearFilters(filters))}
            headingId="filters-heading"
            carried={<CarriedValues filters={filters} withDays={false} />}
          >
            {lists.map((list) => (
              <FilterListOptions
                key={list.key}
                list={list}
                selected={filters[list.key]}
                collapsible
              />
            ))}
          </FilterSidebar>
        </aside>

        <section aria-labelledby="products-heading" className="min-w-0">
          <h2 id="products-heading" className="sr-only">
            {t('listing.products')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              <span className="font-semibold text-slate-900 tabular-nums">{count}</span>{' '}
              {t('listing.itemCount', { count })}
            </p>
            <SortLinks scope={scope} filters={filters} className="hidden lg:flex" />
          </div>
          <ActiveFilters
            filters={filters}
            lists={['categories', 'subcategories', 'brands']}
            hrefOf={hrefOf}
            clearHref={listingHref(scope, clearFilters(filters))}
          />

          {loading ? (
            <p role="status" className="mt-4 text-sm font-medium text-brand-700">
              {t('listing.loadingProducts')}
            </p>
          ) : null}

          {error && !listing ? (
            <div
              role="alert"
              className="mt-10 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
            >
              {error}
            </div>
          ) : listing && listing.results.length === 0 ? (
            <EmptyResults scope={scope} filters={filters} />
          ) : (
            <ul
              className={`mt-5 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 md:gap-3 lg:grid-cols-5 xl:gap-4 ${loading ? 'opacity-60 transition-opacity' : ''}`}
              data-testid="listing-grid"
            >
              {listing?.results.map((group, i) => (
                <li key={group.id}>
                  <ProductCard group={group} priority={i < 5} />
                </li>
              ))}
            </ul>
          )}

          {listing ? (
            <Pagination page={filters.page} totalPages={listing.total_pages} hrefFor={hrefFor} />
          ) : null}
        </section>
      </div>

      <MobileBar scope={scope} filters={filters} lists={lists} activeCount={activeCount} />
    </main>
  );
}

function ListingHeading({ scope, title, brand, listing }: ListingScreenProps) {
  const t = useT();
  const locale = useLocale();
  if (scope.kind === 'brand') {
    return (
      <header>
        {brand?.banner ? (
          <div className="overflow-hidden rounded-2xl bg-slate-100">
            <img
              src={brand.banner}
              alt=""
              width={1600}
              height={400}
              className="aspect-[3/1] w-full object-cover sm:aspect-[4/1] lg:aspect-[5/1]"
            />
          </div>
        ) : null}
        <div
          className={`flex items-center gap-4 ${brand?.banner ? '-mt-8 px-4 sm:-mt-10 sm:px-6' : ''}`}
        >
          {brand?.logo ? (
            <img
              src={brand.logo}
              alt={t('listing.brandLogo', { brand: brand.brand })}
              width={96}
              height={96}
              className="h-16 w-16 shrink-0 rounded-xl border border-slate-200 bg-white object-contain p-1.5 shadow-md sm:h-20 sm:w-20"
            />
          ) : null}
          <div className={brand?.banner ? 'pt-8 sm:pt-10' : ''}>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {title}
            </h1>
            <p className="text-sm text-slate-600">
              {formatNumber(locale, brand?.item_group_count ?? listing?.count ?? 0)}
              {t('listing.itemsSuffix')}
            </p>
          </div>
        </div>
      </header>
    );
  }
  return (
    <header>
      {scope.kind === 'category' ? (
        <nav aria-label={t('listing.breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
            <li>
              <Link to="/" className="hover:text-brand-700 hover:underline">
                {t('listing.home')}
              </Link>
            </li>
            <Crumb href={headCategoryPath(scope.headCategory)} current={!scope.subcategory}>
              {scope.headCategory}
            </Crumb>
            {scope.subcategory ? (
              <Crumb href={subcategoryPath(scope.headCategory, scope.subcategory)} current>
                {scope.subcategory}
              </Crumb>
            ) : null}
          </ol>
        </nav>
      ) : null}
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
    </header>
  );
}

function Crumb({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <li className="flex items-center gap-1">
      <span aria-hidden="true" className="text-slate-400">
        /
      </span>
      {current ? (
        <span aria-current="page" className="font-medium text-slate-800">
          {children}
        </span>
      ) : (
        <Link to={href} className="hover:text-brand-700 hover:underline">
          {children}
        </Link>
      )}
    </li>
  );
}

function SortLinks({
  scope,
  filters,
  className = '',
  onPick,
}: {
  scope: ListingScope;
  filters: ListingFilters;
  className?: string;
  onPick?: () => void;
}) {
  const t = useT();
  return (
    <nav aria-label={t('listing.sortBy')} className={`items-center gap-2 text-sm ${className}`}>
      <span className="text-slate-600" aria-hidden="true">
        {t('listing.sortByColon')}
      </span>
      <ul className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {SORT_OPTIONS.map((option) => {
          const current = option.value === filters.sort;
          return (
            <li key={option.value}>
              <Link
                to={listingHref(scope, { ...filters, sort: option.value, page: 1 })}
                aria-current={current ? 'true' : undefined}
                onClick={onPick}
                className={`block rounded-md px-3 py-1.5 font-medium whitespace-nowrap ${
                  current
                    ? 'bg-white text-brand-700 shadow-sm'
                    : 'text-slate-600 hover:text-slate-900'
                }`}
              >
                {t(SORT_LABEL[option.value])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function EmptyResults({ scope, filters }: { scope: ListingScope; filters: ListingFilters }) {
  const t = useT();
  const filtered =
    filters.categories.length + filters.subcategories.length + filters.brands.length > 0 ||
    filters.days;
  return (
    <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p className="font-semibold text-slate-900">
        {filters.page > 1 ? t('listing.noProductsOnPage') : t('listing.noProductsMatch')}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        <Link
          to={
            filtered
              ? listingHref(scope, clearFilters(filters))
              : listingHref(scope, { ...filters, page: 1 })
          }
          className="font-semibold text-brand-700 hover:underline"
        >
          {filtered ? t('listing.clearAllFilters') : t('listing.backToFirstPage')}
        </Link>
      </p>
    </div>
  );
}

/** The values a filter form must carry besides its own checkboxes. */
function CarriedValues({ filters, withDays }: { filters: ListingFilters; withDays: boolean }) {
  return (
    <>
      {filters.sort !== 'recommended' ? (
        <input type="hidden" name="sort" value={filters.sort} />
      ) : null}
      {withDays && filters.days ? <input type="hidden" name="days" value={filters.days} /> : null}
    </>
  );
}

/** Small screens: the bottom bar with the Sort by and Filter panels (000 §2). */
function MobileBar({
  scope,
  filters,
  lists,
  activeCount,
}: {
  scope: ListingScope;
  filters: ListingFilters;
  lists: FilterList[];
  activeCount: number;
}) {
  const t = useT();
  const tabs = filterSheetTabs(lists, (list) => filters[list.key], filters.days);
  return (
    <SortFilterSheet
      idPrefix="listing"
      sortLabel={t('listing.sortBy')}
      applyLabel={t('listing.apply')}
      sortOptions={SORT_OPTIONS.map((option) => ({
        ...option,
        label: t(SORT_LABEL[option.value]),
        href: listingHref(scope, { ...filters, sort: option.value, page: 1 }),
      }))}
      currentSort={filters.sort}
      stateKey={listingHref(scope, filters)}
      filterAction={filterFormPath(scope)}
      carried={<CarriedValues filters={filters} withDays={false} />}
      clearHref={listingHref(scope, clearFilters(filters))}
      tabs={tabs}
      initialTab={lists[0]?.key ?? 'days'}
      activeCount={activeCount}
    />
  );
}
