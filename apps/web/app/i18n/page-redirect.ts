// Redirects a loader or action writes, kept in the page's language (docs/languages.md, decision
// 204): React Router does not put the basename on a redirect's location, so `/cart` written on a
// /ja/ page would land in English. The request's URL carries the language.
import { redirect } from 'react-router';
import type { Locale } from '@solestock/domain/locales';
import { localizedPath, splitLocalePath } from './locale-path';

/** The language of the page a loader or action answers. */
export function localeOfRequest(request: Request): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale;
}

/**
 * `path`, a path of this site (English, or already in some language), in the request's language;
 * another site's URL (the seller site after a login) unchanged.
 */
export function inRequestLanguage(request: Request, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return localizedPath(localeOfRequest(request), splitLocalePath(path).rest);
}

/** `redirect(path)` in the request's language. */
export function redirectInLanguage(request: Request, path: string, init?: ResponseInit): Response {
  return redirect(inRequestLanguage(request, path), init);
}
