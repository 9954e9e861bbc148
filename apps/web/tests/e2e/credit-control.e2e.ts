// Credit control end to end (docs/credit-control.md) in Chromium: the owner sets a company's
// credit limit low on its customer page (shown owing at 390 and 1366 px); its buyer places an order on
// account over it, which the buyer's order shows in review and the console holds with the
// reason (queue and order page); the owner confirms it, overriding the hold; once shipped, the
// buyer's statement of account, opened from the company page, is read back with poppler and
// shows the invoice and the ageing buckets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { pdfText } from '@solestock/api/test/pdf-text';
import { checkScreen, launchBrowser } from './browser.ts';
import { buyerApi, newBuyer } from './account-utils.ts';
import { orderMove, staffApi, staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@credit-control.example.com', password: 'Owner#Credit2026' };

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let admin: ReturnType<typeof staffApi>['call'];
let move: ReturnType<typeof staffApi>['move'];

beforeAll(async () => {
  store = await startOwnStore(
    { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
    { quiet: true },
  );
  browser = await launchBrowser();
  ({ call: admin, move } = staffApi(store.baseUrl));
  await admin('POST', '/session/', OWNER);
  await admin('PUT', '/settings/seller/', {
    legal_name: 'Solestock Trading Ltd',
    address: ['1 Market Street', 'London EC1A 1AA'],
    country_code: 'GB',
  });
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe('credit control', () => {
  it('a low limit holds an order on account; the owner confirms it; the statement ages it', async () => {
    const { page: shop, productIds } = await newBuyer(browser, store.baseUrl, 1366);
    const company = await buyerApi<{ id: number }>(shop, '/ecommerce/company/', undefined, 'GET');
    const group = await admin<{ id: number }>('POST', '/customer-groups/', {
      name: 'Trade 30',
      net_days: 30,
    });
    await admin('PUT', `/customers/${company.body.id}/group/`, { group_id: group.id });
    // The buyer is the customer page's customer: the console's customers are the users.
    const members = await buyerApi<{ members: { user_id: number; you: boolean }[] }>(
      shop,
      '/ecommerce/company/members/',
      undefined,
      'GET',
    );
    const customerId = members.body.members.find((m) => m.you)!.user_id;

    // The owner sets the limit low on the customer page.
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    await staffSignIn(page, OWNER, `/admin/customers/${customerId}`);
    const credit = page.getByRole('region', { name: 'Credit control' });
    await credit.getByLabel('Credit limit (USD)').fill('10');
    await credit.getByRole('button', { name: 'Save credit' }).click();
    await page.getByRole('status').getByText('credit settings are saved').waitFor();
    await credit.getByTestId('credit-limit').getByText('$10.00').waitFor();

    // The buyer places an order on account over it: accepted, in review.
    const placed = await buyerApi<{ order_id: number }>(
      shop,
      '/ecommerce/order-now/?country_code=gb&without_payment=true',
      { product_id: productIds[0], quantity: 12, mode: 'air' },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.order_id;
    await shop.goto(`/orders/${orderId}`);
    await shop.getByText('Your order is in review').waitFor();

    // The queue and the order page say why it is held; the owner confirms it.
    await page.goto('/admin/orders');
    await page.getByText('Held: credit limit').first().waitFor();
    await page.goto(`/admin/orders/${orderId}`);
    const hold = page.getByTestId('order-hold');
    await hold.getByText(/Credit limit exceeded: .* over the limit of USD 10\.00\./).waitFor();
    await orderMove(page, 'Confirm order', { 'Shipping charge (GBP)': '0' }, 'Confirm');
    expect(await page.getByTestId('order-hold').count()).toBe(0);
    await page.getByText('Credit hold overridden').waitFor();

    // Shipped, it is an invoice: the buyer's statement from the company page shows it, aged.
    await move(orderId, 'ship', { carrier: 'DHL', tracking_number: 'CC1' });
    const { invoice_number: invoice } = (
      await admin<{ shipments: { invoice_number: string }[] }>(
        'GET',
        `/orders/${orderId}/shipments/`,
      )
    ).shipments[0]!;
    // The customer page's credit section now shows what is owed, aged, at both widths.
    await page.goto(`/admin/customers/${customerId}`);
    await credit.getByRole('table', { name: 'Owed by days past due' }).waitFor();
    expect(await credit.getByTestId('credit-exposure').innerText()).not.toBe('$0.00');
    await checkScreen(page, 'credit-control-customer');
    await page.setViewportSize({ width: 390, height: 900 });
    await checkScreen(page, 'credit-control-customer');

    await shop.goto('/company');
    const link = shop.getByRole('link', { name: 'Statement of account (PDF)' });
    const got = await shop.request.get((await link.getAttribute('href'))!);
    expect(got.status()).toBe(200);
    const pdf = await got.body();
    const dir = join(process.cwd(), 'test-results', 'screenshots');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'credit-control-statement.pdf'), pdf);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('STATEMENT OF ACCOUNT');
    expect(text).toContain(invoice);
    for (const bucket of ['0–30 days', '31–60 days', '61–90 days', '90+ days'])
      expect(text).toContain(bucket);
    await context.close();
  });
});
