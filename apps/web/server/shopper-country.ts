// The shopper's country, decided once per page request: loaders read it from the load context
// and kept pages are keyed by it, so a page is never kept for one country and served to another
// (issue 30: the page and `/api/ecommerce/get-user-country/` once disagreed on COUNTRY_HEADER).
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_COUNTRY, type CountryCode } from '@solestock/domain';
import { countryFromRequest } from '@solestock/api/host';
import { countryFromCookie } from '../app/lib/country.ts';

/** The country cookie (the shopper's own choice), else the API's guess from the request. */
export function requestCountry(
  headers: IncomingHttpHeaders,
  trustedHeader: string | undefined,
): CountryCode | undefined {
  return countryFromCookie(headers.cookie) ?? countryFromRequest(headers, trustedHeader);
}

/** The country a page is rendered for: the request's, else the shop's default. */
export function shopperCountry(
  headers: IncomingHttpHeaders,
  trustedHeader: string | undefined,
): CountryCode {
  return requestCountry(headers, trustedHeader) ?? DEFAULT_COUNTRY;
}
