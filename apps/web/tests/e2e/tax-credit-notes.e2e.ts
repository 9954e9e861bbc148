// Tax and a credit note end to end (docs/orders-and-payments.md, "Tax and credit notes";
// decisions 181 and 182) in Chromium at 390, 800 and 1366 px: the owner is registered for VAT in
// the United Kingdom; a buyer shopping in GB sees the "VAT 20 %" row at checkout and on the order
// page, pays the balance with its tax; once shipped, the owner refunds part of it from the
// console's order page, which issues a credit note on the invoice; the buyer opens its PDF from
// the order page, read back with poppler. Staff moves other than the refund go through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfText } from '@solestock/api/test/pdf-text';
import { checkScreen as checkNamedScreen, launchBrowser } from './browser.ts';
import { buyerApi, fillCard, newBuyer } from './account-utils.ts';
import type { staffApi } from './console-utils.ts';
import { staffSignIn } from './console-utils.ts';
import type { startOwnStore } from './own-store.ts';
import { startTradingStore } from './trading-store.ts';

const OWNER = { email: 'owner@tax-notes.example.com', password: 'Owner#TaxNotes2026' };
const widths = [390, 800, 1366] as const;

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let move: ReturnType<typeof staffApi>['move'];
const checkScreen = (page: Page, name: string) =>
  checkNamedScreen(page, `tax-credit-notes-${name}`);

beforeAll(async () => {
  ({ store, move } = await startTradingStore(OWNER, {
    incoterm: 'DAP',
    tax_registrations: [{ country_code: 'GB', number: 'GB123456789' }],
    tax_rates: [{ country_code: 'GB', rate_percent: 20, label: 'VAT' }],
  }));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe.each(widths)('tax and a credit note at %i px', (width) => {
  it('VAT at checkout and on the order; a refund after shipping makes a credit note', async () => {
    const {
      context: buyer,
      page: shop,
      productIds,
    } = await newBuyer(browser, store.baseUrl, width);
    const added = await buyerApi(shop, '/ecommerce/cart/add/', {
      product_id: productIds[0],
      quantity: 12,
      mode: 'air',
    });
    expect(added.status).toBe(201);

    // Checkout's price details: the VAT row, and the total with it.
    // Shopping in the United Kingdom, where the owner charges VAT (a new buyer shops in the US).
    const switched = await shop.request.post('/set-country', {
      form: { country: 'gb', redirectTo: '/checkout-summary' },
      maxRedirects: 0,
    });
    expect(switched.status()).toBe(302);
    await shop.goto('/checkout-summary');
    const row = shop.getByTestId('tax-row');
    await row.waitFor();
    expect(await row.innerText()).toMatch(/VAT 20 %\s+£[\d,]+\.\d\d/);
    await checkScreen(shop, 'checkout');

    const placed = await buyerApi<{ order_id: number }>(
      shop,
      '/ecommerce/order/place/?country_code=gb&without_payment=true',
      {},
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.order_id;
    await move(orderId, 'confirm', { shipping_charge: '10.00' });

    // The buyer's order page: the VAT row; Pay Now pays the balance with its tax.
    await shop.goto(`/orders/${orderId}`);
    await shop.getByTestId('order-tax').getByText('VAT 20 %').waitFor();
    await checkScreen(shop, 'buyer-order');
    const main = shop.getByRole('main');
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await fillCard(shop);
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await main.getByRole('heading', { name: 'Balance paid' }).waitFor();
    await move(orderId, 'ship', { carrier: 'DHL Freight', tracking_number: 'JD014600009' });

    // The owner refunds £12.00 from the console: a credit note on the invoice.
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    await staffSignIn(page, OWNER, `/admin/orders/${orderId}`);
    const notes = page.getByRole('region', { name: 'Credit notes' });
    await notes.waitFor();
    await page.getByTestId('order-tax').getByText('£').waitFor();
    // A bad amount is refused with the API's sentence, beside the field.
    await notes.getByLabel('Amount').fill('1.234');
    await notes.getByLabel('Reason').fill('Two pairs arrived damaged');
    await notes.getByRole('button', { name: 'Refund and issue credit note' }).click();
    await notes.getByText('Enter the amount to refund, with at most 2 decimals.').waitFor();
    await notes.getByLabel('Amount').fill('12.00');
    await notes.getByLabel('Reason').fill('Two pairs arrived damaged');
    await notes.getByRole('button', { name: 'Refund and issue credit note' }).click();
    await page.getByRole('status').getByText('the credit note is issued').waitFor();
    const link = notes.getByRole('link', { name: /CN-\d{4}-\d{6} \(PDF\)/ });
    await link.waitFor();
    const number = (await link.innerText()).match(/CN-\d{4}-\d{6}/)![0];
    await checkScreen(page, 'console-credit-note');

    // The buyer opens the credit note from the order page.
    await shop.goto(`/orders/${orderId}`);
    const mine = shop.getByRole('region', { name: 'Credit notes' });
    const note = mine.getByRole('link', { name: new RegExp(`Credit note ${number}`) });
    await note.waitFor();
    await checkScreen(shop, 'buyer-credit-note');
    const href = await note.getAttribute('href');
    const got = await shop.request.get(href!);
    expect(got.status()).toBe(200);
    const text = (await pdfText(await got.body())).replace(/[ \t]+/g, ' ');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note no. ${number}`);
    expect(text).toMatch(/Credits invoice INV-\d{4}-\d{6}/);
    expect(text).toContain('Refund: Two pairs arrived damaged');
    expect(text).toMatch(/VAT 20 % £2\.00/);
    expect(text).toMatch(/Total credited £12\.00/);
    await buyer.close();
    await context.close();
  });
});
