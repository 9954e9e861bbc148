// The one API client. On the server, loaders get `context.api`, which reaches the API in the
// same process (or at API_URL) with the shopper's cookies; in the browser it is plain fetch.
import type { CountryCode } from '@solestock/domain';
import { DEFAULT_LOCALE, PAGE_LANGUAGE_HEADER, type Locale } from '@solestock/domain/locales';
import { shownPageLocale } from '../i18n/locale-path';

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiFetch;
    /** PUBLIC_URL from the server's config: the only origin absolute links and redirects use. */
    publicUrl: string;
    /** SELLER_SITE_URL: the one site `from` may send a shopper back to. */
    sellerSiteUrl?: string | undefined;
    /**
     * The shopper's country, decided once per request by the web server (server/shopper-country.ts):
     * the country cookie, else the trusted edge header (COUNTRY_HEADER), else Accept-Language.
     * Kept pages are keyed by the same decision.
     */
    country: CountryCode;
    /**
     * STOREFRONT_LANGUAGES: the languages offered, English first (decision 207). Unset (tests
     * rendering alone): English only.
     */
    languages?: readonly Locale[] | undefined;
    /** This response's Content-Security-Policy nonce (web-server.ts; entry.server.tsx uses it). */
    cspNonce?: string | undefined;
    /**
     * A shared render (docs/decisions/157): a signed-in shopper's page rendered as a guest's, at
     * their price list, kept for everyone with the same country and price list; the web server
     * adds their personal part.
     */
    shared?: boolean | undefined;
    /**
     * A shop-wide answer (rates, directories, social links, brand: the same for every shopper),
     * parsed, from what the web server keeps for the API microcache's few seconds
     * (server/shop-wide-answers.ts); unset where nothing is kept. Loaders ask through
     * shopWideJson.
     */
    shopWide?: (<T>(path: string) => Promise<T>) | undefined;
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

const sessionEndedListeners = new Set<() => void>();

/** Called when a refresh fails in the browser: the shopper is signed out (001 §4). */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

let refreshing: Promise<boolean> | null = null;

/** One refresh in flight for every request waiting on it. */
function refreshSession(send: typeof fetch): Promise<boolean> {
  refreshing ??= send('/api/token/refresh/', { method: 'POST', credentials: 'include' })
    .then(
      (r) => r.ok,
      () => false,
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * The browser's client. A 401 `not_authenticated` is retried once after a token refresh; a
 * refresh that fails signs the shopper out. Staff calls (/admin/) are never refreshed.
 */
export function createBrowserApi(send: typeof fetch = (...a) => fetch(...a)): ApiFetch {
  return async (path, init) => {
    const request = () => send(`/api${path}`, { credentials: 'include', ...init });
    const first = await request();
    if (first.status !== 401 || path.startsWith('/token/refresh')) return first;
    // A staff call's 401 is about the staff session: the shopper's refresh cannot mend it, and a
    // failed one must not sign the shopper out.
    if (path.startsWith('/admin/')) return first;
    const body = (await first
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    if (body?.code !== 'not_authenticated') return first;
    if (!(await refreshSession(send))) {
      console.error('Session refresh failed; signing out.');
      for (const listener of sessionEndedListeners) listener();
      return first;
    }
    return request();
  };
}

/**
 * The storefront's catalogue reads that take `lang` (docs/translations.md, docs/api.md
 * Translations): GETs of these paths, with or without a query.
 */
const TRANSLATED_READS = new RegExp(
  '^/ecommerce/(?:itemgroups/|homepage/itemgroups/|item-group/[^/?#]+/|products/[^/?#]+/[^/?#]+' +
    '|search/products/|brands/|categories/|carousel-banners/|ecosystem-banner/|cart/items/)(?:\\?|$)',
);

/**
 * The one place a page's language reaches the API. The catalogue reads of a page in `locale`
 * carry `lang`, so names, bullet points, brands and categories come translated; every storefront
 * call carries the page-language header, so the API's refusals come in the page's language
 * (docs/refusals-in-languages.md); the console's calls (/admin/) stay English. English sends
 * nothing: its calls (and the API's cached answers) are exactly what they were. The API's
 * response cache keys `?lang=` answers apart (lang is a declared query key of each call) and
 * keeps no refusal.
 */
export function catalogueInLanguage(api: ApiFetch, locale: Locale): ApiFetch {
  if (locale === DEFAULT_LOCALE) return api;
  return (path, init) => {
    if (path.startsWith('/admin/')) return api(path, init);
    const headers = new Headers(init?.headers);
    headers.set(PAGE_LANGUAGE_HEADER, locale);
    const inLanguage = { ...init, headers };
    const read = (init?.method ?? 'GET').toUpperCase() === 'GET' && TRANSLATED_READS.test(path);
    if (!read) return api(path, inLanguage);
    return api(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`, inLanguage);
  };
}

const browserClient = createBrowserApi();

/** The browser's client, its catalogue reads in the page's language. */
export const browserApi: ApiFetch = (path, init) =>
  catalogueInLanguage(browserClient, shownPageLocale())(path, init);

/**
 * A shop-wide answer the page's loader reads (the rates, the category and brand directories, the
 * social links, the brand): from the web server's kept answers when it has them (context
 * `shopWide`, docs/decisions/214), else asked as apiJson asks, with the same failures.
 */
export function shopWideJson<T>(
  context: { api: ApiFetch; shopWide?: (<U>(path: string) => Promise<U>) | undefined },
  path: string,
): Promise<T> {
  return context.shopWide ? context.shopWide<T>(path) : apiJson<T>(context.api, path);
}

/**
 * A call whose failure a page shows as a degraded part, not as an error page: its value, or
 * its message.
 */
export function settled<T>(
  call: Promise<T>,
): Promise<{ value: T; error: null } | { value: null; error: string }> {
  return call.then(
    (value) => ({ value, error: null }),
    (e: unknown) => ({ value: null, error: e instanceof Error ? e.message : String(e) }),
  );
}

/** Calls the API and returns its JSON; a non-2xx answer becomes an ApiError with its sentence. */
export async function apiJson<T>(api: ApiFetch, path: string, init?: RequestInit): Promise<T> {
  const response = await api(path, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init?.body ? { 'content-type': 'application/json' } : {}),
      ...init?.headers,
    },
  });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      (body as { error?: unknown } | null)?.error &&
      typeof (body as { error: unknown }).error === 'string'
        ? (body as { error: string }).error
        : `Request failed (${response.status}).`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

/**
 * The API's own sentence (its `error` field) carried by a failure, or null: a network error or
 * an answer without one has only the client's generic text, and specs want their fallback then.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const sent = (error.body as { error?: unknown } | null)?.error;
  return typeof sent === 'string' && sent ? sent : null;
}
