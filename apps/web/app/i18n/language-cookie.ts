// The buyer's chosen language, kept in a cookie (decision 204): set by the switcher and by the
// first visit's Accept-Language redirect, read when `/` is asked for again.
import { isLocale, LOCALES, type Locale } from '@solestock/domain/locales';

export const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language the cookie header names, if it names one of ours. */
export function languageFromCookie(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = rest.join('=');
      return isLocale(value) ? value : undefined;
    }
  }
  return undefined;
}

export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/**
 * The first of our languages an Accept-Language header asks for, by its q-values
 * (RFC 9110 §12.5.4); `zh`, `zh-Hans`, `zh-CN` and `zh-SG` are Simplified Chinese, `zh-TW` and
 * `zh-HK` are not (we have no Traditional Chinese). None: undefined.
 */
export function localeOfAcceptLanguage(
  header: string | undefined,
  offered: readonly Locale[] = LOCALES,
): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((r) => r.tag !== '' && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranges) {
    // A language not offered is passed over: the next range the buyer reads may be.
    const found = localeOfTag(tag);
    if (found && offered.includes(found)) return found;
  }
  return undefined;
}

function localeOfTag(tag: string): Locale | undefined {
  if (tag === 'zh' || tag === 'zh-cn' || tag === 'zh-sg' || tag.startsWith('zh-hans'))
    return 'zh-CN';
  if (tag.startsWith('zh')) return undefined;
  const primary = tag.split('-', 1)[0];
  return LOCALES.find((l) => l.toLowerCase() === primary);
}
