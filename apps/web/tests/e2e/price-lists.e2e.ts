// Price lists end to end (docs/price-lists.md; decisions 186, 187) in Chromium: the owner makes a
// JPY list for a Japanese distributor's company in the console (the list, its company and one
// entry typed into the grid; screens at 390 and 1366 px), the distributor's buyer sees the yen
// list price on the product page, the yen's rate is changed meanwhile, and the buyer still sees
// and pays the list's price (slab by quantity) by test card: the order is in yen at that price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ProductDetail } from '@solestock/domain';
import { checkScreen as checkNamedScreen, launchBrowser } from './browser.ts';
import { addAddressAtCheckout, buyerApi, fillCard, newBuyer } from './account-utils.ts';
import { staffApi, staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@price-lists.example.com', password: 'Owner#PriceLists2026' };

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let admin: ReturnType<typeof staffApi>['call'];
const checkScreen = (page: Page, name: string) => checkNamedScreen(page, `price-lists-${name}`);

beforeAll(async () => {
  store = await startOwnStore(
    { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
    { quiet: true },
  );
  browser = await launchBrowser();
  ({ call: admin } = staffApi(store.baseUrl));
  await admin('POST', '/session/', OWNER);
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe('a yen price list for a Japanese distributor', () => {
  it('staff make it in the console; the buyer sees and pays its yen price while the rate moves', async () => {
    const { context: buyer, page: shop, productIds } = await newBuyer(browser, store.baseUrl, 1366);
    // The distributor shops in Japan.
    const switched = await shop.request.post('/set-country', {
      form: { country: 'jp', redirectTo: '/' },
      maxRedirects: 0,
    });
    expect(switched.status()).toBe(302);
    const company = await buyerApi<{ id: number }>(shop, '/ecommerce/company/');
    const productId = productIds[0]!;
    const product = (await (
      await fetch(`${store.baseUrl}/api/ecommerce/products/${productId}/jp`)
    ).json()) as ProductDetail;

    // The owner adds the list in the console, puts the company on it and types its entry.
    const console = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: store.baseUrl,
    });
    const staffPage = await console.newPage();
    await staffSignIn(staffPage, OWNER, '/admin/price-lists');
    await staffPage.getByRole('link', { name: 'Price lists' }).first().waitFor();
    await staffPage.getByLabel('Name').fill('Japan distributors');
    await staffPage.getByLabel('Currency').selectOption('jpy');
    await staffPage.getByRole('button', { name: 'Add price list' }).click();
    await staffPage.waitForURL((url) => /^\/admin\/price-lists\/\d+$/.test(url.pathname));
    await staffPage
      .getByLabel('Companies on this list (their numbers, comma-separated)')
      .fill(String(company.body.id));
    await staffPage.getByRole('button', { name: 'Save list' }).click();
    await staffPage.getByRole('status').getByText('Japan distributors is saved.').waitFor();
    // The page reloads its data after a save; typing before that lands would be drawn over.
    await staffPage.waitForLoadState('networkidle');
    // A bad row is named and nothing is saved; then the good one.
    await staffPage.getByLabel('SKU, new row 1').fill(product.sku);
    await staffPage.getByLabel('Unit price, new row 1').fill('1500');
    await staffPage.getByLabel('Slabs, new row 1').fill('1-11: 1500; 12+ 1320');
    await staffPage.getByRole('button', { name: 'Save entries' }).click();
    await staffPage
      .getByRole('alert')
      .getByText(/Item 1: .*is not a slab/)
      .waitFor();
    await staffPage.getByLabel('Slabs, new row 1').fill('1-11: 1500; 12+: 1320');
    await staffPage.getByRole('button', { name: 'Save entries' }).click();
    await staffPage.getByRole('status').getByText('Saved: the list has 1 entry.').waitFor();
    await staffPage.getByLabel(`Unit price, ${product.sku}`).waitFor();
    await checkScreen(staffPage, 'list');
    await staffPage.goto('/admin/price-lists');
    await staffPage.getByRole('link', { name: 'Japan distributors' }).waitFor();
    await checkScreen(staffPage, 'index');
    // The same screens at 390 px.
    const narrow = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: store.baseUrl,
      storageState: await console.storageState(),
    });
    const small = await narrow.newPage();
    await small.goto('/admin/price-lists');
    await small.getByRole('link', { name: 'Japan distributors' }).click();
    await small.getByLabel(`Unit price, ${product.sku}`).waitFor();
    await checkScreen(small, 'list');
    await small.goto('/admin/price-lists');
    await checkScreen(small, 'index');

    // The buyer sees the list's yen price on the product page.
    await shop.goto(`/products/product/${productId}`);
    await shop.getByRole('heading', { level: 1 }).waitFor();
    await shop.getByText('¥1,500.00').first().waitFor();

    // The yen's rate moves (twice as many yen to the dollar): the list price does not.
    const rates = await admin<{ rates: Record<string, string> }>('GET', '/rates/');
    const moved = Object.fromEntries(
      Object.entries(rates.rates)
        .filter(([c]) => c !== 'USD')
        .map(([c, r]) => [c, c === 'JPY' ? String(Number(r) * 2) : String(r)]),
    );
    await admin('PUT', '/rates/', { rates: moved });
    await shop.reload();
    await shop.getByText('¥1,500.00').first().waitFor();

    // Twelve pairs take the 12+ slab: ¥1,320 a pair, ¥15,840, paid by card in yen.
    const added = await buyerApi(shop, '/ecommerce/cart/add/', {
      product_id: productId,
      quantity: 12,
      mode: 'air',
    });
    expect(added.status).toBe(201);
    await shop.goto('/checkout-summary');
    await addAddressAtCheckout(shop, 'Kenji Journey');
    await shop.getByText('¥15,840.00').first().waitFor();
    await shop.getByRole('link', { name: 'Continue To Payment' }).click();
    await shop.waitForURL((url) => url.pathname === '/checkout/payment-method');
    await fillCard(shop);
    await shop.getByRole('button', { name: 'Pay Now' }).click();
    await shop.waitForURL((url) => url.pathname === '/order-success');
    const orders = await buyerApi<{
      orders: { currency: string; total: number; status: string }[];
    }>(shop, '/ecommerce/orders/?lines=none');
    expect(orders.body.orders[0]).toMatchObject({ currency: 'jpy', total: 15840 });
    await buyer.close();
    await console.close();
    await narrow.close();
  });
});
