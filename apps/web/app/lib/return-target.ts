// Where a shopper goes after logging in (001 §2 Login): the seller site when `from` is it, else
// the page they came from, else the home page. Never another site: no open redirects.

/** A path on this site worth returning to, or null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  // Back to the login or sign-up form would be a loop.
  if (/^\/(login|sign-up|logout)(\/|\?|$)/.test(value)) return null;
  return value;
}

/** `from` when it is the configured seller site (same origin), else null. */
export function sellerSiteTarget(from: unknown, sellerSiteUrl: string | undefined): string | null {
  if (typeof from !== 'string' || !from || !sellerSiteUrl) return null;
  try {
    return new URL(from).origin === new URL(sellerSiteUrl).origin ? from : null;
  } catch {
    return null;
  }
}

export function afterLoginTarget(
  from: unknown,
  returnPath: unknown,
  sellerSiteUrl: string | undefined,
): string {
  return sellerSiteTarget(from, sellerSiteUrl) ?? safeReturnPath(returnPath) ?? '/';
}

/** The return path a page passes to /login: navigation state `from`, or `?redirectTo=`. */
export function returnPathFrom(state: unknown, search: string): string | null {
  const fromState = (state as { from?: unknown } | null)?.from;
  const statePath =
    typeof fromState === 'string'
      ? fromState
      : typeof (fromState as { pathname?: unknown } | undefined)?.pathname === 'string'
        ? `${(fromState as { pathname: string; search?: string }).pathname}${(fromState as { search?: string }).search ?? ''}`
        : null;
  return safeReturnPath(statePath) ?? safeReturnPath(new URLSearchParams(search).get('redirectTo'));
}
