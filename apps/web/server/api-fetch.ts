// How page loaders reach the API: in the same process through Fastify's inject (no socket,
// no serialization to the network), or over HTTP when the API runs elsewhere.
import type { FastifyInstance } from 'fastify';

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export function inProcessApi(app: FastifyInstance, cookie: string | undefined): ApiFetch {
  return async (path, init = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const result = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `/api${path}`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
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

export function remoteApi(apiUrl: string, cookie: string | undefined): ApiFetch {
  const base = apiUrl.replace(/\/+$/, '');
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    return fetch(`${base}/api${path}`, { ...init, headers });
  };
}
