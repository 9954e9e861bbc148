// The storefront's languages at the server (decision 204): each language's pages under its
// segment with that basename, kept apart in the page cache; the first visit's one redirect from
// `/`; the console English only; and only the languages STOREFRONT_LANGUAGES offers (decision
// 207) in the redirect and the alternates, the others' pages answering unindexed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '@solestock/api/config';
import type { DatabaseHandle } from '@solestock/api/db/connect';
import { openTestDatabase } from '@solestock/api/test/test-app';
import { localeOfAcceptLanguage } from '../app/i18n/language-cookie';
import { alternatesOf, localizedPath, splitLocalePath } from '../app/i18n/locale-path';
import { hreflangLinks } from '../app/i18n/hreflang';
import { LOCALES } from '@solestock/domain/locales';
import { ConfigError, loadConfig } from '@solestock/api/config';
import { firstVisitRedirect, robotsOfPage } from './languages.ts';
import { testBuild } from './test-build.ts';
import { createWebServer } from './web-server.ts';

describe('language paths', () => {
  it('splits and builds the language segment', () => {
    expect(splitLocalePath('/ja/cart')).toEqual({ locale: 'ja', rest: '/cart' });
    expect(splitLocalePath('/zh-cn/')).toEqual({ locale: 'zh-CN', rest: '/' });
    expect(splitLocalePath('/zh-cn')).toEqual({ locale: 'zh-CN', rest: '/' });
    expect(splitLocalePath('/japan/cart')).toEqual({ locale: 'en', rest: '/japan/cart' });
    expect(localizedPath('ja', '/products/nike?page=2')).toBe('/ja/products/nike?page=2');
    expect(localizedPath('en', '/cart')).toBe('/cart');
    expect(alternatesOf('/ja/brands').map((a) => a.path)).toEqual([
      '/brands',
      '/ja/brands',
      '/zh-cn/brands',
    ]);
  });

  it('writes the hreflang alternates with x-default, absolute from PUBLIC_URL', () => {
    const links = hreflangLinks('https://shop.example', '/zh-cn/cart', LOCALES);
    expect(links).toContain('hreflang="en" href="https://shop.example/cart"');
    expect(links).toContain('hreflang="ja" href="https://shop.example/ja/cart"');
    expect(links).toContain('hreflang="zh-CN" href="https://shop.example/zh-cn/cart"');
    expect(links).toContain('hreflang="x-default" href="https://shop.example/cart"');
    expect(hreflangLinks('https://shop.example', '/admin/orders', LOCALES)).toBe('');
  });
});

describe('the languages offered (STOREFRONT_LANGUAGES)', () => {
  it('reads the setting: English always, first; an unknown tag stops the start', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).storefrontLanguages).toEqual([
      'en',
    ]);
    const both = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      STOREFRONT_LANGUAGES: 'zh-cn, ja',
    });
    expect(both.storefrontLanguages).toEqual(['en', 'zh-CN', 'ja']);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', STOREFRONT_LANGUAGES: 'en,fr' }),
    ).toThrow(ConfigError);
  });

  it('redirects a first visit only to a language offered, and links only those', () => {
    const englishOnly = ['en'] as const;
    expect(firstVisitRedirect('/', { 'accept-language': 'ja' }, englishOnly)).toBeUndefined();
    expect(firstVisitRedirect('/', { cookie: 'language=ja' }, englishOnly)).toBeUndefined();
    // The next language the buyer reads that is offered.
    expect(
      firstVisitRedirect('/', { 'accept-language': 'ja,zh-CN;q=0.8' }, ['en', 'zh-CN'])?.location,
    ).toBe('/zh-cn/');
    expect(hreflangLinks('https://shop.example', '/cart', englishOnly)).toBe('');
    const two = hreflangLinks('https://shop.example', '/ja/cart', ['en', 'ja']);
    expect(two).toContain('hreflang="ja"');
    expect(two).not.toContain('zh-CN');
    // A page in a language not offered: no alternates, not indexed.
    expect(hreflangLinks('https://shop.example', '/zh-cn/cart', ['en', 'ja'])).toBe('');
    expect(robotsOfPage('/zh-cn/cart', ['en', 'ja'])).toBe('noindex');
    expect(robotsOfPage('/ja/cart', ['en', 'ja'])).toBeUndefined();
    expect(robotsOfPage('/cart', englishOnly)).toBeUndefined();
  });
});

