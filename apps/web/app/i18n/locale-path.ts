// The language of a storefront URL (docs/languages.md, decision 204): English unprefixed, the
// others under their segment (`/ja/…`, `/zh-cn/…`). The web server serves each language's pages
// with that segment as React Router's basename, so routes and links inside the app are the
// English paths and React Router adds the segment.
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_PATH_SEGMENT,
  localeOfSegment,
  localizedPath,
  type Locale,
} from '@solestock/domain/locales';

/** A path's language and the path without its language segment (`/ja/cart` → ja, `/cart`). */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } {
  const [, first, ...more] = pathname.split('/');
  const locale = localeOfSegment(first);
  if (!locale) return { locale: DEFAULT_LOCALE, rest: pathname };
  return { locale, rest: `/${more.join('/')}` };
}

/** The basename a language's pages are served under: `/` for English, `/ja` for Japanese. */
export function localeBasename(locale: Locale): string {
  const segment = LOCALE_PATH_SEGMENT[locale];
  return segment ? `/${segment}` : '/';
}

/** The language a basename (or `useHref('/')`) names. */
export function localeOfBasename(basename: string): Locale {
  return splitLocalePath(basename).locale;
}

// Written once for the web app and the API's mails: `/cart` in Japanese is `/ja/cart`.
export { localizedPath };

/** The same page in every language, for hreflang alternates and the switcher. */
export function alternatesOf(pathname: string): { locale: Locale; path: string }[] {
  const { rest } = splitLocalePath(pathname);
  return LOCALES.map((locale) => ({ locale, path: localizedPath(locale, rest) }));
}

/** The language of the page the browser shows; English outside a browser (a server render). */
export function shownPageLocale(): Locale {
  return typeof window === 'undefined'
    ? DEFAULT_LOCALE
    : splitLocalePath(window.location.pathname).locale;
}
