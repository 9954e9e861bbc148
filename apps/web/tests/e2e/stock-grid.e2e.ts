// Stock in bulk and incoming stock end to end (issue 44 item 6; docs/stock.md) in Chromium at
// 390 and 1366 px: the owner opens a style's page, types a size's pairs on hand in the Stock grid
// (moving on with the arrow key), saves it in one go, and adds a delivery of 30 pairs in the
// Incoming section; a buyer's product page then says the pairs on hand, and that the 30 beyond
// them ship from the delivery's day. Selling them, the race and the order line's day are the API's
// tests (incoming.test.ts, stock-race.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkScreen as checkNamedScreen, launchBrowser } from './browser.ts';
import { staffApi, staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@stock.example.com', password: 'Owner#Stock2026' };
const widths = [390, 1366] as const;

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let admin: ReturnType<typeof staffApi>['call'];
/** Two products of different styles, one a width. */
const products: Product[] = [];
const checkScreen = (page: Page, name: string) => checkNamedScreen(page, `stock-${name}`);

interface Product {
  id: number;
  item_group_id: number;
  color: string;
  size: string | null;
  sku: string;
}

/** Makes the style sell from stock, through the console's catalogue API. */
async function sellFromStock(groupId: number) {
  const g = await admin<Record<string, unknown>>('GET', `/catalogue/item-groups/${groupId}/`);
  await admin('PUT', `/catalogue/item-groups/${groupId}/`, {
    name: g.name,
    brand_id: g.brand_id,
    head_category_id: g.head_category_id,
    subcategory_id: g.subcategory_id,
    bullet_points: g.bullet_points,
    material: g.material,
    country_of_origin: g.country_of_origin,
    hs_code: g.hs_code,
    size_system: g.size_system,
    tier_scope: g.tier_scope,
    sale_mode: 'stock',
    ships_from: null,
    ships_by: null,
    min_pairs: 0,
    show_on_homepage: g.show_on_homepage,
  });
}

beforeAll(async () => {
  store = await startOwnStore(
    { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
    { quiet: true },
  );
  browser = await launchBrowser();
  ({ call: admin } = staffApi(store.baseUrl));
  await admin('POST', '/session/', OWNER);
  const groups = await fetch(`${store.baseUrl}/api/ecommerce/homepage/itemgroups/`).then(
    (r) => r.json() as Promise<{ products: { id: number }[] }[]>,
  );
  for (const id of groups.flatMap((g) => g.products.map((p) => p.id))) {
    const p = await admin<Product>('GET', `/catalogue/products/${id}/`);
    if (!products.some((q) => q.item_group_id === p.item_group_id)) products.push(p);
    if (products.length === widths.length) break;
  }
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe.each(widths)('a style’s stock grid and incoming stock, at %i px', (width) => {
  it('the owner sets a size’s pairs and adds a delivery; the buyer sees the pairs beyond on hand ship from its day', async () => {
    // Each width its own style, so the two runs do not meet.
    const product = products[widths.indexOf(width)]!;
    await sellFromStock(product.item_group_id);

    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    await staffSignIn(page, OWNER, `/admin/catalogue/groups/${product.item_group_id}`);
    const stock = page.getByRole('region', { name: 'Stock' });
    const sizeName = product.size ? `Size ${product.size}` : 'One size';
    const cell = stock.getByLabel(`${product.color || 'No colour'}, ${sizeName}: pairs on hand`);
    await cell.click();
    await cell.fill('2');
    // The arrow keys move through the grid (down a colour, or along the sizes).
    await cell.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .not.toContain(`${sizeName}:`);
    await expect.poll(() => stock.getByText('1 cell changed.').count()).toBe(1);
    await stock.getByRole('button', { name: 'Save stock' }).click();
    await stock.getByRole('status').filter({ hasText: 'Stock saved.' }).waitFor();
    await expect.poll(() => cell.inputValue()).toBe('2');
    await checkScreen(page, 'grid');

    const incoming = page.getByRole('region', { name: 'Incoming' });
    await incoming.getByLabel('Product').selectOption(String(product.id));
    await incoming.getByLabel('Pairs').fill('30');
    await incoming.getByLabel('Expected on').fill('2099-01-15');
    await incoming.getByRole('button', { name: 'Add delivery' }).click();
    await incoming.getByRole('status').filter({ hasText: 'Expecting 30 pairs' }).waitFor();
    const row = incoming.getByTestId('incoming-row').filter({ hasText: product.sku });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('15 Jan 2099');
    await expect.poll(() => stock.getByText('+30 incoming').count()).toBe(1);
    await checkScreen(page, 'incoming');
    await context.close();

    // A buyer (signed in or not, the product page is the same) reads both.
    const buyer = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
    });
    const shop = await buyer.newPage();
    await shop.goto(`/products/product/${product.id}`);
    const status = shop.getByTestId('sale-status').first();
    await status.waitFor();
    expect(await status.innerText()).toContain('In stock: 2 pairs');
    expect(await status.getByTestId('incoming-note').innerText()).toBe(
      'Then 30 pairs ship from 15 Jan 2099',
    );
    await checkNamedScreen(shop, 'stock-product');
    await buyer.close();
  });
});
