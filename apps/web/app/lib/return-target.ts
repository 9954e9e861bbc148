// Where a shopper goes back to after logging in (001 §2 Login) or switching country: the seller
// site when `from` is it, else a page of this site, else the home page. Never another site.

import { CONTROL_OR_BACKSLASH, safeReturnTarget } from '@solestock/domain/return-target';

// The one rule lives in the domain package: the API judges banner links by it too (issue 27.6).
export { safeReturnTarget };

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
