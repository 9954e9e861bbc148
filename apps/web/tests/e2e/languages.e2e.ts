// The storefront in Japanese and Simplified Chinese (docs/languages.md): home, a listing and a
// product page at 390 and 1366 px, looked at for overflow; the switcher and the first visit; and
// the English home as it was, with its hreflang alternates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LISTING = '/products/categories/Boots';

/**
 * Nothing wider than the window: no sideways scroll, and no text running past the right edge,
 * except inside boxes that clip or scroll on purpose (the carousel, the partner strip).
 */
async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) return ['document'];
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.querySelectorAll('h1, h2, h3, a, button, p, span, th, td')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.right > width + 1 &&
          (el.textContent ?? '').trim() !== '' &&
          getComputedStyle(el).position !== 'fixed' &&
          !clipped(el)
        );
      })
      .slice(0, 5)
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40)}`);
  });
  expect(wide).toEqual([]);
}

const LANGS = [
  {
    segment: 'ja',
    lang: 'ja',
    heading: 'カテゴリーから探す',
    sort: '並べ替え',
    orderNow: '今すぐ注文',
  },
  { segment: 'zh-cn', lang: 'zh-CN', heading: '按分类选购', sort: '排序', orderNow: '立即下单' },
] as const;

describe.each(LANGS)('$lang', ({ segment, lang, heading, sort, orderNow }) => {
  it.each([390, 1366])('home, listing and product at %i px', async (width) => {
    const page = await openPage(browser, width, `/${segment}/`);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectNoOverflow(page);
    await screenshot(page, `languages-${segment}-home`);

    // A link inside the page stays in the language.
    const card = page.locator('[data-testid="product-card"] a').first();
    expect(await card.getAttribute('href')).toMatch(new RegExp(`^/${segment}/products/product/`));

    await page.goto(`/${segment}${LISTING}`);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    if (width >= 1024)
      expect(await page.getByRole('navigation', { name: sort }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectNoOverflow(page);
    await screenshot(page, `languages-${segment}-listing`);

    const product = await page
      .locator('[data-testid="product-card"] a')
      .first()
      .getAttribute('href');
    expect(product).toMatch(new RegExp(`^/${segment}/products/product/`));
    await page.goto(product!);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    // The buy panel in the language (docs/languages.md, "Converted screens").
    expect(await page.getByRole('button', { name: orderNow }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectNoOverflow(page);
    await screenshot(page, `languages-${segment}-product`);
    await page.context().close();
  });
});

describe('choosing the language', () => {
  it('keeps English as it was, with its alternates, and switches to Japanese and back', async () => {
    const page = await openPage(browser, 1366, '/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('heading', { name: 'Shop by Category' }).isVisible()).toBe(true);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((els) =>
        els.map(
          (e) => `${e.getAttribute('hreflang')} ${new URL(e.getAttribute('href')!).pathname}`,
        ),
      );
    expect(alternates).toEqual(['en /', 'ja /ja/', 'zh-CN /zh-cn/', 'x-default /']);

    const switcher = page.getByTestId('language-switcher').first();
    await switcher.getByLabel('Language: English. Change language').click();
    await switcher.getByRole('button', { name: '日本語' }).click();
    await page.waitForURL(`${baseUrl()}/ja/`);
    expect(await page.getByRole('heading', { name: 'カテゴリーから探す' }).isVisible()).toBe(true);

    // The choice is kept: `/` now goes to /ja/.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/ja/');
    await page.context().close();
  });

  it('follows Accept-Language on a first visit to / only', async () => {
    const first = await fetch(`${baseUrl()}/`, {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      redirect: 'manual',
    });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/zh-cn/');
    const deep = await fetch(`${baseUrl()}${LISTING}`, {
      headers: { 'accept-language': 'zh-CN' },
      redirect: 'manual',
    });
    expect(deep.status).toBe(200);
  });
});
