// Microcaching (decision 007): public catalogue answers are kept for a few seconds and served
// compressed; nothing private is ever kept.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signedInShopper } from '../test/shoppers.ts';
import { ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  it('forgets an answer once its time is up', () => {
    let now = 1_000;
    const cache = new ResponseCache(10_000, 1 << 20, () => now);
    cache.set('/a', [['content-type', 'application/json']], Buffer.from('{"a":1}'));
    now += 9_999;
    expect(cache.get('/a')?.body.toString()).toBe('{"a":1}');
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('lets the least recently used answers go when the bytes run over', () => {
    const cache = new ResponseCache(60_000, 10);
    cache.set('/a', [], Buffer.alloc(4));
    cache.set('/b', [], Buffer.alloc(4));
    cache.get('/a'); // /b is now the least recently used
    cache.set('/c', [], Buffer.alloc(4));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });
});

describe('microcached catalogue calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ itemGroups: 30 });
  });
  afterAll(() => t.close());

  const listing = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/ecommerce/itemgroups/?page=2', headers });

  it('answers a repeated listing from memory, unchanged, until the cache is cleared', async () => {
    t.app.responseCache.clear();
    const first = await listing();
    expect(first.headers['x-cache']).toBe('miss');
    await t.database.db.execute(sql`update item_groups set name = name || ' (renamed)'`);
    try {
      const second = await listing();
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.body).toBe(first.body);
      t.app.responseCache.clear();
      const third = await listing();
      expect(third.body).toContain('(renamed)');
    } finally {
      await t.database.db.execute(
        sql`update item_groups set name = replace(name, ' (renamed)', '')`,
      );
      t.app.responseCache.clear();
    }
  });

  it('serves a kept answer in brotli or gzip as asked, decoding to the same JSON', async () => {
    const plain = await listing();
    const br = await listing({ 'accept-encoding': 'br' });
    const gz = await listing({ 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a kept answer with the headers it was made with', async () => {
    t.app.responseCache.clear();
    const url = '/api/ecommerce/exchange-rates/';
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['cache-control']).toContain('max-age=300');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('keeps no failed answer and nothing of a signed-in shopper', async () => {
    t.app.responseCache.clear();
    const bad = await t.app.inject({ method: 'GET', url: '/api/ecommerce/itemgroups/?page=0' });
    expect(bad.statusCode).toBe(400);
    const again = await t.app.inject({ method: 'GET', url: '/api/ecommerce/itemgroups/?page=0' });
    expect(again.headers['x-cache']).toBe('miss');

    const shopper = await signedInShopper(t.app);
    for (let i = 0; i < 2; i++) {
      const cart = await t.app.inject({
        method: 'GET',
        url: '/api/ecommerce/cart/items/',
        headers: { cookie: shopper.cookie },
      });
      expect(cart.statusCode).toBe(200);
      expect(cart.headers['x-cache']).toBeUndefined();
    }
  });
});
