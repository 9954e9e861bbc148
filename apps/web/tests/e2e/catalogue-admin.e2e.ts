// The catalogue console (issue 16, "done when": a manager changes a slab price and the
// storefront's product page and a cart holding it re-price). On a store of its own with an
// owner: the owner invites a manager; a shopper puts a product in the cart; the manager opens the
// product in /admin/catalogue, is told beside the row when a slab row overlaps, then halves the
// first slab's price and saves; the product page and the shopper's cart show the new price at
// once. Console pages are checked with axe and photographed at 1366 and 390 px.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  convertAmount,
  decimal,
  formatPrice,
  minorUnitExponent,
  slabTotal,
  type ExchangeRates,
  type ProductDetail,
} from '@solestock/domain';
import { launchBrowser, seriousAxeViolations, watchCsp, cspViolations } from './browser.ts';
import { outboxMailbox, signUpAndVerify, type Mailbox } from './account-utils.ts';
import { startOwnStore } from './own-store.ts';
import { cartCell } from './cart-utils.ts';

const OWNER = { email: 'owner-catalogue@example.com', password: 'Owner#Catalogue2026' };
const MANAGER = { email: 'manager-catalogue@example.com', password: 'Manager#Catalogue2026' };
const SHOTS = resolve(import.meta.dirname, '../../../../test-results/screenshots');

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let mailbox: Mailbox;

beforeAll(async () => {
  store = await startOwnStore({ OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password });
  browser = await launchBrowser();
  mailbox = outboxMailbox(store.baseUrl);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

const api = async <T>(path: string): Promise<T> =>
  (await fetch(`${store.baseUrl}/api${path}`).then((r) => r.json())) as T;

async function newPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: store.baseUrl,
  });
  await context.addCookies([{ name: 'country', value: 'us', url: store.baseUrl }]);
  const page = await context.newPage();
  watchCsp(page);
  return { context, page };
}

