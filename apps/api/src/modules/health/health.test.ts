// The probes: /api/health as before, /api/health/live (the process answers), /api/health/ready
// (database, Redis when configured, and not draining).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const get = (url: string, app = t.app) => app.inject({ method: 'GET', url });

describe('health probes', () => {
  it('answer 200, never cached, on a healthy process without Redis', async () => {
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
    expect((await get('/api/health/ready')).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok' },
    });
  });

  it('ready (and /health) fail while the database does not answer; live does not', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => false;
    try {
      expect((await get('/api/health')).statusCode).toBe(503);
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'unavailable' },
        code: 'unavailable',
      });
      expect(ready.json().error).toContain('the database');
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      t.database.ping = ping;
    }
  });

  it('ready answers 503 while draining after SIGTERM; live still answers', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'draining', code: 'unavailable' });
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('closing the server marks it draining', async () => {
    const app = await buildApp(testConfig(), {
      database: { ...t.database, close: async () => {} },
    });
    await app.ready();
    expect(app.lifecycle.draining).toBe(false);
    await app.close();
    expect(app.lifecycle.draining).toBe(true);
  });

  it('ready checks Redis when REDIS_URL is set: ok when it answers, 503 when it does not', async () => {
    const withRedis = await buildApp(testConfig({ redisUrl: REDIS_URL }), { database: t.database });
    const deadRedis = await buildApp(testConfig({ redisUrl: 'redis://127.0.0.1:1' }), {
      database: t.database,
    });
    try {
      const ok = await get('/api/health/ready', withRedis);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().checks).toEqual({ database: 'ok', redis: 'ok' });
      const down = await get('/api/health/ready', deadRedis);
      expect(down.statusCode).toBe(503);
      expect(down.json().checks).toEqual({ database: 'ok', redis: 'unavailable' });
      expect(down.json().error).toContain('Redis');
      // The process itself is fine: not restarted for a dependency's outage.
      expect((await get('/api/health/live', deadRedis)).statusCode).toBe(200);
    } finally {
      await withRedis.close();
      await deadRedis.close();
    }
  });
});
