// The storefront's languages (docs/languages.md, issue 46): English, the specs' language and the
// default, then Japanese and Simplified Chinese. Written once, read by the web app's routing, by the
// API's catalogue reads (the optional `lang` query) and by mails and papers.

/** BCP 47 tags, as `Intl` and the API's `lang` parameter take them. */
export const LOCALES = ['en', 'ja', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The URL segment of each language: English is unprefixed, the others lower-case (`/ja/`, `/zh-cn/`). */
export const LOCALE_PATH_SEGMENT: Record<Locale, string | null> = {
  en: null,
  ja: 'ja',
  'zh-CN': 'zh-cn',
};

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The language a URL segment names (`zh-cn` → `zh-CN`), or null when it names none. */
export function localeOfSegment(segment: string | undefined): Locale | null {
  if (!segment) return null;
  const lower = segment.toLowerCase();
  for (const locale of LOCALES) if (LOCALE_PATH_SEGMENT[locale] === lower) return locale;
  return null;
}

/**
 * The header a /ja/ or /zh-cn/ page's calls carry (docs/refusals-in-languages.md): the API
 * answers their refusals in that language. Not Accept-Language: a browser sends that on every
 * call, English pages' too, and English pages' answers stay the specs' English.
 */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';
/** `path` (an English path of the storefront, query included) in `locale`'s URL space. */
export function localizedPath(locale: Locale, path: string): string {
  const segment = LOCALE_PATH_SEGMENT[locale];
  if (!segment) return path;
  return `/${segment}${path}`;
}
