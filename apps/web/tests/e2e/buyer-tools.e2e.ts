// The wholesale buyer's tools (issue 19) in Chromium at 390 and 1366 px, each with its own
// shopper: a 3 × 6 size run filled by keyboard alone and added at once becomes 18 cart lines
// priced by slab; a quick order of 30 pasted lines with 3 bad ones adds 27 and names the 3; the
// next-tier hint moves the quantity. No serious axe violations, nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  formatPrice,
  linePrice,
  localSize,
  sizeAudience,
  sizeRow,
  sortSizes,
  type ExchangeRates,
  type ProductDetail,
} from '@solestock/domain';
import { baseUrl, launchBrowser, screenshot, seriousAxeViolations, watchCsp } from './browser.ts';
import { outboxMailbox, signUpAndVerify } from './account-utils.ts';
import { expandAll } from './cart-utils.ts';

const api = <T>(path: string): Promise<T> =>
  fetch(`${baseUrl()}/api${path}`).then((r) => r.json() as Promise<T>);

let browser: Browser;
let rates: ExchangeRates;
/** A UK-sized style with at least 3 colours and 6 sizes, every one of them made. */
let style: ProductDetail;
/** 27 SKUs of other products. */
let skus: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  rates = await api<ExchangeRates>('/ecommerce/exchange-rates/');
  for (let id = 1; id < 400 && !style; id += 7) {
    const d = await api<ProductDetail>(`/ecommerce/products/${id}/us`);
    const colours = new Set(d.variants.map((v) => v.color));
    const sizes = sortSizes(d.variants.map((v) => v.size));
    if (
      d.sizeSystem === 'uk' &&
      colours.size >= 3 &&
      sizes.length >= 6 &&
      d.variants.length === colours.size * sizes.length
    )
      style = d;
  }
  if (!style) throw new Error('the seed has no style of 3 colours and 6 sizes');
  const group = new Set(style.variants.map((v) => v.id));
  skus = [];
  for (let id = 500; skus.length < 27; id++) {
    if (group.has(id)) continue;
    skus.push((await api<ProductDetail>(`/ecommerce/products/${id}/us`)).sku);
  }
});
afterAll(async () => {
  await browser?.close();
});

async function shopper(width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
  });
  await context.addCookies([{ name: 'country', value: 'us', url: baseUrl() }]);
  const page = await context.newPage();
  watchCsp(page);
  await signUpAndVerify(page, outboxMailbox(baseUrl()));
  return page;
}

async function checkScreen(page: Page, name: string) {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBe(0);
}

async function cartLines(page: Page) {
  await page.goto('/cart');
  await page.getByRole('heading', { name: /My Cart/ }).waitFor();
  await page.waitForLoadState('networkidle');
  // A cart of many styles shows their summaries: every size's cell once all are open.
  await expandAll(page);
  return page.getByTestId('cart-line');
}

