// The shopper's chosen country lives in a cookie, so server-rendered pages already show
// prices in the right currency.
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@solestock/domain';

export const COUNTRY_COOKIE = 'country';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The country named by the cookie header, if it names one the shop sells to. */
export function countryFromCookie(
  cookieHeader: string | null | undefined,
): CountryCode | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COUNTRY_COOKIE) {
      const value = rest.join('=').toLowerCase();
      // Compared as sent: every country code is plain ASCII, and decoding a mangled value
      // (a lone '%') would throw.
      return isCountryCode(value) ? value : undefined;
    }
  }
  return undefined;
}

export function countryCookie(country: CountryCode): string {
  return `${COUNTRY_COOKIE}=${country}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

export { DEFAULT_COUNTRY };
