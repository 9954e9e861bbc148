// Home content calls: banners per screen type, social links, the shopper's country, rates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { countryFromAcceptLanguage } from './user-country.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ itemGroups: 20 });
});
afterAll(async () => {
  await t?.close();
});

describe('banners', () => {
  it('answers carousel banners for each screen type in the documented shape', async () => {
    const seen = new Set<string>();
    for (const screen of ['desktop', 'tablet', 'mobile']) {
      const res = await t.app.inject({
        url: '/api/ecommerce/carousel-banners/',
        query: { screen_type: screen },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { banners: { id: number; banner: string }[] }[];
      expect(body).toHaveLength(1);
      expect(body[0]!.banners.length).toBeGreaterThan(0);
      for (const b of body[0]!.banners) {
        expect(typeof b.id).toBe('number');
        expect(b.banner).toMatch(/^\/media\//);
        seen.add(b.banner);
      }
    }
    // Each screen type has its own images.
    expect(seen.size).toBeGreaterThanOrEqual(6);
  });

  it('answers the ecosystem banner as a list whose first element holds banner', async () => {
    const res = await t.app.inject({
      url: '/api/ecommerce/ecosystem-banner/',
      query: { screen_type: 'mobile' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].banner).toMatch(/^\/media\//);
  });

  it('refuses an unknown screen type with 400', async () => {
    for (const url of ['/api/ecommerce/carousel-banners/', '/api/ecommerce/ecosystem-banner/']) {
      const res = await t.app.inject({ url, query: { screen_type: 'watch' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('screen_type');
    }
  });
});

describe('social links', () => {
  it('answers name, url and icon for each network', async () => {
    const links = (await t.app.inject('/api/ecommerce/social-media/')).json() as Record<
      string,
      string
    >[];
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(Object.keys(l).sort()).toEqual(['icon', 'name', 'url']);
  });
});

describe('user country', () => {
  it('reads the region of Accept-Language, by weight', async () => {
    const res = await t.app.inject({
      url: '/api/ecommerce/get-user-country/',
      headers: { 'accept-language': 'pt-BR,en-IN;q=0.8,ja-JP;q=0.9' },
    });
    expect(res.json()).toEqual({ country: 'jp' });
  });

  it('knows the euro countries by their regions (issue 46 item 4)', async () => {
    for (const [header, country] of [
      ['de-DE,en;q=0.5', 'de'],
      ['fr-FR', 'fr'],
      ['it-IT', 'it'],
      ['es-ES', 'es'],
      ['nl-NL', 'nl'],
      ['de-AT,fr-BE;q=0.9', 'gb'],
    ] as const) {
      const res = await t.app.inject({
        url: '/api/ecommerce/get-user-country/',
        headers: { 'accept-language': header },
      });
      expect(res.json(), header).toEqual({ country });
    }
  });

  it('falls back to gb', async () => {
    const res = await t.app.inject({
      url: '/api/ecommerce/get-user-country/',
      headers: { 'accept-language': 'pt-PT' },
    });
    expect(res.json()).toEqual({ country: 'gb' });
    expect((await t.app.inject('/api/ecommerce/get-user-country/')).json()).toEqual({
      country: 'gb',
    });
  });

  it('prefers a configured trusted edge header', async () => {
    const edge = await createTestApp({ seed: false, config: { countryHeader: 'cf-ipcountry' } });
    const res = await edge.app.inject({
      url: '/api/ecommerce/get-user-country/',
      headers: { 'cf-ipcountry': 'CA', 'accept-language': 'en-US' },
    });
    expect(res.json()).toEqual({ country: 'ca' });
    await edge.close();
  });

  it('parses odd Accept-Language headers without failing', () => {
    expect(countryFromAcceptLanguage('zh-Hans-CN')).toBe('cn');
    expect(countryFromAcceptLanguage('en-us;q=abc, en-CA;q=0.5')).toBe('ca');
    expect(countryFromAcceptLanguage('*')).toBeUndefined();
    expect(countryFromAcceptLanguage(',,,;;;')).toBeUndefined();
  });
});

describe('exchange rates', () => {
  it('answers the USD-based snapshot with uppercase keys for the shop’s currencies', async () => {
    const res = await t.app.inject('/api/ecommerce/exchange-rates/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.base).toBe('USD');
    expect(body.rates.USD).toBe(1);
    for (const code of ['GBP', 'CAD', 'CNY', 'INR', 'JPY', 'EUR'])
      expect(body.rates[code]).toBeGreaterThan(0);
    expect(new Date(body.updated_at).toString()).not.toBe('Invalid Date');
  });
});
