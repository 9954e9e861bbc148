// Server-side helpers of the signed-in pages: the redirect a guest gets to /login with the way
// back. (The shopper's country is the load context's `country`, decided once per request.)
import { redirect } from 'react-router';
import { ApiError } from './api';

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
