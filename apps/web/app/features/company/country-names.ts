// Country names in the page's language: English pages keep the domain's names (the specs' and
// the parcel label's), Japanese and Chinese ones take the region's name from Intl (CLDR), and the
// country list is sorted in that language's order.
import { ISO_COUNTRIES_BY_NAME, isoCountryName } from '@solestock/domain/iso-countries';
import type { Locale } from '@solestock/domain/locales';

const namers = new Map<Locale, Intl.DisplayNames>();
const lists = new Map<Locale, readonly (readonly [code: string, name: string])[]>();

/** The name of the country `code` (ISO alpha-2, any case) in `locale`. */
export function countryNameIn(locale: Locale, code: string, english = isoCountryName(code)) {
  if (locale === 'en') return english;
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    namers.set(locale, namer);
  }
  try {
    return namer.of(code.toUpperCase()) ?? english;
  } catch {
    return english;
  }
}

/** Every ISO country as [code, name], by name in `locale`'s order. */
export function countriesByNameIn(locale: Locale): readonly (readonly [string, string])[] {
  if (locale === 'en') return ISO_COUNTRIES_BY_NAME;
  let list = lists.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = ISO_COUNTRIES_BY_NAME.map(
      ([code, name]) => [code, countryNameIn(locale, code, name)] as const,
    ).sort((a, b) => collator.compare(a[1], b[1]));
    lists.set(locale, list);
  }
  return list;
}
