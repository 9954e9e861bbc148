// How page loaders reach the API: in the same process through Fastify's inject (no socket,
// no serialization to the network), or over HTTP when the API runs elsewhere.
import type { FastifyInstance } from 'fastify';
import { IN_PROCESS_CALL } from '@solestock/api/host';

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

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

/**
 * The session rule for page loaders (001 §4): a call answered 401 `not_authenticated` while a
 * refresh cookie is present is retried once after POST /token/refresh/. One refresh serves every
 * call of the request; its Set-Cookie lines go to `forward`, to reach the browser's response.
 */
export function sessionRefreshingApi(
  reach: (cookie: string | undefined) => ApiFetch,
  cookie: string | undefined,
  forward: (setCookies: string[]) => void,
): ApiFetch {
  let jar = cookie;
  let refreshing: Promise<boolean> | undefined;
  const refresh = () =>
    (refreshing ??= (async () => {
      const res = await reach(jar)('/token/refresh/', { method: 'POST' });
      const set = res.headers.getSetCookie();
      forward(set);
      jar = mergeSetCookies(jar, set);
      return res.ok;
    })());
  return async (path, init) => {
    const first = await reach(jar)(path, init);
    if (
      first.status !== 401 ||
      path.startsWith('/token/refresh') ||
      // A staff call's 401 is about the staff session: a shopper's refresh cannot mend it.
      path.startsWith('/admin/') ||
      !/_refresh=/.test(jar ?? '')
    )
      return first;
    const body = (await first
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    if (body?.code !== 'not_authenticated') return first;
    if (!(await refresh())) return first;
    return reach(jar)(path, init);
  };
}
