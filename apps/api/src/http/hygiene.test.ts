// The hygiene plugin on a route that accepts a body: origin checks, JSON only, size limits.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { requestHygiene } from './hygiene.ts';

let app: FastifyInstance;
let writes = 0;
const config = testConfig();

beforeAll(async () => {
  app = Fastify({ bodyLimit: 1024 });
  app.decorate('config', config);
  await app.register(requestHygiene);
  app.get('/api/echo', async () => ({ ok: true }));
  app.post('/api/echo', async (request) => {
    writes += 1;
    return { got: request.body };
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (headers: Record<string, string>, payload = '{"a":1}') =>
  app.inject({
    method: 'POST',
    url: '/api/echo',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('unsafe methods', () => {
  it('accept JSON from our own origin and from requests with no Origin', async () => {
    expect((await post({ origin: config.publicOrigin })).json()).toEqual({ got: { a: 1 } });
    expect((await post({})).statusCode).toBe(200);
  });

  it('refuse a foreign Origin and a cross-site fetch with 403, running nothing', async () => {
    const before = writes;
    expect((await post({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(writes).toBe(before);
  });

  it('refuse text/plain and form bodies with 415', async () => {
    expect((await post({ 'content-type': 'text/plain' }, 'a=1')).statusCode).toBe(415);
    expect(
      (await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1')).statusCode,
    ).toBe(415);
  });

  it('refuse bodies over the limit with 413', async () => {
    expect((await post({}, JSON.stringify({ a: 'x'.repeat(4000) }))).statusCode).toBe(413);
  });
});

describe('security headers', () => {
  const get = (target: FastifyInstance, headers: Record<string, string> = {}) =>
    target.inject({ method: 'GET', url: '/api/echo', headers });

  it('stop sniffing, framing and loading on every API answer; no HSTS over http', async () => {
    const res = await get(app);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('pin HTTPS with HSTS when PUBLIC_URL is https', async () => {
    const live = Fastify();
    live.decorate('config', testConfig({ publicUrl: 'https://shop.example' }));
    await live.register(requestHygiene);
    live.get('/api/echo', async () => ({ ok: true }));
    const res = await get(live);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await live.close();
  });

  it('never grant CORS to a foreign origin, with or without credentials', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const res = await app.inject({
        method,
        url: '/api/echo',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});
