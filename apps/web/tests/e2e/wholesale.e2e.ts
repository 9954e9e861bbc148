// The wholesale trade on the storefront (issue 31, docs/api.md "Packs", "Stock and pre-orders",
// "Minimums") in Chromium at 390 and 1366 px, on a store whose demo catalogue is dressed for it
// (DEMO_WHOLESALE=1, as `npm start` seeds it): a buyer adds 3 cartons of a colour from the
// size-run grid; finds a stock style's sold-out size closed in the grid; puts too few pairs of a
// style with a minimum in the cart, is told what is missing before checkout, then meets it; adds
// a pre-order whose shipping window the page, the cart and the paid order all show; and pays.
// No serious axe violations on any of those screens. Then the product page's wholesale parts in
// Japanese and Simplified Chinese (issue 46): a UK-sized style's /ja/ and /zh-cn/ page at 390 and
// 1366 px shows the group's translated name, the carton picker and, opened, the size chart with
// JP (cm) and EU first, nothing past the window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { preOrderText, styleShortfallSentence, type ProductDetail } from '@solestock/domain';
import { checkScreen, cspViolations, launchBrowser, screenshot, watchCsp } from './browser.ts';
import { addAddressAtCheckout, outboxMailbox, signUpAndVerify } from './account-utils.ts';
import { startOwnStore } from './own-store.ts';

const widths = [390, 1366] as const;

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;

interface Picks {
  cartons: ProductDetail;
  soldOut: ProductDetail;
  minimum: ProductDetail;
  preOrder: ProductDetail;
  /** A UK-sized style of the colour's own cartons (its size chart puts JP and EU first). */
  ukCartons: ProductDetail;
}
let picks: Picks;

/** One product of each kind the journey needs, read from the dressed catalogue's details. */
async function pickProducts(): Promise<Picks> {
  const found: Partial<Picks> = {};
  for (let id = 1; id <= 600 && Object.keys(found).length < 5; id++) {
    const res = await fetch(`${store.baseUrl}/api/ecommerce/products/${id}/us`);
    if (!res.ok) {
      await res.body?.cancel();
      continue;
    }
    const d = (await res.json()) as ProductDetail;
    const plainMinimum = (d.min_pairs ?? 0) === 0;
    const run = d.variants.length > 1;
    const ownCartons = (d.packs ?? []).some((p) => p.color === d.color);
    if (!found.ukCartons && d.sizeSystem === 'uk' && ownCartons) found.ukCartons = d;
    if (!found.cartons && run && plainMinimum && d.sale_mode === 'unlimited' && ownCartons)
      found.cartons = d;
    else if (
      !found.soldOut &&
      run &&
      d.sale_mode === 'stock' &&
      d.variants.some((v) => v.availability === 0)
    )
      found.soldOut = d;
    else if (!found.minimum && run && d.min_pairs === 24 && d.sale_mode === 'unlimited')
      found.minimum = d;
    else if (!found.preOrder && plainMinimum && d.sale_mode === 'pre_order' && d.ships_from)
      found.preOrder = d;
  }
  const missing = (['cartons', 'soldOut', 'minimum', 'preOrder', 'ukCartons'] as const).filter(
    (k) => !found[k],
  );
  if (missing.length) throw new Error(`the dressed demo has no product for: ${missing.join(', ')}`);
  return found as Picks;
}

/** The product page's size-run grid (the page's own, not the drawer's). */
const grid = (page: Page) => page.getByTestId('size-run').first();

