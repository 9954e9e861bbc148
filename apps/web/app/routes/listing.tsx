// The four listing routes (brand, head category, subcategory, shopBy) share this module: the
// loader reads the route and the URL's filters, asks the listing API and the filter lists, and
// the screen renders them on the server.
import { data } from 'react-router';
import type { Route } from './+types/listing';
import { brandOfMatches } from '../lib/brand';
import { cardGroup } from '../components/ui/product-card';
import { ApiError, apiJson, shopWideJson } from '../lib/api';
import type { Brand, Category } from '../lib/catalogue-types';
import {
  LISTING_KEYS,
  listingApiQuery,
  parseListingSearch,
  scopeFromParams,
  scopePath,
  scopeTitle,
  type ListingScope,
} from '../lib/listing-url';
import type { ListingPage as ListingResponse } from '@solestock/domain';
import { ListingScreen } from '../features/catalogue/listing-screen';
import { filterLists } from '../features/catalogue/filter-options';
import { absoluteUrl } from '../lib/public-url';
import { metaTranslator } from '../i18n/meta-translator';
import { pageQuery, sharedPage } from '../lib/page-query';

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

/** A list the screen can live without: an empty list on failure. */
const orEmpty = <T,>(p: Promise<T[]>) => p.catch((): T[] => []);

export const handle = sharedPage(pageQuery(...Object.values(LISTING_KEYS)));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = scopeFromParams(params);
  if (!found) throw notFound();
  let scope: ListingScope = found;
  const url = new URL(request.url);
  const filters = parseListingSearch(url.searchParams, scope);
  const api = context.api;

  const listingPromise = apiJson<ListingResponse>(
    api,
    `/ecommerce/itemgroups/?${listingApiQuery(scope, filters).toString()}`,
  ).then(
    (listing) => ({ listing, error: null }),
    (e: unknown) => {
      if (!(e instanceof ApiError)) console.error('listing fetch failed', e);
      return { listing: null, error: 'Failed to fetch products' };
    },
  );
  const [result, categories, brands] = await Promise.all([
    listingPromise,
    orEmpty(
      shopWideJson<Category[]>(
        context,
        scope.kind === 'brand'
          ? `/ecommerce/categories/?brand=${encodeURIComponent(scope.brand)}`
          : '/ecommerce/categories/',
      ),
    ),
    orEmpty(
      shopWideJson<Brand[]>(
        context,
        scope.kind === 'category'
          ? `/ecommerce/brands/?category=${encodeURIComponent(scope.headCategory)}`
          : '/ecommerce/brands/',
      ),
    ),
  ]);

  // Unknown brands and categories are 404s, spelt as the catalogue spells them otherwise.
  let brand: Brand | null = null;
  if (scope.kind === 'brand' && brands.length > 0) {
    const wanted = scope.brand.toLowerCase();
    brand = brands.find((b) => b.brand.toLowerCase() === wanted) ?? null;
    if (!brand) throw notFound();
    scope = { ...scope, brand: brand.brand };
  }
  if (scope.kind === 'category' && categories.length > 0) {
    const wantedHead = scope.headCategory.toLowerCase();
    const head = categories.find((c) => c.headCategory.toLowerCase() === wantedHead);
    if (!head) throw notFound();
    const wantedSub = scope.subcategory?.toLowerCase();
    const sub = wantedSub
      ? head.subCategories.find((s) => s.name.toLowerCase() === wantedSub)
      : undefined;
    if (wantedSub && !sub) throw notFound();
    scope = sub
      ? { kind: 'category', headCategory: head.headCategory, subcategory: sub.name }
      : { kind: 'category', headCategory: head.headCategory };
  }

  return {
    scope,
    filters,
    title: scopeTitle(scope),
    canonical: absoluteUrl(
      context.publicUrl,
      `${scopePath(scope)}${filters.page > 1 ? `?page=${filters.page}` : ''}`,
    ),
    // What the page renders (decision 118): the cards' own data, not every product of every
    // group; the filter lists' options and counts, not the whole directory they come from.
    listing: result.listing ? cardsOnly(result.listing) : null,
    error: result.error,
    brand,
    image: brand?.banner ? absoluteUrl(context.publicUrl, brand.banner) : null,
    lists: filterLists(scope, filters, { categories, brands }, result.listing?.facets),
  };
}

/** The listing as the page renders it: each group's card; its counts went into the lists. */
function cardsOnly({ facets: _counted, ...page }: ListingResponse): ListingResponse {
  return { ...page, results: page.results.map(cardGroup) };
}

export function meta({ loaderData: d, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  const t = metaTranslator(matches);
  if (!d) return [{ title: t('meta.shopTitle', { page: t('listing.products'), shop }) }];
  const page = d.filters.page > 1 ? t('meta.listing.page', { page: String(d.filters.page) }) : '';
  const title = t('meta.listing.title', { title: d.title, page, shop });
  const description = t('meta.listing.description', {
    title: d.title,
    count: d.listing ? String(d.listing.count) : t('meta.listing.many'),
  });
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: d.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: d.canonical },
    ...(d.image ? [{ property: 'og:image', content: d.image }] : []),
  ];
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  return <ListingScreen {...loaderData} />;
}
