// Orders taken by staff end to end (issue 44 item 4; docs/staff-orders.md) in Chromium: the owner
// invites a sales rep and assigns them a buyer's company; the rep signs in, starts a New order
// for that company (the only one they are offered), finds a style, adds pairs from its colour ×
// size grid, agrees a price within the owner's floor with a reason and sends it. The buyer opens
// the mailed link, sees the agreed price and pays by the test card; the rep finds the order in
// the console at the agreed price. The console's new screens are photographed at 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { decimal, formatPrice } from '@solestock/domain';
import { checkScreen as checkNamedScreen, launchBrowser } from './browser.ts';
import { buyerApi, fillCard, newBuyer, outboxMailbox } from './account-utils.ts';
import { staffApi, staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@staff-orders.example.com', password: 'Owner#Orders2026' };
const REP = { email: 'rep@staff-orders.example.com', password: 'Rep#Orders2026!' };

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let admin: ReturnType<typeof staffApi>['call'];

/** Both widths of a console screen: 1366 as used, then 390. */
async function bothWidths(page: Page, name: string) {
  await checkNamedScreen(page, `staff-orders-${name}-1366`);
  await page.setViewportSize({ width: 390, height: 900 });
  await checkNamedScreen(page, `staff-orders-${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

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

describe('an order taken by a sales rep', () => {
  it('is priced within the floor, sent, paid by the buyer by card at the agreed price', async () => {
    const mailbox = outboxMailbox(store.baseUrl);
    // The owner invites the rep; the rep accepts from the mailed link.
    await admin('POST', '/staff/', { email: REP.email, name: 'Rita Rep', role: 'sales_rep' });
    const invitation = (await mailbox(REP.email, /invit/i)).find((l) =>
      l.includes('/admin/invitation/'),
    )!;
    const token = invitation.split('/admin/invitation/')[1]!.replace(/\/$/, '');
    const { call: asRep } = staffApi(store.baseUrl);
    await asRep('POST', `/invitations/${token}/accept/`, {
      name: 'Rita Rep',
      password: REP.password,
    });

    // A buyer signs up; the owner assigns their company to the rep.
    const {
      context: buyerContext,
      page: buyer,
      productIds,
    } = await newBuyer(browser, store.baseUrl, 1366);
    const company = (await buyerApi<{ id: number; name: string }>(buyer, '/ecommerce/company/'))
      .body;
    await admin('PUT', `/customers/companies/${company.id}/rep/`, { staff_id: null });
    const reps = await admin<{ results: { id: number; email: string }[] }>(
      'GET',
      '/customers/reps/',
    );
    const rep = reps.results.find((r) => r.email === REP.email)!;
    await admin('PUT', `/customers/companies/${company.id}/rep/`, { staff_id: rep.id });
    const product = (await fetch(
      `${store.baseUrl}/api/ecommerce/products/${productIds[0]}/gb`,
    ).then((r) => r.json())) as { productName: string };

    // The rep takes the order in the console.
    const repContext = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await repContext.newPage();
    await staffSignIn(page, REP, '/admin/drafts');
    await page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
    const offered = await page.getByLabel('Company').locator('option').allInnerTexts();
    expect(offered).toEqual([company.name]);
    await bothWidths(page, 'new-order');
    await page.getByRole('button', { name: 'Start the order' }).click();
    await page.waitForURL((u) => /^\/admin\/drafts\/\d+$/.test(u.pathname));
    await page.getByLabel('Search the catalogue').fill(product.productName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.has('q'));
    await page
      .getByRole('region', { name: 'Add products' })
      .getByRole('listitem')
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL((u) => u.searchParams.has('product'));
    await page.getByRole('spinbutton', { name: /size/ }).first().waitFor();
    await bothWidths(page, 'grid');
    await page.getByRole('spinbutton', { name: /size/ }).first().fill('12');
    await page.getByRole('button', { name: 'Add to the order' }).click();
    const pairs = page.locator('#line-0-quantity');
    await pairs.waitFor();
    expect(await pairs.inputValue()).toBe('12');

    // An agreed price 5 % under the buyer's (the floor is 90 %), with its reason.
    const buyerPrice = await page.locator('input[name="line-0-buyer"]').inputValue();
    const agreed = decimal(buyerPrice).times('0.95').toFixed(2);
    await page.locator('#line-0-price').fill(agreed);
    await page.locator('#line-0-reason').fill('Launch deal');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await page.getByText('agreed price').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('draft-total').innerText()).toMatch(/\d/);
    await bothWidths(page, 'draft');
    await page.getByRole('button', { name: 'Send to buyer' }).click();
    await page.getByRole('status').filter({ hasText: 'Sent to' }).waitFor();

    // The buyer opens the link and pays by the test card.
    const buyerEmail = (
      await buyerApi<{ members: { email: string }[] }>(buyer, '/ecommerce/company/members/')
    ).body.members[0]!.email;
    const link = (await mailbox(buyerEmail, /An order for/)).find((l) =>
      l.includes('/order-draft/'),
    )!;
    await buyer.goto(pathOf(link));
    await buyer.getByRole('heading', { level: 1, name: 'Your order to review' }).waitFor();
    // In the buyer's own currency (their country's), at the agreed price converted as any order.
    const buyerTotal = await buyer.getByTestId('draft-goods-total').innerText();
    expect(buyerTotal).toMatch(/\d/);
    await buyer.getByText('12 pairs, goods').waitFor();
    await buyer.getByRole('button', { name: 'Pay by card' }).click();
    await fillCard(buyer);
    await buyer.getByRole('button', { name: 'Pay Now' }).click();
    await buyer
      .waitForURL((u) => /^\/orders\/\d+$/.test(u.pathname))
      .catch(async (e) => {
        throw new Error(`${String(e)}: ${await buyer.locator('main').innerText()}`);
      });
    const orderId = Number(new URL(buyer.url()).pathname.split('/').pop());

    // The rep sees the order in the console, at the agreed price.
    await page.goto('/admin/orders');
    await page
      .getByRole('link', { name: `#${orderId}` })
      .first()
      .waitFor();
    const order = await asRep<{
      status: string;
      symbol: string;
      total: number;
      lines: { unit_price: number | string }[];
    }>('GET', `/orders/${orderId}/`).catch(async () => {
      await asRep('POST', '/session/', REP);
      return asRep<{
        status: string;
        symbol: string;
        total: number;
        lines: { unit_price: number | string }[];
      }>('GET', `/orders/${orderId}/`);
    });
    expect(order.status).toBe('paid');
    // The buyer paid exactly what their page showed: the draft's agreed goods.
    expect(formatPrice(order.symbol, order.total)).toBe(buyerTotal);
    expect(decimal(String(order.lines[0]!.unit_price)).equals(agreed)).toBe(true);
    await buyerContext.close();
    await repContext.close();
  });
});
