// Microcaching (decision 007): public catalogue answers are kept for a few seconds and served
// compressed; nothing private is ever kept.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signedInShopper } from '../test/shoppers.ts';
import { hasOnlyKnownQuery, ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  const json: [string, string][] = [['content-type', 'application/json']];

  it('forgets an answer once its time is up', () => {
    let now = 1_000;
    const cache = new ResponseCache({ ttlMs: 10_000, now: () => now });
    cache.set('/a', json, Buffer.from('{"a":1}'));
    now += 9_999;
    expect(cache.get('/a')?.body.toString()).toBe('{"a":1}');
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('lets the least recently used answers go when the bytes run over', () => {
    const one = ResponseCache.costOf({ key: '/a', headers: [], body: Buffer.alloc(4) });
    const cache = new ResponseCache({ ttlMs: 60_000, maxBytes: 2 * one + 1 });
    cache.set('/a', [], Buffer.alloc(4));
    cache.set('/b', [], Buffer.alloc(4));
    cache.get('/a'); // /b is now the least recently used
    cache.set('/c', [], Buffer.alloc(4));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('counts keys, headers and compressed copies, not only bodies', async () => {
    const cache = new ResponseCache();
    const key = `/api/ecommerce/search/products/?q=${'x'.repeat(16 * 1024)}`;
    const body = Buffer.from(JSON.stringify({ results: 'y'.repeat(4000) }));
    cache.set(key, json, body);
    const answer = cache.get(key)!;
    // Two bytes a character for the 16 KB key: far more than the body.
    expect(cache.bytes).toBeGreaterThanOrEqual(2 * key.length + body.length);
    const before = cache.bytes;
    const br = await cache.encoded(answer, 'br');
    expect(cache.bytes).toBe(before + br.length);
    const gz = await cache.encoded(answer, 'gzip');
    expect(cache.bytes).toBe(before + br.length + gz.length);
    // Made once: asking again costs nothing more.
    expect(await cache.encoded(answer, 'br')).toBe(br);
    expect(cache.bytes).toBe(before + br.length + gz.length);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('stays within its byte budget under a flood of long distinct URLs', async () => {
    const maxBytes = 1024 * 1024;
    const cache = new ResponseCache({ maxBytes });
    for (let i = 0; i < 2_000; i++) {
      const key = `/api/ecommerce/search/products/?q=${i}${'z'.repeat(16 * 1024)}`;
      cache.set(key, json, Buffer.from('[]'));
      const answer = cache.get(key);
      if (answer) await cache.encoded(answer, 'gzip');
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    // Each answer costs over 32 KB of key: about 30 fit, not 2,000.
    expect(cache.size).toBeLessThan(32);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('holds no more answers than its entry cap, however small', () => {
    const cache = new ResponseCache({ maxEntries: 3 });
    for (const key of ['/a', '/b', '/c', '/d', '/e']) cache.set(key, [], Buffer.from('1'));
    expect(cache.size).toBe(3);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/e')).toBeDefined();
  });

  it('sweeps expired answers out, even those nobody asks for again', () => {
    let now = 0;
    const cache = new ResponseCache({ ttlMs: 10_000, now: () => now });
    for (let i = 0; i < 100; i++) cache.set(`/old/${i}`, json, Buffer.alloc(100));
    expect(cache.size).toBe(100);
    now += 10_000;
    cache.set('/new', json, Buffer.alloc(100));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(
      ResponseCache.costOf({ key: '/new', headers: json, body: Buffer.alloc(100) }),
    );
  });

  it('keeps no answer larger than its whole budget', () => {
    const cache = new ResponseCache({ maxBytes: 10_000 });
    cache.set('/small', [], Buffer.alloc(10));
    cache.set('/huge', [], Buffer.alloc(20_000));
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.get('/small')).toBeDefined();
  });
});

describe('query keys of kept URLs', () => {
  it('allow only the keys a route names, and a URL without a query', () => {
    const known = ['page', 'sort', 'brand'];
    expect(hasOnlyKnownQuery('/x', known)).toBe(true);
    expect(hasOnlyKnownQuery('/x?page=2&sort=price_asc&brand=a&brand=b', known)).toBe(true);
    for (const url of [
      '/x?utm=1',
      '/x?page=2&zz',
      '/x?=1',
      '/x?',
      '/x?&',
      '/x?page=2&&',
      '/x?Page=2',
      '/x?page%00=1',
    ])
      expect(hasOnlyKnownQuery(url, known), url).toBe(false);
    expect(hasOnlyKnownQuery('/x?page=1', [])).toBe(false);
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

  it('answers URLs with unknown query keys but keeps none of them', async () => {
    t.app.responseCache.clear();
    for (let i = 0; i < 200; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/ecommerce/itemgroups/?page=1&cachebuster${i}=${i}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
    }
    for (const url of [
      '/api/ecommerce/exchange-rates/?x=1',
      '/api/ecommerce/brands/?category=Boots&utm_source=mail',
      '/api/ecommerce/search/autocomplete/?q=ni&_=1',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    expect(t.app.responseCache.size).toBe(0);
    expect(t.app.responseCache.bytes).toBe(0);

    // The keys the route's schema names are kept as before.
    for (const url of [
      '/api/ecommerce/itemgroups/?page=1&sort=new_arrival',
      '/api/ecommerce/brands/?category=Boots',
      '/api/ecommerce/search/autocomplete/?q=ni',
      '/api/ecommerce/exchange-rates/',
    ]) {
      await t.app.inject({ method: 'GET', url });
      const again = await t.app.inject({ method: 'GET', url });
      expect(again.headers['x-cache'], url).toBe('hit');
    }
    expect(t.app.responseCache.size).toBe(4);
  });
});
