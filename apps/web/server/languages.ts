// The storefront's languages at the server (docs/languages.md, decision 204): which language a
// page request is for, the build that serves it (the language's segment as React Router's
// basename), and the first visit's one redirect from `/` by Accept-Language.
import type { ServerBuild } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@solestock/domain/locales';
import {
  languageFromCookie,
  localeOfAcceptLanguage,
  languageCookie,
} from '../app/i18n/language-cookie.ts';
import { localeBasename, localizedPath, splitLocalePath } from '../app/i18n/locale-path.ts';

export { splitLocalePath };

/** The build once per language, each with its segment as basename (English: the build itself). */
export function buildsPerLocale(build: ServerBuild): Record<Locale, ServerBuild> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      locale === DEFAULT_LOCALE ? build : { ...build, basename: localeBasename(locale) },
    ]),
  ) as Record<Locale, ServerBuild>;
}

/**
 * Where a request for `/` goes instead, with the cookie to set, or undefined to render it: the
 * language cookie's choice, else, on a first visit (no cookie), Accept-Language's, once (the
 * cookie is set with the redirect). English renders `/` as before and sets nothing, so the kept
 * English home page stays one page for every guest.
 */
export function firstVisitRedirect(
  url: string,
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
  offered: readonly Locale[],
): { location: string; setCookie?: string } | undefined {
  const [pathname, query] = url.split('?', 2);
  if (pathname !== '/') return undefined;
  // Only to a language offered (STOREFRONT_LANGUAGES, decision 207): a Japanese visitor is never
  // sent to a half-English shop. A cookie naming one no longer offered counts as no choice.
  const cookie = languageFromCookie(headers.cookie);
  const chosen = cookie && offered.includes(cookie) ? cookie : undefined;
  const asked = chosen ? undefined : localeOfAcceptLanguage(headers['accept-language'], offered);
  const locale = chosen ?? asked;
  if (!locale || locale === DEFAULT_LOCALE) return undefined;
  const location = localizedPath(locale, `/${query === undefined ? '' : `?${query}`}`);
  return chosen ? { location } : { location, setCookie: languageCookie(locale) };
}

/**
 * A page in a language not offered still answers (its links keep working), but search engines
 * are told not to index it (decision 207); undefined for a page that may be indexed.
 */
export function robotsOfPage(pathname: string, offered: readonly Locale[]): string | undefined {
  return offered.includes(splitLocalePath(pathname).locale) ? undefined : 'noindex';
}