async function openProduct(page: Page, product: ProductDetail) {
  await page.goto(`/products/product/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.productName }).waitFor();
  // The size-run grid is drawn once the page has hydrated (decision 159).
  if (product.variants.length > 1) await grid(page).waitFor();
}

/** Types pairs into the grid's first open cell of the page's colour and adds the grid. */
async function addFromGrid(page: Page, product: ProductDetail, pairs: number) {
  const cell = grid(page)
    .getByRole('textbox', { name: new RegExp(`^${product.color}, size .*, pairs`) })
    .first();
  await cell.fill(String(pairs));
  await grid(page).getByRole('button', { name: 'Add all to cart' }).click();
  await grid(page)
    .getByRole('status')
    .filter({ hasText: `(${pairs} pairs) to your cart` })
    .waitFor();
}

beforeAll(async () => {
  // A first start's own seeding, dressed: the journeys' template is the specs' plain shop.
  store = await startOwnStore(
    { DEMO_WHOLESALE: '1', STOREFRONT_LANGUAGES: 'en,ja,zh-CN' },
    { quiet: true, fresh: true },
  );
  browser = await launchBrowser();
  picks = await pickProducts();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe.each(widths)('the wholesale trade at %i px', (width) => {
  it('buys 3 cartons from the grid, meets a style minimum and pays for a pre-order', async () => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    watchCsp(page);
    await signUpAndVerify(page, outboxMailbox(store.baseUrl));

    // 3 cartons of the colour's pack from the size-run grid: ratio × 3 pairs of each size.
    const { cartons } = picks;
    const pack = cartons.packs!.find((p) => p.color === cartons.color)!;
    await openProduct(page, cartons);
    const picker = grid(page).getByTestId('carton-picker');
    await picker.getByLabel('Cartons').fill('3');
    expect(await picker.getByTestId('carton-pairs').innerText()).toMatch(
      new RegExp(`^${pack.pairs * 3} pairs: `),
    );
    await picker.getByRole('button', { name: 'Add 3 cartons' }).click();
    await picker
      .getByRole('status')
      .filter({ hasText: `Added 3 cartons of ${pack.name} (${pack.pairs * 3} pairs)` })
      .waitFor();
    await checkScreen(page, 'wholesale-cartons-added');

    // A stock style: its sold-out size is closed in the grid and named so.
    const { soldOut } = picks;
    await openProduct(page, soldOut);
    const closed = grid(page).getByRole('textbox', { name: /: Sold out$/ });
    expect(await closed.count()).toBeGreaterThan(0);
    expect(await closed.first().isDisabled()).toBe(true);
    const open = grid(page).getByRole('textbox', { name: /, \d+ in stock$/ });
    expect(await open.count()).toBeGreaterThan(0);
    await checkScreen(page, 'wholesale-sold-out-size');

    // A style asking for 24 pairs: 6 are refused at the cart's door, with what is missing.
    const { minimum } = picks;
    await openProduct(page, minimum);
    await page.getByText('Minimum 24 pairs per style (mix sizes and colours)').first().waitFor();
    await addFromGrid(page, minimum, 6);
    await page.goto('/cart');
    const blockers = page.getByTestId('checkout-blockers');
    await blockers.waitFor();
    const sentence = styleShortfallSentence([
      { item_group_id: minimum.itemGroupId, style: '', min_pairs: 24, pairs: 6, missing: 18 },
    ]);
    // The style's name is the group's; what follows it is the domain's sentence.
    expect(await blockers.innerText()).toContain(
      sentence.slice(sentence.indexOf(' has a minimum')),
    );
    const blocked = page.getByRole('button', { name: 'CONTINUE' });
    expect(await blocked.getAttribute('aria-disabled')).toBe('true');
    await checkScreen(page, 'wholesale-cart-below-minimum');

    // 18 more pairs: 24, and the way to checkout opens.
    await openProduct(page, minimum);
    await addFromGrid(page, minimum, 18);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'CONTINUE' }).waitFor();
    expect(await page.getByTestId('checkout-blockers').count()).toBe(0);

    // A pre-order: its window on the page, then in the cart.
    const { preOrder } = picks;
    const window = preOrderText(preOrder.ships_from ?? null, preOrder.ships_by ?? null);
    await openProduct(page, preOrder);
    await page.getByText(window).first().waitFor();
    await checkScreen(page, 'wholesale-pre-order-page');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByRole('button', { name: 'GO TO CART' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('main').getByText(window).first().waitFor();
    await checkScreen(page, 'wholesale-cart-met');

    // Checkout and pay: the order keeps the window.
    await page.getByRole('link', { name: 'CONTINUE' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout-summary');
    await addAddressAtCheckout(page);
    await page.getByRole('link', { name: 'Continue To Payment' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/payment-method');
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on Card').fill('Ravi Journey');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL((url) => url.pathname === '/order-success');
    const orderId = await page.getByTestId('order-id').innerText();
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
    await page.getByRole('main').getByText(window).first().waitFor();
    await checkScreen(page, 'wholesale-order');

    // The order holds the cartons' pairs, the style's 24 and the pre-order's 25.
    const order = await page.evaluate(
      async (id) => (await fetch(`/api/ecommerce/orders/${id}/`)).json(),
      orderId,
    );
    const pairsOf = (product: ProductDetail) => {
      const ids = new Set([product.id, ...product.variants.map((v) => v.id)]);
      return (order.items as { product_id: number; quantity: number }[])
        .filter((i) => ids.has(i.product_id))
        .reduce((n, i) => n + i.quantity, 0);
    };
    expect(pairsOf(cartons)).toBe(pack.pairs * 3);
    expect(pairsOf(minimum)).toBe(24);
    expect(pairsOf(preOrder)).toBe(25);
    expect(cspViolations(page)).toEqual([]);
    await context.close();
  }, 180_000);
});

const LANGS = [
  { segment: 'ja', chart: 'サイズ表', carton: 'カートン単位で購入', first: ['JP (cm)', 'EU'] },
  { segment: 'zh-cn', chart: '尺码表', carton: '按整箱购买', first: ['日码 (cm)', '欧码'] },
] as const;

describe.each(LANGS)('the product page in $segment', ({ segment, chart, carton, first }) => {
  it.each(widths)('with its cartons and size chart at %i px', async (width) => {
    const product = picks.ukCartons;
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
    await screenshot(page, `wholesale-${segment}-product`);
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
    await screenshot(page, `wholesale-${segment}-size-chart`);
    await context.close();
  });
});
