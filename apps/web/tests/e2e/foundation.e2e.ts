// The foundation's promises, checked against the running store: pages rendered on the server
// with catalogue data, the 404 page with its status, the API's health and error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  WIDTHS,
  baseUrl,
  cspViolations,
  launchBrowser,
  openPage,
  screenshot,
  seriousAxeViolations,
} from './browser.ts';

describe('server-rendered store', () => {
  it('renders brand and category names into the home page HTML', async () => {
    const [html, brands, categories] = await Promise.all([
      fetch(`${baseUrl()}/`).then((r) => r.text()),
      fetch(`${baseUrl()}/api/ecommerce/brands/`).then(
        (r) => r.json() as Promise<{ brand: string }[]>,
      ),
      fetch(`${baseUrl()}/api/ecommerce/categories/`).then(
        (r) => r.json() as Promise<{ headCategory: string }[]>,
      ),
    ]);
    expect(brands.length).toBeGreaterThanOrEqual(40);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    for (const b of brands.slice(0, 5)) expect(html).toContain(escape(b.brand));
    for (const c of categories.slice(0, 5)) expect(html).toContain(escape(c.headCategory));
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const res = await fetch(`${baseUrl()}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Oops !');
    expect(html).toContain('Looks like this page doesn’t exist.');
  });

  it('answers health and unknown API paths as JSON', async () => {
    const health = await fetch(`${baseUrl()}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const missing = await fetch(`${baseUrl()}/api/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('serves built assets with long-lived cache headers', async () => {
    const html = await fetch(`${baseUrl()}/`).then((r) => r.text());
    const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    // Precompressed at build time, sent as the browser accepts.
    const br = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(await res.text());
  });

  it('keeps a page for shoppers who are not signed in, compressed, and never a signed-in one', async () => {
    // A search no one made yet: q is a key the page reads, so the URL may be kept (decision 007).
    const url = `${baseUrl()}/search-results?q=kept${Date.now()}`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const second = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(await second.text()).toBe(await first.text());
    // Another country is another page (its prices differ).
    const us = await fetch(url, { headers: { cookie: 'country=us' } });
    expect(us.headers.get('x-cache')).toBe('miss');
    const signedIn = await fetch(url, { headers: { cookie: 'solestock_access=x' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-cache')).toBeNull();
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('styles pages from the rules inlined in the head, then the whole stylesheet once, kept across client-side navigation', async () => {
    const page = await openPage(browser, 1366, '/');
    // After hydration the whole stylesheet is added, once (decision 121).
    await page
      .locator('link[rel="stylesheet"][href^="/assets/app-"]')
      .waitFor({ state: 'attached' });
    const stylesheets = () =>
      page.evaluate(() => ({
        links: document.querySelectorAll('link[rel="stylesheet"]').length,
        inlined: [...document.querySelectorAll('style#solestock-css')].map(
          (s) => s.textContent?.length ?? 0,
        ),
      }));
    // Tailwind's rules at work: the heading is bold by its `font-bold` class alone (the reset
    // gives headings the body's weight).
    const weightOf = async (name: string | RegExp) =>
      Number(
        await page
          .getByRole('heading', { name })
          .first()
          .evaluate((h) => getComputedStyle(h).fontWeight),
      );
    const first = await stylesheets();
    expect(first.links).toBe(1);
    expect(first.inlined).toHaveLength(1);
    expect(first.inlined[0]).toBeGreaterThan(10_000);
    expect(await weightOf('Shop by Category')).toBeGreaterThanOrEqual(700);

    // A marker on the window survives only a client-side navigation (no new document).
    await page.evaluate(() => Object.assign(window, { solestockMarker: true }));
    await page.locator('a[href*="/products/product/"]').first().click();
    await page.waitForURL(/\/products\/product\//);
    await page.getByTestId('gallery-image').waitFor();
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(await page.evaluate(() => 'solestockMarker' in window)).toBe(true);
    expect(await stylesheets()).toEqual(first);
    expect(await weightOf(name!)).toBeGreaterThanOrEqual(700);
    await page.context().close();
  });

  for (const width of WIDTHS) {
    it(`shows home and 404 at ${width} px without serious accessibility violations`, async () => {
      const page = await openPage(browser, width, '/');
      await expect(
        page.getByRole('heading', { name: 'Shop by Category' }).isVisible(),
      ).resolves.toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'home');
      await page.goto('/definitely-missing');
      await expect(page.getByRole('heading', { name: 'Oops !' }).isVisible()).resolves.toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'not-found');
      // The policy fits the pages: hydration and the inline scripts run, nothing is blocked.
      expect(cspViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
