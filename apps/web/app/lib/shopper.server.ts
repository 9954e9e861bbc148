// Server-side helpers of the signed-in pages: the redirect a guest gets to /login with the way
// back. (The shopper's country is the load context's `country`, decided once per request.)
import { ApiError } from './api';
import { redirectInLanguage } from '../i18n/page-redirect';
import { splitLocalePath } from '../i18n/locale-path';

/**
 * /login with the page to come back to (path and query) in `redirectTo`, both in the page's
 * language (docs/languages.md): the way back is written as the site's English path, the login
 * action puts it in the language again.
 */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const back = splitLocalePath(url.pathname).rest + url.search;
  return redirectInLanguage(request, `/login?redirectTo=${encodeURIComponent(back)}`);
}

/** Rethrows a 401 from the API as the redirect to /login; other errors pass through. */
export function guestToLogin(request: Request, error: unknown): never {
  if (error instanceof ApiError && error.status === 401) throw loginRedirect(request);
  throw error;
}