/** No serious axe finding, nothing scrolling sideways, a screenshot to look at. */
async function checkConsole(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/catalogue-${name}-${width}.png`, fullPage: true });
  expect(await seriousAxeViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBe(0);
  expect(cspViolations(page), name).toEqual([]);
}

async function staffSignIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** A seeded product with slabs, and the quantity its first slab prices. */
async function slabbedProduct(): Promise<{ product: ProductDetail; quantity: number }> {
  const groups = await api<{ products: { id: number }[] }[]>('/ecommerce/homepage/itemgroups/');
  for (const id of groups.flatMap((g) => g.products.map((p) => p.id))) {
    const d = await api<ProductDetail>(`/ecommerce/products/${id}/us`);
    const first = d.slabPrices[0];
    if (!first) continue;
    const quantity = first.operator === '<=' ? 1 : (first.min_quantity ?? 1);
    return { product: d, quantity };
  }
  throw new Error('the seed has no product with slabs');
}

/** What the page and cart show for a quantity: the slab's price converted and rounded. */
function shownUnit(d: ProductDetail, quantity: number, rates: ExchangeRates): string {
  const { unit, currency } = slabTotal(d.slabPrices, quantity, d.defaultSellingPrice);
  const c = convertAmount(unit, currency, 'us', rates);
  return formatPrice(c.symbol, c.amount.toDecimalPlaces(minorUnitExponent(c.currency)));
}

describe('the catalogue console', () => {
  it('a manager changes a slab price; the product page and a cart holding it re-price', async () => {
    const { product, quantity } = await slabbedProduct();
    const rates = await api<ExchangeRates>('/ecommerce/exchange-rates/');
    const before = shownUnit(product, quantity, rates);

    // A shopper puts the product in the cart at the first slab's quantity.
    const { page: shopper } = await newPage(1366);
    await signUpAndVerify(shopper, mailbox);
    await shopper.goto(`/products/product/${product.id}`);
    await shopper.getByRole('heading', { level: 1, name: product.productName }).waitFor();
    await shopper.waitForLoadState('networkidle');
    const box = shopper.getByLabel('Quantity in pairs');
    await box.fill(String(quantity));
    await expect.poll(() => box.inputValue()).toBe(String(quantity));
    await shopper.getByRole('button', { name: 'ADD TO CART' }).click();
    await shopper.getByRole('button', { name: 'GO TO CART' }).click();
    await shopper.waitForURL((u) => u.pathname === '/cart');
    // The product's style-and-colour block: its one size's unit price is said in its header.
    const line = cartCell(shopper, product).block;
    await expect.poll(() => line.innerText()).toContain(before);

    // The owner invites a manager.
    const { page: owner } = await newPage(1366);
    await staffSignIn(owner, OWNER);
    await owner.goto('/admin/staff');
    await owner.getByLabel('E-mail', { exact: true }).fill(MANAGER.email);
    await owner.getByLabel('Name', { exact: true }).fill('Cato Manager');
    await owner.getByLabel('Role', { exact: true }).selectOption('manager');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner
      .getByRole('status')
      .filter({ hasText: `Invitation sent to ${MANAGER.email} as manager.` })
      .waitFor();
    // Sent: the form is empty for the next colleague (issue 28.7).
    expect(await owner.getByLabel('E-mail', { exact: true }).inputValue()).toBe('');
    const invitation = (await mailbox(MANAGER.email, /invit/i)).find((l) =>
      l.includes('/admin/invitation/'),
    );
    expect(invitation).toBeTruthy();

    const { page: manager } = await newPage(1366);
    const url = new URL(invitation!);
    await manager.goto(`${url.pathname}${url.search}`);
    await manager.getByLabel('Your name').fill('Cato Manager');
    await manager.getByLabel('Password').fill(MANAGER.password);
    await manager.getByRole('button', { name: 'Accept the invitation' }).click();
    await manager.waitForURL((u) => u.pathname === '/admin');

    // The catalogue table, searched by SKU, leads to the group and its product.
    await manager.getByRole('link', { name: 'Catalogue' }).first().click();
    await manager.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await checkConsole(manager, 'groups');
    await manager.getByRole('searchbox', { name: 'Search' }).fill(product.sku);
    await manager.getByRole('button', { name: 'Search' }).click();
    await manager.waitForURL((u) => u.searchParams.get('q') === product.sku);
    // Searched by SKU, the table holds that product's group alone.
    const table = manager.getByRole('region', { name: 'Item groups' });
    await expect.poll(() => table.getByRole('link').count()).toBe(1);
    await table.getByRole('link').click();
    await manager.waitForURL((u) => u.pathname.startsWith('/admin/catalogue/groups/'));
    await checkConsole(manager, 'group');
    await manager.getByRole('link', { name: product.sku, exact: true }).click();
    await manager.waitForURL((u) => u.pathname === `/admin/catalogue/products/${product.id}`);
    await manager.getByRole('heading', { level: 1, name: product.sku }).waitFor();

    // A new slab row that overlaps the last one is named beside that row, before any request.
    const rows = manager.getByRole('listitem').filter({ has: manager.getByText(/^Row \d+$/) });
    const count = await rows.count();
    await manager.getByRole('button', { name: 'Add a slab row' }).click();
    const added = manager.getByRole('listitem', { name: `Slab row ${count + 1}` });
    await added.getByLabel('Range').selectOption('>=');
    await added.getByLabel('From (pairs)').fill('1');
    await added.getByLabel('Unit price').fill('1.00');
    await manager.getByRole('button', { name: 'Save product' }).click();
    await added
      .getByText(new RegExp(`Slab row ${count + 1}: its quantities overlap row`))
      .waitFor();
    await checkConsole(manager, 'product-errors');
    await added.getByRole('button', { name: `Remove slab row ${count + 1}` }).click();

    // Halve the first slab's price and save.
    const first = manager.getByRole('listitem', { name: 'Slab row 1' });
    const old = await first.getByLabel('Unit price').inputValue();
    const next = decimal(old).div(2).toDecimalPlaces(2).toFixed(2);
    await first.getByLabel('Unit price').fill(next);
    await manager.getByRole('button', { name: 'Save product' }).click();
    await manager.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await checkConsole(manager, 'product');

    // The storefront follows at once: the product's answer, its page, and the shopper's cart.
    const updated = await api<ProductDetail>(`/ecommerce/products/${product.id}/us`);
    expect(updated.slabPrices[0]?.selling_price).toBe(Number(next));
    const after = shownUnit(updated, quantity, rates);
    expect(after).not.toBe(before);
    const { page: visitor } = await newPage(390);
    await visitor.goto(`/products/product/${product.id}`);
    await visitor.getByRole('heading', { level: 1, name: product.productName }).waitFor();
    await expect.poll(() => visitor.locator('main').innerText()).toContain(after);
    await shopper.reload();
    await expect.poll(() => line.innerText()).toContain(after);

    // Brands and categories, and the console at a phone's width.
    await manager.goto('/admin/catalogue/brands');
    await manager.getByRole('heading', { level: 2, name: 'Brands' }).waitFor();
    await checkConsole(manager, 'brands');
    await manager.goto('/admin/catalogue/categories');
    await manager.getByRole('heading', { level: 2, name: 'Subcategories' }).waitFor();
    await checkConsole(manager, 'categories');
    await manager.setViewportSize({ width: 390, height: 900 });
    for (const [path, name] of [
      ['/admin/catalogue', 'groups'],
      [`/admin/catalogue/products/${product.id}`, 'product'],
      ['/admin/catalogue/brands', 'brands'],
    ] as const) {
      await manager.goto(path);
      await manager.getByRole('heading', { level: 1 }).waitFor();
      await checkConsole(manager, name);
    }
    // A long journey: five sign-ins and a dozen pages on a machine shared with other builds.
  }, 300_000);
});
