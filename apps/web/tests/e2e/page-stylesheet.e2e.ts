// Each page inlines only the CSS rules its markup uses (decision 121). If that subset missed a
// rule, the page would look different until the whole stylesheet arrives after hydration. So:
// paint each page with its inline CSS alone (no script runs), read every element's computed
// layout and colours, add the whole stylesheet, and read them again. Nothing may change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, cspViolations, launchBrowser, watchCsp } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PROPERTIES = [
  'display',
  'position',
  'width',
  'height',
  'margin',
  'padding',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'line-height',
  'border-top-width',
  'border-radius',
  'flex-direction',
  'grid-template-columns',
  'gap',
  'visibility',
  'opacity',
  'text-align',
  'overflow',
  'font-family',
  'letter-spacing',
  'border-top-color',
  'border-top-style',
  'box-shadow',
  'outline-style',
  'text-decoration-line',
  'list-style-type',
  'translate',
  'animation-name',
  'cursor',
];

function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    return [...document.body.querySelectorAll('*')].map((el, i) => {
      const style = getComputedStyle(el);
      const values = properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';');
      return `${i} <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${values}`;
    });
  }, PROPERTIES);
}

async function wholeStylesheetUrl(): Promise<string> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl()}/help-center`);
  const link = page.locator('link[rel="stylesheet"][href^="/assets/"]');
  await link.waitFor({ state: 'attached' });
  const href = (await link.getAttribute('href'))!;
  await page.close();
  return href;
}

let productPath = '';
let fullStylesheet = '';
let fullLength = 0;
beforeAll(async () => {
  fullStylesheet = await wholeStylesheetUrl();
  fullLength = (await (await fetch(`${baseUrl()}${fullStylesheet}`)).text()).length;
  const res = await fetch(`${baseUrl()}/api/ecommerce/itemgroups/?page=2`);
  const body = (await res.json()) as { results: { products: { id: number }[] }[] };
  productPath = `/products/product/${body.results[0]!.products[0]!.id}`;
});

describe.each([390, 1366])('at %i px', (width) => {
  it.each([
    ['home', () => '/'],
    ['product', () => productPath],
    ['listing', () => `/products/categories/${encodeURIComponent("Men's Footwear")}`],
    ['search', () => '/search-results?q=loafer'],
    ['login', () => '/login'],
    ['console sign-in', () => '/admin/sign-in'],
  ])('the %s page looks the same with its inline CSS alone', async (_name, path) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    watchCsp(page);
    // The server's HTML and its inline CSS only: no script adds the whole stylesheet.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${baseUrl()}${path()}`, { waitUntil: 'networkidle' });
    const inline = await page.locator('style#solestock-css').evaluate((s) => s.textContent!);
    expect(inline.length).toBeGreaterThan(2_000);
    expect(inline.length).toBeLessThan(fullLength * 0.8);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

    const before = await computedStyles(page);
    await page.addStyleTag({ url: fullStylesheet });
    const full = await page.evaluate(
      (href) => [...document.styleSheets].find((s) => s.href?.endsWith(href))?.cssRules.length ?? 0,
      fullStylesheet,
    );
    expect(full).toBeGreaterThan(0);
    const after = await computedStyles(page);

    expect(after.length).toBe(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual([]);
    expect(cspViolations(page)).toEqual([]);
    await context.close();
  });
});
