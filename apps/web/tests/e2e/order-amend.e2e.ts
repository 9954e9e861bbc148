// Amending an order in review from the console (issue 33.4, docs/api.md "Amending an order") in
// Chromium at 390 and 1366 px: a buyer places two lines without payment; the owner opens the
// order, lowers one line and removes the other with a note, and the page shows the new lines,
// total and timeline entry; an empty note is refused with the API's sentence; once confirmed,
// the page links the proforma at the staff route. Staff set-up goes through the admin API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { adminApi, buyerApi, checkScreen as checkOrderScreen, newBuyer } from './order-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@order-amend.example.com', password: 'Owner#Amend2026' };
const widths = [390, 1366] as const;

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;

const admin = adminApi(() => store.baseUrl);
const checkScreen = (page: Page, name: string) => checkOrderScreen(page, 'order-amend', name);

beforeAll(async () => {
  store = await startOwnStore(
    { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
    { quiet: true },
  );
  browser = await launchBrowser();
  await admin('POST', '/session/', OWNER);
  await admin('PUT', '/settings/seller/', {
    legal_name: 'Solestock Trading Ltd',
    address: ['1 Market Street', 'London EC1A 1AA'],
    country_code: 'GB',
    tax_id: 'GB123456789',
    incoterm: 'FCA',
    carton_pairs: 12,
  });
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe.each(widths)('amending an order in the console, at %i px', (width) => {
  it('lowers a line and removes another with a note; the page shows the new total and timeline', async () => {
    const {
      context: buyer,
      page: shop,
      productIds,
    } = await newBuyer(browser, store.baseUrl, width);
    const [first, second] = productIds;
    for (const product of [first, second]) {
      const added = await buyerApi(shop, '/ecommerce/cart/add/', {
        product_id: product,
        quantity: 12,
        mode: 'air',
      });
      expect(added.status).toBe(201);
    }
    const placed = await buyerApi<{ order_id: number }>(
      shop,
      '/ecommerce/order/place/?country_code=gb&without_payment=true',
      {},
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.order_id;
    const before = await admin<{
      total: number;
      lines: { id: number; product_name: string; color: string; size: string | null }[];
    }>('GET', `/orders/${orderId}/`);
    await buyer.close();

    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
    });
    await context.addCookies(
      admin
        .cookie()
        .split('; ')
        .map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name: name!, value: value.join('='), url: store.baseUrl };
        }),
    );
    const page = await context.newPage();
    await page.goto(`/admin/orders/${orderId}`);
    const form = page.getByRole('region', { name: 'Amend lines' });
    await form.waitFor();
    await checkScreen(page, 'form');

    const name = (l: (typeof before.lines)[number]) =>
      [l.product_name, l.color, l.size ? `size ${l.size}` : ''].filter(Boolean).join(', ');
    const [keep, drop] = before.lines;
    // Saving without a note: the browser's own check is bypassed to show the API's sentence.
    await form.getByLabel(`Pairs of ${name(keep!)}`).fill('6');
    await page.evaluate(() => document.getElementById('amend-note')?.removeAttribute('required'));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Please say why the order is amended').first().waitFor();

    await form.getByLabel(`Pairs of ${name(keep!)}`).fill('6');
    await form.getByRole('checkbox', { name: `Remove ${name(drop!)}` }).check();
    await form.getByLabel('Note to the buyer (required)').fill('Size sold out at the factory.');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText('amended and priced again').waitFor();

    const after = await admin<{ total: number; version: number; lines: { quantity: number }[] }>(
      'GET',
      `/orders/${orderId}/`,
    );
    expect(after.lines.map((l) => l.quantity)).toEqual([6]);
    expect(after.total).toBeLessThan(before.total);
    await page
      .getByTestId('goods-total')
      .getByText(`£${after.total.toFixed(2)}`)
      .waitFor();
    await page.getByText('Lines amended').waitFor();
    await page.getByText('Note: Size sold out at the factory.').waitFor();
    await checkScreen(page, 'amended');

    // Confirmed: no amending any more; the proforma is linked at the staff route.
    await admin('POST', `/orders/${orderId}/confirm/`, {
      shipping_charge: '12.00',
      version: after.version,
    });
    await page.goto(`/admin/orders/${orderId}`);
    const link = page.getByRole('link', { name: 'Proforma invoice (PDF)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(
      `/api/admin/orders/${orderId}/documents/proforma.pdf`,
    );
    expect(await page.getByRole('region', { name: 'Amend lines' }).count()).toBe(0);
    const pdf = await page.request.get(`/api/admin/orders/${orderId}/documents/proforma.pdf`);
    expect(pdf.status()).toBe(200);
    await checkScreen(page, 'confirmed');
    await context.close();
  });
});
