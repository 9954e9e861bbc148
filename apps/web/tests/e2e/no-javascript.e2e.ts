// Issue 42 item 6: the storefront's writes are route actions, so their forms work in a browser
// with JavaScript turned off: a plain POST answered by the action, the page rendered again with
// what was done or why not. A buyer signed up with scripts on; then the company page, Resend
// Confirmation and a spent reset link with scripts off, at a phone's width and a desktop's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, checkScreen, launchBrowser } from './browser.ts';
import { newBuyer, newShopperEmail } from './account-utils.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A context with scripts off, signed in as the buyer of `cookiesFrom` if given. */
async function withoutScripts(width: number, cookiesFrom?: Awaited<ReturnType<typeof newBuyer>>) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
    javaScriptEnabled: false,
  });
  if (cookiesFrom) await context.addCookies(await cookiesFrom.context.cookies());
  return { context, page: await context.newPage() };
}

describe.each([390, 1366])('storefront forms without JavaScript at %i px', (width) => {
  it('the company page: an invitation sent, a refused one said under its field', async () => {
    const buyer = await newBuyer(browser, baseUrl(), width);
    const { context, page } = await withoutScripts(width, buyer);
    await page.goto('/company');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Refused: the API's sentence under the field, the page as it was.
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const field = page.getByLabel('E-mail address');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await checkScreen(page, 'no-js-company-refused');

    // Sent: the live line says so and the invitation is listed.
    const colleague = newShopperEmail('nojs');
    await page.getByLabel('E-mail address').fill(colleague);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page
      .getByTestId('company-status')
      .filter({ hasText: `Invitation sent to ${colleague}.` })
      .waitFor();
    await page.getByText('Invitations waiting').waitFor();
    await checkScreen(page, 'no-js-company-invited');
    await context.close();
    await buyer.context.close();
  });

  it('Resend Confirmation and a spent reset link', async () => {
    const { context, page } = await withoutScripts(width);
    await page.goto('/get-confirm-email');
    await page.getByLabel('Email').fill(newShopperEmail('nojs-resend'));
    await page.getByRole('button', { name: 'Resend Confirmation' }).click();
    await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
    await checkScreen(page, 'no-js-resend');

    // The link is checked by the page's loader: no script needed to say it cannot be used.
    await page.goto('/change-password/nobody/not-a-token');
    await page.getByRole('alert').filter({ hasText: 'invalid or has expired' }).waitFor();
    await context.close();
  });
});
