// The one rule for a link or return target on this shop's own pages (001 §2 Login, banner links
// in the back office): a path on PUBLIC_URL's origin, never another site however a browser might
// read it. The web app's return targets and the API's banner links both use it.

/** WHATWG URL, global in browsers and Node; the domain package builds without DOM or Node types. */
declare const URL: new (
  input: string,
  base?: string,
) => { origin: string; pathname: string; search: string; hash: string };

/** Browsers drop tabs and newlines from URLs and read `\` as `/`: `/\t/evil` is `//evil`. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

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
  let url: InstanceType<typeof URL>;
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
