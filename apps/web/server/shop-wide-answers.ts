// The answers page loaders read that are the same for every shopper: the exchange rates, the
// category and brand directories, the social links and the shop's brand. The API keeps each a
// few seconds for everyone (its microcache, decision 007); the web server hosting the API keeps
// them parsed for no longer, so a page's loaders do not ask the API through a request, a
// Response and a JSON parse, four to six times a page, for what it answered a moment ago
// (docs/decisions/214). A back-office write forgets them at once, as it does kept pages.
import { apiJson, type ApiFetch } from '../app/lib/api.ts';
import { RESPONSE_CACHE_TTL_MS } from '@solestock/api/host';

/**
 * The paths kept: public answers of the API that depend on their URL alone (docs/api.md), never
 * on who asks (no group or price-list prices). A path not listed is asked as apiJson asks it.
 */
const SHOP_WIDE = /^\/ecommerce\/(?:exchange-rates|categories|brands|social-media|brand)\/(?:\?|$)/;
/** Listing loaders key the directories by brand or category: a bound on what a crawler can add. */
const MAX_KEPT = 500;

export class ShopWideAnswers {
  private readonly kept = new Map<string, { value: unknown; until: number }>();

  constructor(
    private readonly ttlMs = RESPONSE_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * `path`'s answer, parsed: kept while it is as fresh as the API's own copy would be (its age
   * counts), else asked of `api`, the page's way to the API in `language` (the key's part: a
   * Japanese page's directory is not an English one). Failures are thrown as apiJson throws them
   * and never kept.
   */
  async read<T>(api: ApiFetch, path: string, language: string): Promise<T> {
    if (!SHOP_WIDE.test(path)) return apiJson<T>(api, path);
    const key = `${language} ${path}`;
    const hit = this.kept.get(key);
    if (hit && hit.until > this.now()) return hit.value as T;
    let ageMs = 0;
    const value = await apiJson<T>(
      (asked, init) =>
        api(asked, init).then((response) => {
          // An answer from the API's microcache is as old as its Age says.
          ageMs = 1000 * (Number(response.headers.get('age')) || 0);
          return response;
        }),
      path,
    );
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    this.kept.set(key, { value, until: this.now() + this.ttlMs - ageMs });
    return value;
  }

  clear(): void {
    this.kept.clear();
  }
}
