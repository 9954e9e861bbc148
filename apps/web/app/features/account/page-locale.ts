// The page's language where no component renders: a route's `meta` reads no request and sits
// outside the language's provider, so the route's loader names the language (from the URL) and
// meta translates with it.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@solestock/domain/locales';
import { translatorOf, type Translate } from '../../i18n/i18n';
import { localeOfRequest } from '../../i18n/page-redirect';

/** A loader for a page that needs nothing else: its language. */
export const localeLoader = ({ request }: { request: Request }) => ({
  locale: localeOfRequest(request),
});

/** `t` for a route's meta, in the language its loader named (English without one). */
export function metaTranslator(loaderData: unknown): Translate {
  const locale = (loaderData as { locale?: unknown } | undefined)?.locale;
  return translatorOf(isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/**
 * A success the API tells in a sentence of its own: English pages show the API's sentence (the
 * specs' "server message"); the API writes English only, so other languages say it in theirs.
 */
export function apiSentence(locale: Locale, sentByApi: string, ours: () => string): string {
  return locale === DEFAULT_LOCALE ? sentByApi : ours();
}
