// /search-results?q= (000 §2 Search): the loader reads the query and filters from the URL and
// asks the search API; the screen renders on the server.
import type { Route } from './+types/search-results';
import { brandOfMatches } from '../lib/brand';
import { metaTranslator } from '../i18n/meta-translator';
import { ApiError, apiJson, serverMessage } from '../lib/api';
import {
  SEARCH_KEYS,
  parseSearchUrl,
  searchApiQuery,
  type SearchResponse,
} from '../lib/search-url';
import { pageQuery, sharedPage } from '../lib/page-query';
import { SearchResultsScreen } from '../features/search/search-results-screen';

/** 000 §8: a search failure shows its message, or this. */
export const SEARCH_FAILED = 'An error occurred while fetching results.';

export const handle = sharedPage(pageQuery(...SEARCH_KEYS));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, filters } = parseSearchUrl(new URL(request.url).searchParams);
  if (!q) return { q, filters, results: null, error: null };
  try {
    const results = await apiJson<SearchResponse>(
      context.api,
      `/ecommerce/search/products/?${searchApiQuery(q, filters).toString()}`,
    );
    return { q, filters, results, error: null };
  } catch (e) {
    if (!(e instanceof ApiError)) console.error('search failed', e);
    // The server's own sentence, whatever the status (a 503's "try again" is worth reading), or
    // the spec's fallback: never the client's generic "Request failed (4xx)." (issue 27.13).
    return { q, filters, results: null, error: serverMessage(e) ?? SEARCH_FAILED };
  }
}

export function meta({ loaderData: d, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  const t = metaTranslator(matches);
  const title = d?.q
    ? t('meta.search.resultsTitle', { q: d.q, shop })
    : t('meta.shopTitle', { page: t('search.search'), shop });
  // Result pages are endless variations of the catalogue: not for search engines' indexes.
  return [{ title }, { name: 'robots', content: 'noindex, follow' }];
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  return <SearchResultsScreen {...loaderData} />;
}
