// The API's common behaviour: health, the error shape, 404s, request hygiene, configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, testConfig } from './config.ts';
import { createTestApp, openTestDatabase, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('answers ok while the database answers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    // The same path without the trailing slash rule: both spellings answer.
    expect((await t.app.inject('/api/health/')).statusCode).toBe(200);
  });

  it('answers 503 when the database does not', async () => {
    const other = await createTestApp({ seed: false });
    await other.database.close();
    const res = await other.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', code: 'unavailable' });
    await other.app.close();
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.code).toBe('not_found');
    expect(body.error).toMatch(/^There is no GET \/api\/no\/such\/thing here\.$/);
  });

  it('answers a bad query with 400 naming the field', async () => {
    const res = await t.app.inject('/api/ecommerce/item-group/abc/');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_request');
    expect(body.fields).toHaveProperty('id');
    expect(body.error).toContain('id');
  });

  it('answers a broken %-escape in the path with 400 in the error shape (found by fuzzing)', async () => {
    const res = await t.app.inject('/api/password-reset/%/abc/validate/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The address of this request is not valid: check its %-escapes.',
      code: 'bad_url',
    });
  });

  it('refuses a NUL character in any text input with 400, never a database error (found by fuzzing)', async () => {
    const query = await t.app.inject('/api/ecommerce/search/products/?q=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      code: 'invalid_request',
      fields: { q: expect.any(String) },
    });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'ann\u0000@example.com', password: 'x' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toBe('email: must not contain the NUL character (\\0).');
    // An odd key is not echoed back as a field name.
    const oddKey = await t.app.inject('/api/ecommerce/categories/?%20=a%00b');
    expect(oddKey.json().error).toBe('query: must not contain the NUL character (\\0).');
  });

  it('never leaks SQL or stack traces', async () => {
    const res = await t.app.inject('/api/ecommerce/item-group/99999999999999999999/');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/select|stack|at \w+ \(/i);
  });
});

describe('request hygiene on the app', () => {
  it('refuses a foreign Origin with 403 even on unknown paths', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_site_request');
  });

  it('answers security headers on API responses', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('configuration', () => {
  it('names every invalid variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DATA_DIR: 'memory://' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DATA_DIR: 'memory://' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT');
      expect((e as Error).message).toContain('DATABASE_URL');
    }
  });

  it('derives the public origin and cookie security from PUBLIC_URL', () => {
    const local = loadConfig({ DATA_DIR: 'memory://', PORT: '4000' });
    expect(local.publicUrl).toBe('http://localhost:4000');
    expect(local.secureCookies).toBe(false);
    const live = loadConfig({
      DATA_DIR: 'memory://',
      PUBLIC_URL: 'https://shop.example/',
      STRIPE_SECRET_KEY: 'sk_test_x',
    });
    expect(live.publicOrigin).toBe('https://shop.example');
    expect(live.secureCookies).toBe(true);
  });

  it('refuses to start a store off localhost without Stripe unless ALLOW_TEST_PAYMENTS=1', () => {
    const publicStore = { DATA_DIR: 'memory://', PUBLIC_URL: 'https://shop.example' };
    expect(() => loadConfig(publicStore)).toThrow(ConfigError);
    expect(() => loadConfig(publicStore)).toThrow(/STRIPE_SECRET_KEY.*ALLOW_TEST_PAYMENTS=1/s);
    expect(() => loadConfig({ ...publicStore, ALLOW_TEST_PAYMENTS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...publicStore, ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(
      /ALLOW_TEST_PAYMENTS/,
    );
    expect(loadConfig({ ...publicStore, ALLOW_TEST_PAYMENTS: '1' }).allowTestPayments).toBe(true);
    expect(loadConfig({ ...publicStore, STRIPE_SECRET_KEY: 'sk_live_x' }).stripe).toBeDefined();
    // A machine's own addresses are not public: test cards work there as before.
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://127.9.0.1',
      'http://[::1]:3000',
    ]) {
      expect(loadConfig({ DATA_DIR: 'memory://', PUBLIC_URL: url }).allowTestPayments).toBe(false);
    }
    for (const url of [
      'http://localhost.shop.example',
      'http://10.0.0.5:3000',
      'http://128.0.0.1',
    ]) {
      expect(() => loadConfig({ DATA_DIR: 'memory://', PUBLIC_URL: url })).toThrow(ConfigError);
    }
  });

  it('treats empty variables as unset', () => {
    const c = loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: '', SMTP_URL: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  /** The client address the app sees for a request from `remoteAddress` with this XFF. */
  async function clientAddress(trustProxy: number | undefined, xff: string) {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig({ trustProxy }), { database });
    app.get('/whoami', async (request) => ({ ip: request.ip }));
    try {
      const res = await app.inject({
        url: '/whoami',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': xff },
      });
      return res.json().ip as string;
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('takes the client that many proxies back in X-Forwarded-For', async () => {
    // One proxy (the load balancer): the address it saw is the client, whatever came before.
    expect(await clientAddress(1, '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress(2, '203.0.113.9, 198.51.100.7')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For when unset, so a client cannot pick its own address', async () => {
    expect(await clientAddress(undefined, '198.51.100.7')).toBe('10.0.0.2');
  });
});
