// Issue 20 item 9: searches (and page renderings, in the web server) are limited per client;
// answers the microcache keeps cost nothing and do not count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4, config: { clientRateLimitPerMinute: 3 } });
});
afterAll(() => t.close());

const search = (q: string, remoteAddress: string) =>
  t.app.inject({ url: `/api/ecommerce/search/products/?q=${q}`, remoteAddress });

describe('the per-client work limit', () => {
  it('answers 429 with Retry-After past the limit, for that client alone', async () => {
    for (const q of ['boots', 'sandals', 'sneakers'])
      expect((await search(q, '10.5.0.1')).statusCode).toBe(200);
    const over = await search('loafers', '10.5.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search('loafers', '10.5.0.2')).statusCode).toBe(200);
    const suggest = await t.app.inject({
      url: '/api/ecommerce/search/autocomplete/?q=lo',
      remoteAddress: '10.5.0.1',
    });
    expect(suggest.statusCode).toBe(429);
  });

  it('does not count answers the cache keeps', async () => {
    expect((await search('heels', '10.5.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await search('heels', '10.5.1.1')).statusCode).toBe(200);
  });
});