describe.each([390, 1366])('at %i px', (width) => {
  it('fills a 3 × 6 size run by keyboard and adds 18 lines priced by slab', async () => {
    const page = await shopper(width);
    await page.goto(`/products/product/${style.id}`);
    const grid = page.getByTestId('size-run').first();
    await grid.waitFor();
    await page.waitForLoadState('networkidle');
    const colours = [...new Set(style.variants.map((v) => v.color))].slice(0, 3);
    const sizes = sortSizes(style.variants.map((v) => v.size)).slice(0, 6);
    const wanted = new Map<number, number>();
    await grid.getByRole('textbox', { name: `${colours[0]}, size ${sizes[0]}, pairs` }).focus();
    for (const [r, colour] of colours.entries()) {
      for (const [c, size] of sizes.entries()) {
        const quantity = 20 + 10 * c + r; // some below the first slab, most above
        await page.keyboard.type(String(quantity));
        wanted.set(style.variants.find((v) => v.color === colour && v.size === size)!.id, quantity);
        if (c < sizes.length - 1) await page.keyboard.press('ArrowRight');
      }
      if (r < colours.length - 1) {
        await page.keyboard.press('ArrowDown');
        for (let i = 0; i < sizes.length - 1; i++) await page.keyboard.press('ArrowLeft');
      }
    }
    let total = linePrice([], 0, { amount: 0, currency: 'usd' }, 'us', rates).total;
    for (const [id, q] of wanted) {
      const v = style.variants.find((x) => x.id === id)!;
      total = total.plus(
        linePrice(style.slabTables![v.slabTable!]!, q, v.defaultSellingPrice!, 'us', rates).total,
      );
    }
    const pairs = [...wanted.values()].reduce((a, b) => a + b, 0);
    await expect
      .poll(() => grid.getByTestId('size-run-pairs').textContent())
      .toBe(`${pairs} pairs`);
    expect(await grid.getByTestId('size-run-total').textContent()).toBe(formatPrice('$', total));
    await checkScreen(page, 'size-run');

    await grid.getByRole('button', { name: 'Add all to cart' }).focus();
    await page.keyboard.press('Enter');
    await grid.getByText('Added 18 lines').waitFor();
    const lines = await cartLines(page);
    await expect.poll(() => lines.count()).toBe(18);
    const summary = await page
      .getByText(/^Total Amount/)
      .locator('..')
      .textContent();
    expect(summary).toContain(formatPrice('$', total));
    await checkScreen(page, 'size-run-cart');
    await page.context().close();
  });

  it('quick order adds 27 of 30 pasted lines and names the 3 bad ones', async () => {
    const page = await shopper(width);
    await page.goto('/my-account');
    await page.getByRole('link', { name: 'Quick order' }).click();
    await page.waitForURL('**/quick-order');
    await page.waitForLoadState('networkidle');
    const seps = ['\t', ',', ' '];
    const rows = skus.map((s, i) => `${s}${seps[i % 3]}${25 + i}`);
    rows.splice(3, 0, 'NO-SUCH-SKU 40');
    rows.splice(10, 0, `${skus[0]} 0`);
    rows.splice(20, 0, `${skus[1]}\t2.5`);
    await page.getByLabel('Paste SKU and quantity lines').fill(rows.join('\n'));
    await page.getByRole('button', { name: 'Check lines' }).click();
    const results = page.getByTestId('quick-order-results');
    await results.waitFor();
    const bad = results.locator('[data-status="error"]');
    await expect.poll(() => bad.count()).toBe(3);
    expect(await page.getByRole('status').first().textContent()).toContain('line 4, 11, 21');
    await checkScreen(page, 'quick-order');
    await page.getByRole('button', { name: 'Add 27 products to cart' }).click();
    await page.getByText('Added 27 lines').waitFor();
    const lines = await cartLines(page);
    await expect.poll(() => lines.count()).toBe(27);
    await page.context().close();
  });

  it('"Order again" puts an order\'s lines back in the cart', async () => {
    const page = await shopper(width);
    const [a, b] = style.variants;
    const added = await page.request.post('/api/ecommerce/cart/add-many/', {
      data: [
        { product_id: a!.id, quantity: 30, mode: 'air' },
        { product_id: b!.id, quantity: 120, mode: 'sea' },
      ],
    });
    expect(added.status()).toBe(201);
    const placed = await page.request.post(
      '/api/ecommerce/order/place/?country_code=us&without_payment=true',
    );
    expect(placed.status()).toBe(201);
    const { order_id } = (await placed.json()) as { order_id: number };
    // Placed without payment: the lines left the cart.
    await page.goto('/cart');
    await page.getByText('There is nothing in your Cart').waitFor();

    await page.goto(`/orders/${order_id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Order again' }).focus();
    await page.keyboard.press('Enter');
    const news = page.getByTestId('order-again-result');
    await news.getByText('Added 2 lines to your cart at today’s prices.').waitFor();
    expect(await news.textContent()).toContain('Every price is the same as when you ordered.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'order-again-result',
    );
    await checkScreen(page, 'order-again');
    await news.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL('**/cart');
    await page.waitForLoadState('networkidle');
    await expandAll(page);
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(2);
    await page.context().close();
  });

  it('shows US sizes beside UK ones, and a size chart with EU and US sizes', async () => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: baseUrl(),
    });
    await context.addCookies([{ name: 'country', value: 'us', url: baseUrl() }]);
    const page = await context.newPage();
    watchCsp(page);
    await page.goto(`/products/product/${style.id}`);
    await page.waitForLoadState('networkidle');
    const audience = sizeAudience(style.category, style.subcategory, style.productName);
    const us = localSize(style.size, 'uk', 'us', audience)!;
    expect(us.label).toBe('US');
    const main = page.getByRole('main');
    await main.getByText(`${style.size} (US ${us.value})`).first().waitFor();
    const opener = main.getByRole('button', { name: 'Size chart' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const chart = page.getByRole('dialog', { name: 'Size chart' });
    await chart.waitFor();
    const headers = await chart.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.replace('(your country)', '').trim())).toEqual(
      expect.arrayContaining(['UK', 'EU', 'US men', 'US women', 'JP (cm)', 'CN (mm)']),
    );
    const row = sizeRow(style.size, 'uk')!;
    const current = chart.locator('tr[aria-current="true"]');
    const cells = (await current.locator('th, td').allInnerTexts()).map((c) => c.trim());
    expect(cells.slice(1)).toEqual([row.EU, row['US men'], row['US women'], row.JP, row.CN]);
    await checkScreen(page, 'size-chart');
    await page.keyboard.press('Escape');
    await chart.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkScreen(page, 'product-sizes');
    await context.close();
  });

  it('the next-tier hint takes the quantity to the cheaper slab', async () => {
    // A product priced by its own slabs, with a slab that starts above 30 pairs (the demo
    // catalogue's 25-99/100-299/300+ or its 200+ tiers): the hint shows from 10 pairs below it.
    let tiered: { id: number; min: number } | undefined;
    for (let id = 2; id < 400 && !tiered; id++) {
      const d = await api<ProductDetail>(`/ecommerce/products/${id}/us`);
      const min = d.slabPrices.find((s) => s.min_quantity && s.min_quantity > 30)?.min_quantity;
      if (min && (d.tier_scope ?? 'product') === 'product') tiered = { id, min };
    }
    if (!tiered) throw new Error('the seed has no product with a slab above 30 pairs');
    const page = await shopper(width);
    await page.goto(`/products/product/${tiered.id}`);
    await page.waitForLoadState('networkidle');
    const box = page.getByLabel('Quantity in pairs');
    await box.fill(String(tiered.min - 10));
    const hint = page.getByTestId('tier-hint').first();
    await expect.poll(() => hint.textContent()).toMatch(/^↑Add 10 more pairs for \$[\d.]+\/pair$/);
    await hint.click();
    await expect.poll(() => box.inputValue()).toBe(String(tiered.min));
    await page.context().close();
  });
});
