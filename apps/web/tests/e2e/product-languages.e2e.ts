// The product page's remaining parts in Japanese and Simplified Chinese (issue 46): on the
// wholesale demo (UK-sized styles with cartons), a /ja/ and a /zh-cn/ product page at 390 and
// 1366 px shows the group's translated name, the carton picker and, opened, the size chart with
// JP (cm) and EU first; looked at for overflow.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ProductDetail } from '@solestock/domain';
import { launchBrowser, screenshot } from './browser.ts';
import { startOwnStore } from './own-store.ts';

const SHOTS = resolve(import.meta.dirname, '../../../../test-results/screenshots');

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let product: ProductDetail;

beforeAll(async () => {
  store = await startOwnStore(
    { DEMO_WHOLESALE: '1', STOREFRONT_LANGUAGES: 'en,ja,zh-CN' },
    { quiet: true, fresh: true },
  );
  browser = await launchBrowser();
  // A UK-sized style of the colour's own cartons.
  for (let id = 1; id <= 600; id++) {
    const res = await fetch(`${store.baseUrl}/api/ecommerce/products/${id}/us`);
    if (!res.ok) {
      await res.body?.cancel();
      continue;
    }
    const d = (await res.json()) as ProductDetail;
    if (d.sizeSystem === 'uk' && (d.packs ?? []).some((p) => p.color === d.color)) {
      product = d;
      break;
    }
  }
  if (!product) throw new Error('the dressed demo has no UK-sized style with cartons');
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

const LANGS = [
  { segment: 'ja', chart: 'サイズ表', carton: 'カートン単位で購入', first: ['JP (cm)', 'EU'] },
  { segment: 'zh-cn', chart: '尺码表', carton: '按整箱购买', first: ['日码 (cm)', '欧码'] },
] as const;

describe.each(LANGS)('$segment', ({ segment, chart, carton, first }) => {
  it.each([390, 1366])('product page with its cartons and size chart at %i px', async (width) => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    await page.goto(`/${segment}/products/product/${product.id}`);
    // The group's name in the language (the demo translates every group's).
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    expect(heading).not.toBe(product.productName);
    const picker = page.getByTestId('carton-picker').first();
    expect(await picker.getByRole('heading', { name: carton }).isVisible()).toBe(true);
    await picker.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `product-languages-${segment}-page`);
    await page.getByRole('button', { name: chart }).first().click();
    const dialog = page.getByRole('dialog', { name: chart });
    const headers = await dialog.getByRole('columnheader').allInnerTexts();
    expect(headers[0]).toContain(first[0]);
    expect(headers[1]).toContain(first[1]);
    const wide = await page.evaluate(() => {
      const box = document.querySelector('dialog[open]')!.getBoundingClientRect();
      return box.right > document.documentElement.clientWidth + 1 || box.left < -1;
    });
    expect(wide).toBe(false);
    await page.screenshot({
      path: resolve(SHOTS, `product-languages-${segment}-chart-${width}.png`),
    });
    await context.close();
  });
});
