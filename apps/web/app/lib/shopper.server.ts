// Server-side helpers of the signed-in pages: the shopper's country as the root loader decides
// it, and the redirect a guest gets to /login with the way back.
import { redirect } from 'react-router';
import { ApiError, apiJson, type ApiFetch } from './api';
import { DEFAULT_COUNTRY, countryFromCookie } from './country';

/** The shopper's country: the cookie, else the API's guess from the request. */
export async function shopperCountry(request: Request, api: ApiFetch): Promise<string> {
  const fromCookie = countryFromCookie(request.headers.get('cookie'));
  if (fromCookie) return fromCookie;
  return apiJson<{ country: string }>(api, '/ecommerce/get-user-country/', {
    headers: { 'accept-language': request.headers.get('accept-language') ?? '' },
  }).then(
    (r) => countryFromCookie(`country=${r.country}`) ?? DEFAULT_COUNTRY,
    () => DEFAULT_COUNTRY,
  );
}

/** /login with the page to come back to (path and query) in `redirectTo`. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Rethrows a 401 from the API as the redirect to /login; other errors pass through. */
export function guestToLogin(request: Request, error: unknown): never {
  if (error instanceof ApiError && error.status === 401) throw loginRedirect(request);
  throw error;
}