describe('the first visit', () => {
  it('reads Accept-Language by q-value, Simplified Chinese only for zh', () => {
    expect(localeOfAcceptLanguage('ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(localeOfAcceptLanguage('en-US,en;q=0.9,ja;q=0.8')).toBe('en');
    expect(localeOfAcceptLanguage('fr;q=0.9, zh-Hans-CN;q=0.8')).toBe('zh-CN');
    expect(localeOfAcceptLanguage('zh-TW,zh;q=0.5')).toBe('zh-CN');
    expect(localeOfAcceptLanguage('zh-TW,fr')).toBeUndefined();
    expect(localeOfAcceptLanguage('ja;q=0')).toBeUndefined();
    expect(localeOfAcceptLanguage(undefined)).toBeUndefined();
  });

  it('redirects only from /, once by Accept-Language, then by the cookie', () => {
    expect(firstVisitRedirect('/', { 'accept-language': 'ja' }, LOCALES)).toEqual({
      location: '/ja/',
      setCookie: expect.stringContaining('language=ja;') as unknown as string,
    });
    expect(firstVisitRedirect('/?utm=1', { 'accept-language': 'zh-CN' }, LOCALES)?.location).toBe(
      '/zh-cn/?utm=1',
    );
    expect(firstVisitRedirect('/cart', { 'accept-language': 'ja' }, LOCALES)).toBeUndefined();
    expect(firstVisitRedirect('/', { 'accept-language': 'en-GB' }, LOCALES)).toBeUndefined();
    expect(
      firstVisitRedirect('/', { cookie: 'language=en', 'accept-language': 'ja' }, LOCALES),
    ).toBeUndefined();
    expect(firstVisitRedirect('/', { cookie: 'language=zh-CN' }, LOCALES)).toEqual({
      location: '/zh-cn/',
    });
  });
});

describe('the web server', () => {
  let database: DatabaseHandle;
  let web: FastifyInstance;
  let dir: string;
  let renders = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'languages-'));
    database = await openTestDatabase({ seedItemGroups: 0 });
    const loader = () => {
      renders += 1;
      return { renders };
    };
    const build = testBuild(
      dir,
      {
        'routes/home': { path: '', module: { loader } },
        'routes/brands': { path: 'brands', module: { loader } },
      },
      (_request, status, headers, context) => {
        headers.set('content-type', 'application/json');
        const { basename, loaderData } = context.staticHandlerContext;
        return new Response(JSON.stringify({ basename, loaderData }), { status, headers });
      },
    );
    web = await createWebServer({
      // Chinese not offered: its pages answer, unindexed.
      config: testConfig({ storefrontLanguages: ['en', 'ja'] }),
      database,
      buildDir: dir,
      build,
    });
  });

  afterAll(async () => {
    await web.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves each language under its segment as basename, and keeps each page apart', async () => {
    const en = await web.inject({ url: '/brands' });
    const ja = await web.inject({ url: '/ja/brands' });
    const zh = await web.inject({ url: '/zh-cn/brands' });
    expect([en.statusCode, ja.statusCode, zh.statusCode]).toEqual([200, 200, 200]);
    expect(JSON.parse(en.body).basename).toBe('/');
    expect(JSON.parse(ja.body).basename).toBe('/ja');
    expect(JSON.parse(zh.body).basename).toBe('/zh-cn');
    // Three renders, no page of one language served for another's URL.
    expect([en.headers['x-cache'], ja.headers['x-cache'], zh.headers['x-cache']]).toEqual([
      'miss',
      'miss',
      'miss',
    ]);
    const again = await web.inject({ url: '/ja/brands' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(JSON.parse(again.body).basename).toBe('/ja');
    const english = await web.inject({ url: '/brands' });
    expect(JSON.parse(english.body).basename).toBe('/');
  });

  it('sends a first visit to its language from / only, and never a kept English / to it', async () => {
    const english = await web.inject({ url: '/', headers: { 'accept-language': 'en' } });
    expect(english.statusCode).toBe(200);
    expect(english.headers['set-cookie']).toBeUndefined();
    const first = await web.inject({ url: '/', headers: { 'accept-language': 'ja,en;q=0.5' } });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/ja/');
    expect(String(first.headers['set-cookie'])).toContain('language=ja');
    const chosen = await web.inject({
      url: '/',
      headers: { 'accept-language': 'ja', cookie: 'language=en' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(JSON.parse(chosen.body).basename).toBe('/');
    const deep = await web.inject({ url: '/brands', headers: { 'accept-language': 'ja' } });
    expect(deep.statusCode).toBe(200);
  });

  it('answers a page in a language not offered, unindexed', async () => {
    const english = await web.inject({ url: '/brands' });
    expect(english.headers['x-robots-tag']).toBeUndefined();
    const ja = await web.inject({ url: '/ja/brands' });
    expect(ja.headers['x-robots-tag']).toBeUndefined();
    const zh = await web.inject({ url: '/zh-cn/brands' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['x-robots-tag']).toBe('noindex');
    const first = await web.inject({ url: '/', headers: { 'accept-language': 'zh-CN,ja;q=0.5' } });
    expect(first.headers.location).toBe('/ja/');
  });

  it('keeps the console English', async () => {
    const console = await web.inject({ url: '/ja/admin/orders?page=2' });
    expect(console.statusCode).toBe(302);
    expect(console.headers.location).toBe('/admin/orders?page=2');
  });
});
