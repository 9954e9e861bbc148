// A route's `meta` runs outside the page's React tree, so it cannot ask the provider for the
// page's language: the root loader names it (only on a Japanese or Chinese page, so English
// pages' data stays as it was) and titles and descriptions are translated with it.
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { translatorOf, type Translate } from './i18n';

type Match = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The page's language in a route's `meta`, from the root's data among its matches. */
function localeOfMatches(matches: readonly Match[] | undefined): Locale {
  const root = matches?.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { locale?: Locale } | undefined;
  return data?.locale ?? DEFAULT_LOCALE;
}

/** `t` in the page's language for a route's `meta`. */
export function metaTranslator(matches: readonly Match[] | undefined): Translate {
  return translatorOf(localeOfMatches(matches));
}
