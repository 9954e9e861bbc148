// The buyer's side of the order review (docs/api.md, back office, "Orders", issue 15) in Chromium at 390 and
// 1366 px: an order placed without payment waits for the provider; the owner confirms it with a
// shipping charge and the buyer pays the balance with Pay Now (a declined card first, then
// 4242…), ships it and the buyer reads the carrier, tracking and timeline; a second order, paid
// by card, is cancelled and the buyer sees the refund. Staff act through the admin API. Needs the
// order review's API (main, 2026-11-24) and a store of its own that knows its owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { checkScreen, cspViolations, launchBrowser, watchCsp } from './browser.ts';
import { buyerApi, outboxMailbox, signUpAndVerify } from './account-utils.ts';
import { staffApi } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@order-review.example.com', password: 'Owner#Review2026' };
const widths = [390, 1366] as const;

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
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe.each(widths)('the order review, for the buyer, at %i px', (width) => {
  it('confirms with shipping, takes the balance with Pay Now, ships; cancels with a refund', async () => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    watchCsp(page);
    await signUpAndVerify(page, outboxMailbox(store.baseUrl));
    const groups = await fetch(`${store.baseUrl}/api/ecommerce/homepage/itemgroups/`).then(
      (r) => r.json() as Promise<{ products: { id: number }[] }[]>,
    );
    const [first, second] = groups.flatMap((g) => g.products.map((p) => p.id));

    // Placed without payment: the provider is still to set the shipping charge.
    const placed = await buyerApi<{ order_id: number }>(
      page,
      '/ecommerce/order-now/?country_code=gb&without_payment=true',
      { product_id: first, quantity: 25, mode: 'air' },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.order_id;
    await page.goto(`/orders/${orderId}`);
    const main = page.getByRole('main');
    await main.getByText('To be confirmed by the provider').waitFor();
    expect(await main.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
    await checkScreen(page, 'order-review-submitted');

    // Confirmed with a shipping charge: the balance and Pay Now.
    await move(orderId, 'confirm', { shipping_charge: '35.50', note: 'Two cartons by air.' });
    await page.goto(`/orders/${orderId}`);
    await main.getByRole('heading', { name: 'Balance due' }).waitFor();
    expect(await page.getByTestId('order-shipping').innerText()).toBe('£35.50');
    const due = await page.getByTestId('order-balance').innerText();
    expect(await page.getByTestId('order-total').innerText()).toBe(due);
    await checkScreen(page, 'order-review-confirmed');

    await main.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('heading', { name: `Pay ${due} by card` }).waitFor();
    await page.getByLabel('Card Number').fill('4000 0000 0000 0002');
    await page.getByLabel('Name on Card').fill('Ada Buyer');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // Nothing lost: the form keeps what was typed, on the same intent.
    expect(await page.getByLabel('Name on Card').inputValue()).toBe('Ada Buyer');
    await checkScreen(page, 'order-review-declined');
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await main.getByRole('heading', { name: 'Balance paid' }).waitFor();
    expect(await page.getByTestId('order-balance').innerText()).toBe('£0.00');
    await main.getByText(`Balance of ${due} paid.`).waitFor();
    await checkScreen(page, 'order-review-paid');

    // Shipped: carrier, tracking number, and the whole story in order.
    await move(orderId, 'ship', { carrier: 'DHL Express', tracking_number: 'JD014600003828311' });
    await page.goto(`/orders/${orderId}`);
    expect(await page.getByTestId('order-shipment').innerText()).toContain(
      'DHL Express, tracking number JD014600003828311',
    );
    const story = page.getByRole('region', { name: 'Order history' }).getByRole('listitem');
    const lines = (await story.allInnerTexts()).map((t) => t.split('\n')[0]);
    expect(lines).toEqual([
      'Order placed.',
      'Order confirmed by the provider, with a shipping charge of £35.50.',
      `Balance of ${due} paid.`,
      'Shipped with DHL Express, tracking number JD014600003828311.',
    ]);
    await checkScreen(page, 'order-review-shipped');

    // A second order paid by card at once, then cancelled: the refund.
    const paid = await buyerApi<{ order_id: number; payment_client_secret: string }>(
      page,
      '/ecommerce/order-now/?country_code=gb',
      { product_id: second ?? first, quantity: 25, mode: 'sea' },
    );
    const confirmed = await buyerApi<{ paymentIntent: { id: string } }>(
      page,
      '/payments/test/confirm/',
      {
        client_secret: paid.body.payment_client_secret,
        card: { number: '4242424242424242', cvc: '123', exp_month: 12, exp_year: 30 },
        billing_details: { name: 'Ada Buyer' },
      },
    );
    const recorded = await buyerApi(page, '/ecommerce/payment-record/create/', {
      payment_intent_id: confirmed.body.paymentIntent.id,
      order_id: paid.body.order_id,
    });
    expect(recorded.status).toBe(201);
    await move(paid.body.order_id, 'cancel', { reason: 'Out of stock' });
    const cancelled = main.getByRole('region', { name: 'Order cancelled' });
    // The refund goes through the processor after the cancellation: reload until it shows.
    for (let tries = 0; ; tries += 1) {
      await page.goto(`/orders/${paid.body.order_id}`);
      await cancelled.getByText('Reason: Out of stock.').waitFor();
      if ((await cancelled.getByRole('listitem').count()) > 0 || tries === 20) break;
      await page.waitForTimeout(500);
    }
    expect(await cancelled.getByRole('listitem').first().innerText()).toContain(
      (await page.getByTestId('order-total').innerText()).trim(),
    );
    await checkScreen(page, 'order-review-cancelled');

    // The list: readable statuses, and no balance flag left.
    await page.goto('/orders');
    await main.getByText('Shipped', { exact: true }).waitFor();
    await main.getByText('Cancelled', { exact: true }).waitFor();
    expect(await main.getByText(/Balance due/).count()).toBe(0);
    await checkScreen(page, 'order-review-list');
    expect(cspViolations(page)).toEqual([]);
    await context.close();
  });
});
