// The shop's brand end to end (docs/brand.md; issue 44 item 1), on a store of its own so no other
// journey sees it: a buyer's order is shipped through the admin API while the shop is still
// "Solestock"; then the owner sets a brand in the console at /admin/settings/brand (name,
// colour, logo, legal text, the "Become A Vendor" link off), a bad colour refused first with the
// page's sentence. The home page then has the name in its title, header and JSON-LD, the colour
// as the storefront's custom property, and no "Become A Vendor"; a mail says the name in its
// subject and sign-off; the shipped order's commercial invoice prints it and the legal text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfText } from '@solestock/api/test/pdf-text';
import { checkScreen as checkNamedScreen, launchBrowser, screenshot } from './browser.ts';
import { DEFAULT_BRAND } from '@solestock/domain/back-office/brand-payloads';
import { buyerApi, newBuyer } from './account-utils.ts';
import { staffApi, staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@brand.example.com', password: 'Owner#Brand2026' };
const NAME = 'Northwind Footwear';
const COLOUR = '#0a3d62';
const LEGAL = 'Northwind Footwear Ltd, registered in England no. 01234567.';

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let admin: ReturnType<typeof staffApi>['call'];
let move: ReturnType<typeof staffApi>['move'];
const checkScreen = (page: Page, name: string) => checkNamedScreen(page, `brand-${name}`);

beforeAll(async () => {
  store = await startOwnStore(
    { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
    { quiet: true },
  );
  browser = await launchBrowser();
  ({ call: admin, move } = staffApi(store.baseUrl));
  await admin('POST', '/session/', OWNER);
  await admin('PUT', '/settings/seller/', {
    legal_name: 'Northwind Trading Ltd',
    address: ['1 Market Street', 'Northampton NN1 1AA'],
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

describe('the shop’s brand', () => {
  it('set in the console, shows on the home page, in a mail and on the invoice', async () => {
    // From the default brand, on a second run too (a retried journey finds its store as the
    // first run left it).
    await admin('PUT', '/settings/brand/', DEFAULT_BRAND);
    // A shipped order, while the shop is still the demo's Solestock.
    const { page: shop, productIds, context: buyer } = await newBuyer(browser, store.baseUrl, 1366);
    const added = await buyerApi(shop, '/ecommerce/cart/add/', {
      product_id: productIds[0],
      quantity: 12,
      mode: 'air',
    });
    expect(added.status).toBe(201);
    const placed = await buyerApi<{ order_id: number }>(
      shop,
      '/ecommerce/order/place/?country_code=gb&without_payment=true',
      {},
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.order_id;
    await move(orderId, 'confirm', { shipping_charge: '12.00' });
    const { balance_due } = await admin<{ balance_due: number | string }>(
      'GET',
      `/orders/${orderId}/`,
    );
    await admin('POST', `/orders/${orderId}/payments/`, {
      amount: Number(balance_due).toFixed(2),
      reference: 'NW-TRANSFER-1',
      received_on: new Date().toISOString().slice(0, 10),
    });
    await move(orderId, 'ship', { carrier: 'DHL Freight', tracking_number: 'JD014600044' });
    await shop.goto('/');
    expect(await shop.title()).toMatch(/^Solestock \| /);

    // The owner sets the brand on its screen, linked from Settings; the phone width first.
    const context = await browser.newContext({
      viewport: { width: 390, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    await staffSignIn(page, OWNER, '/admin/settings/orders');
    await page.getByRole('main').getByRole('link', { name: 'Brand' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/settings/brand');
    const name = page.getByLabel('Shop name');
    expect(await name.inputValue()).toBe('Solestock');
    await checkScreen(page, 'settings-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await name.fill(NAME);
    await page.getByLabel('Logo address').fill('/media/text/logo/Northwind.svg');
    await page.getByLabel('Legal text').fill(LEGAL);
    await page.getByLabel('Show “Become A Vendor” in the header').uncheck();
    // Too light for white text: the preview says so, and saving is refused beside the field.
    await page.getByLabel('Primary colour (#rrggbb)').fill('#ffdd00');
    await page.getByRole('group', { name: 'Preview' }).getByText('too low').waitFor();
    await page.getByRole('button', { name: 'Save the brand' }).click();
    await page.getByRole('alert').getByText('Please correct the details marked below.').waitFor();
    await page.getByText('White text on #ffdd00 is hard to read').waitFor();
    await page.getByLabel('Primary colour (#rrggbb)').fill(COLOUR);
    await page.getByRole('group', { name: 'Preview' }).getByText('(readable)').waitFor();
    await checkScreen(page, 'settings-1366');
    await page.getByRole('button', { name: 'Save the brand' }).click();
    await page.getByRole('status').getByText('Saved: the shop shows the new brand.').waitFor();
    expect(await page.getByLabel('Shop name').inputValue()).toBe(NAME);
    // The console says the shop's name too, in its frame and its titles, once the page has read
    // its data again after the save (which may land after the saved message on a busy machine).
    await page.waitForFunction((title) => document.title === title, `Brand | ${NAME} back office`);
    await page.getByText(`${NAME} back office`).first().waitFor({ state: 'attached' });

    // The home page: the title, the header's logo and name, the JSON-LD, the colour, no vendor link.
    await shop.goto('/');
    expect(await shop.title()).toBe(
      `${NAME} | Wholesale footwear by the carton, shipped worldwide`,
    );
    const header = shop.getByTestId('site-header');
    await header
      .getByRole('link', { name: `${NAME} home` })
      .first()
      .waitFor();
    expect(await header.getByText('Become A Vendor').count()).toBe(0);
    const site = JSON.parse(
      (await shop.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { name?: string };
    expect(site.name).toBe(NAME);
    expect(
      await shop.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600').trim(),
      ),
    ).toBe(COLOUR);
    await shop.getByRole('contentinfo').getByText(LEGAL).waitFor();
    await screenshot(shop, 'brand-home-1366');
    await buyer.close();

    // A mail says the shop's name: a back-office password reset asked for the owner.
    const email = OWNER.email;
    const reset = await fetch(`${store.baseUrl}/api/admin/password-reset/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: store.baseUrl },
      body: JSON.stringify({ email }),
    });
    expect(reset.status).toBeLessThan(300);
    let mail: { subject: string; text: string } | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      const list = (await fetch(
        `${store.baseUrl}/api/dev/mail/?to=${encodeURIComponent(email)}`,
      ).then((r) => r.json())) as { subject: string; text: string }[];
      mail = list.find((m) => m.subject === `Reset your ${NAME} back-office password`);
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail, 'the reset mail in the outbox').toBeDefined();
    expect(mail!.text.trimEnd().endsWith(NAME)).toBe(true);

    // The shipped order's commercial invoice: the shop's name above the seller, the legal text.
    const invoice = await page.request.get(`/api/admin/orders/${orderId}/documents/invoice.pdf`);
    expect(invoice.status()).toBe(200);
    const text = (await pdfText(await invoice.body())).replace(/[ \t]+/g, ' ');
    expect(text).toMatch(new RegExp(`${NAME}.*\\n\\s*Northwind Trading Ltd`));
    expect(text).toContain(LEGAL);
    await context.close();
  });
});
