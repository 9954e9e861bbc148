// Collections and line sheets end to end (docs/collections.md; decisions 192 and 193) in
// Chromium: the owner adds a collection for the Gold group in the console (/admin/collections,
// photographed at 390 and 1366 px); a Gold buyer finds it from /collections, orders a size run
// from its page with the second delivery window, which the cart line keeps, and downloads the
// line sheet, read back with poppler: their price and the windows. A guest asking for it gets
// the 404 page. Group and membership are set through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfText } from '@solestock/api/test/pdf-text';
import { checkScreen, launchBrowser } from './browser.ts';
import { buyerApi, newBuyer } from './account-utils.ts';
import { staffApi, staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@collections.example.com', password: 'Owner#Collections2026' };

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let admin: ReturnType<typeof staffApi>['call'];

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

/** Photographs `page` at 390 and 1366 px, leaving it at 1366. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await checkScreen(page, name);
  }
}

describe('collections', () => {
  it('staff make one for a group; its member orders from it with a window and gets the sheet', async () => {
    const gold = await admin<{ id: number }>('POST', '/customer-groups/', {
      name: 'Gold',
      discount_percent: '10',
    });
    const { context: buyer, page: shop } = await newBuyer(browser, store.baseUrl, 1366);
    const company = await buyerApi<{ id: number }>(shop, '/ecommerce/company/');
    await admin('PUT', `/customers/${company.body.id}/group/`, { group_id: gold.id });

    // The owner adds the collection in the console: two windows, two styles, for Gold.
    const staffContext = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: store.baseUrl,
    });
    const console_ = await staffContext.newPage();
    await staffSignIn(console_, OWNER, '/admin/collections');
    const editor = console_.getByRole('region', { name: 'Add a collection' });
    await editor.getByLabel('Name').fill('Spring drop');
    await editor.getByLabel('Season').fill('SS27');
    await editor.getByLabel('Window 1: from').fill('2027-03-01');
    await editor.getByLabel('Window 1: to').fill('2027-03-15');
    await editor.getByLabel('Window 2: from').fill('2027-04-01');
    await editor.getByLabel('Window 2: to').fill('2027-04-30');
    const styles = editor.getByRole('group', { name: 'Styles' }).getByRole('checkbox');
    await styles.nth(0).check();
    await styles.nth(1).check();
    await editor.getByRole('checkbox', { name: 'Gold' }).check();
    await editor.getByRole('button', { name: 'Add collection' }).click();
    await console_.getByRole('status').getByText('Spring drop is added.').waitFor();
    await atBothWidths(console_, 'collections-console');
    await console_.getByRole('link', { name: 'Edit Spring drop' }).click();
    await console_.getByRole('heading', { name: 'Edit Spring drop' }).waitFor();
    await atBothWidths(console_, 'collections-console-edit');
    const [made] = (await admin<{ results: { id: number }[] }>('GET', '/collections/')).results;
    const id = made!.id;

    // The member finds it from /collections and orders a size run in the second window.
    await shop.goto('/collections');
    await shop.getByRole('link', { name: /Spring drop/ }).click();
    await shop.getByRole('heading', { level: 1, name: 'Spring drop' }).waitFor();
    await atBothWidths(shop, 'collections-storefront');
    await shop
      .getByRole('link', { name: /^Order / })
      .first()
      .click();
    const order = shop.getByRole('region', { name: /^Order / });
    await order.getByRole('radio', { name: '1–30 Apr 2027' }).check();
    const grid = order.getByTestId('size-run');
    await grid.getByRole('textbox').first().fill('6');
    await grid.getByRole('button', { name: 'Add all to cart' }).click();
    await grid.getByRole('status').filter({ hasText: '(6 pairs) to your cart' }).waitFor();
    const cart = await buyerApi<unknown>(shop, '/ecommerce/cart/items/?country_code=us');
    expect(JSON.stringify(cart.body)).toContain('"ships_from":"2027-04-01"');
    expect(JSON.stringify(cart.body)).toContain('"ships_by":"2027-04-30"');

    // The line sheet from the page: the member's prices and the windows.
    const href = await shop
      .getByRole('link', { name: 'Download line sheet (PDF)' })
      .getAttribute('href');
    const sheet = await shop.request.get(href!);
    expect(sheet.status()).toBe(200);
    const text = (await pdfText(await sheet.body())).replace(/[ \t]+/g, ' ');
    expect(text).toContain('LINE SHEET');
    expect(text).toContain('Spring drop');
    expect(text).toContain('1–15 Mar 2027');
    expect(text).toContain('1–30 Apr 2027');
    // The price the page shows for the first style's first colour, on the sheet as it is.
    const shown = await shop
      .getByRole('region', { name: '2 styles' })
      .getByRole('table')
      .first()
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .last()
      .innerText();
    expect(text).toContain(shown.trim());
    expect(text).toContain('USD ($)');

    // A guest asking for the Gold collection gets the 404 page.
    const guest = await browser.newContext({ baseURL: store.baseUrl });
    const stranger = await guest.newPage();
    const answer = await stranger.goto(`/collections/${id}`);
    expect(answer?.status()).toBe(404);
    await guest.close();
    await buyer.close();
    await staffContext.close();
  });
});
