// How page loaders reach the API: in the same process through Fastify's inject (no socket,
// no serialization to the network), or over HTTP when the API runs elsewhere.
import type { FastifyInstance } from 'fastify';
import { IN_PROCESS_CALL } from '@solestock/api/host';

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * `clientAddress` is the page request's client (after TRUST_PROXY): the API's per-client
 * throttles must see each shopper, not the web tier's own address shared by all (issue 20).
 */
export function inProcessApi(
  app: FastifyInstance,
  cookie: string | undefined,
  clientAddress: string,
): ApiFetch {
  return async (path, init = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    delete headers['x-forwarded-for'];
    const result = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `/api${path}`,
      remoteAddress: clientAddress,
      headers: {
        ...headers,
        ...(cookie ? { cookie } : {}),
        [IN_PROCESS_CALL.header]: IN_PROCESS_CALL.value,
      },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(result.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)])
        responseHeaders.append(name, v);
    }
    const body =
      result.statusCode === 204 || result.statusCode === 304
        ? null
        : new Uint8Array(result.rawPayload);
    return new Response(body, { status: result.statusCode, headers: responseHeaders });
  };
}

/**
 * The API in another process sees the web tier's socket: the client goes in X-Forwarded-For,
 * which that API trusts only as far as its TRUST_PROXY counts hops (the web tier is one).
 */
export function remoteApi(
  apiUrl: string,
  cookie: string | undefined,
  clientAddress: string,
): ApiFetch {
  const base = apiUrl.replace(/\/+$/, '');
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    headers.set('x-forwarded-for', clientAddress);
    return fetch(`${base}/api${path}`, { ...init, headers });
  };
}

/** Replaces (or adds) the cookies a Set-Cookie list sets in a Cookie request header. */
export function mergeSetCookies(cookie: string | undefined, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  for (const line of setCookies) {
    const pair = line.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
}

/** The value of cookie `name` in a Cookie request header, if it is there and not empty. */
function cookieValue(cookie: string | undefined, name: string): string | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Whether a shopper's access token has lapsed while their refresh cookie lives: the access
 * cookie is gone (a remembered session's cookie ends with its token) or its token's `exp` is
 * past. The token is only read here, not verified: the API verifies it on every call, and a
 * token this cannot read is left to the API's 401.
 */
export function accessLapsed(
  cookie: string | undefined,
  names: { access: string; refresh: string },
  nowMs = Date.now(),
): boolean {
  if (!cookieValue(cookie, names.refresh)) return false;
  const access = cookieValue(cookie, names.access);
  if (!access) return true;
  try {
    const payload = JSON.parse(
      Buffer.from(access.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { exp?: unknown };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= nowMs;
  } catch {
    return false;
  }
}

/**
 * The session rule for page loaders (001 §4): a call answered 401 `not_authenticated` while a
 * refresh cookie is present is retried once after POST /token/refresh/. One refresh serves every
 * call of the request; its Set-Cookie lines go to `forward`, to reach the browser's response.
 *
 * With the session cookies' `names`, a session whose access token has lapsed (accessLapsed) is
 * renewed before the first call instead: the catalogue answers a lapsed token as a guest's, with
 * no 401, so a member would get list prices rather than their group's on the first page
 * (docs/decisions/149).
 */
export function sessionRefreshingApi(
  reach: (cookie: string | undefined) => ApiFetch,
  cookie: string | undefined,
  forward: (setCookies: string[]) => void,
  names?: { access: string; refresh: string },
): ApiFetch {
  let jar = cookie;
  const renewFirst = names !== undefined && accessLapsed(cookie, names);
  let refreshing: Promise<boolean> | undefined;
  const refresh = () =>
    (refreshing ??= (async () => {
      const res = await reach(jar)('/token/refresh/', { method: 'POST' });
      const set = res.headers.getSetCookie();
      forward(set);
      jar = mergeSetCookies(jar, set);
      return res.ok;
    })());
  const shopperCall = (path: string) =>
    !path.startsWith('/token/refresh') &&
    // A staff call's 401 is about the staff session: a shopper's refresh cannot mend it.
    !path.startsWith('/admin/');
  return async (path, init) => {
    if (renewFirst && shopperCall(path)) await refresh();
    const first = await reach(jar)(path, init);
    if (first.status !== 401 || !shopperCall(path) || !/_refresh=/.test(jar ?? '')) return first;
    const body = (await first
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    if (body?.code !== 'not_authenticated') return first;
    if (!(await refresh())) return first;
    return reach(jar)(path, init);
  };
}
