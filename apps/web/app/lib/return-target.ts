// Where a shopper goes back to after logging in (001 §2 Login) or switching country: the seller
// site when `from` is it, else a page of this site, else the home page. Never another site.

/** Browsers drop tabs and newlines from URLs and read `\` as `/`: `/\t/evil` is `//evil`. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/** Decoded once, so `%09` and `%5C` are judged as what a browser or proxy may turn them into. */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The one rule for a return target: `value` as a path on PUBLIC_URL's origin (path, query and
 * fragment kept), or null when it is not plainly one: another origin, a scheme, `//host`,
 * control characters or backslashes, raw or %-encoded.
 */
export function safeReturnTarget(value: unknown, publicUrl: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  const plain = decoded(value);
  if (plain === null || CONTROL_OR_BACKSLASH.test(value) || CONTROL_OR_BACKSLASH.test(plain))
    return null;
  let url: URL;
  let origin: string;
  try {
    origin = new URL(publicUrl).origin;
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as a host.
  const path = decoded(url.pathname);
  if (path === null || path.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Back to the login or sign-up form would be a loop. */
const ACCOUNT_FORMS = /^\/(login|sign-up|logout)(\/|\?|#|$)/;

/** A page of this site to return to after logging in, or null. */
export function safeReturnPath(value: unknown, publicUrl: string): string | null {
  const target = safeReturnTarget(value, publicUrl);
  return target === null || ACCOUNT_FORMS.test(target) ? null : target;
}

/** `from` when it is the configured seller site (same origin), else null. */
export function sellerSiteTarget(from: unknown, sellerSiteUrl: string | undefined): string | null {
  if (typeof from !== 'string' || !from || !sellerSiteUrl) return null;
  if (CONTROL_OR_BACKSLASH.test(from)) return null;
  try {
    const url = new URL(from);
    return url.origin === new URL(sellerSiteUrl).origin ? url.href : null;
  } catch {
    return null;
  }
}

export function afterLoginTarget(
  from: unknown,
  returnPath: unknown,
  sellerSiteUrl: string | undefined,
  publicUrl: string,
): string {
  return sellerSiteTarget(from, sellerSiteUrl) ?? safeReturnPath(returnPath, publicUrl) ?? '/';
}

/**
 * Any origin will do for the login form's own pre-check: the path it keeps does not depend on
 * it, and the login action judges the submitted value again against PUBLIC_URL.
 */
const FORM_ORIGIN = 'http://solestock.invalid';

/** The return path a page passes to /login: navigation state `from`, or `?redirectTo=`. */
export function returnPathFrom(state: unknown, search: string): string | null {
  const fromState = (state as { from?: unknown } | null)?.from;
  const statePath =
    typeof fromState === 'string'
      ? fromState
      : typeof (fromState as { pathname?: unknown } | undefined)?.pathname === 'string'
        ? `${(fromState as { pathname: string; search?: string }).pathname}${(fromState as { search?: string }).search ?? ''}`
        : null;
  return (
    safeReturnPath(statePath, FORM_ORIGIN) ??
    safeReturnPath(new URLSearchParams(search).get('redirectTo'), FORM_ORIGIN)
  );
}
