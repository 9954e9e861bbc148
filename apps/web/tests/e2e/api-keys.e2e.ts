// API keys end to end (docs/api-keys.md; issue 45 part 1), on a store of its own: the owner
// creates a key in the console (Settings → API keys) with the orders.read scope; the page shows
// its secret once, with a copy button and "you will not see it again"; a call with the secret to
// /api/admin/orders/ answers 200 and the list then says when and from where the key was used;
// revoking it in the console (behind a confirmation) makes the same call 401 at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_KEY_SECRET_PATTERN } from '@solestock/domain/back-office/api-key-payloads';
import { checkScreen as checkNamedScreen, launchBrowser } from './browser.ts';
import { staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@keys.example.com', password: 'Owner#Keys2026' };

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
const checkScreen = (page: Page, name: string) => checkNamedScreen(page, `api-keys-${name}`);

beforeAll(async () => {
  store = await startOwnStore(
    { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
    { quiet: true },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

const ordersWith = (secret: string) =>
  fetch(`${store.baseUrl}/api/admin/orders/`, { headers: { authorization: `Bearer ${secret}` } });

describe('API keys', () => {
  it('created in the console, shown once, open the orders, and stop when revoked', async () => {
    // A name of this run's own: a retried journey finds the first run's keys in the list.
    const name = `Warehouse sync ${Date.now() % 100_000}`;
    const context = await browser.newContext({
      viewport: { width: 390, height: 900 },
      baseURL: store.baseUrl,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: store.baseUrl,
    });
    const page = await context.newPage();
    await staffSignIn(page, OWNER, '/admin/settings/api-keys');
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();

    // Nothing ticked: refused on the page, nothing created.
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('alert').getByText('Please correct the fields marked below.').waitFor();
    await page.getByText('Choose at least one scope').waitFor();

    await page.getByLabel(/Read orders, their documents and exports/).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('api-key-secret');
    await shown.waitFor();
    const secret = (await shown.innerText()).trim();
    expect(secret).toMatch(API_KEY_SECRET_PATTERN);
    await page.getByText('you will not see it again').waitFor();
    await page.getByRole('button', { name: 'Copy the secret' }).click();
    await page.getByRole('status').getByText('Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await checkScreen(page, 'secret');
    await page.setViewportSize({ width: 1366, height: 900 });
    await checkScreen(page, 'secret');

    // The key opens the orders, with no cookie.
    const allowed = await ordersWith(secret);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toHaveProperty('results');

    // Read again, the page no longer holds the secret; the key's last use is listed.
    await page.goto('/admin/settings/api-keys');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByText('Active').waitFor();
    expect(await page.getByTestId('api-key-secret').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
    await card.getByText(/ UTC from /).waitFor();
    await card.getByText(secret.slice(0, 12)).waitFor();

    // Revoked behind a confirmation: the same call is refused at once.
    await card.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Every system using this key is refused').waitFor();
    await dialog.getByRole('button', { name: 'Revoke the key' }).click();
    await page.getByRole('status').getByText(`${name} is revoked.`).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByText(/^Revoked /)
      .waitFor();
    const refused = await ordersWith(secret);
    expect(refused.status).toBe(401);
    await checkScreen(page, 'revoked');
    await page.setViewportSize({ width: 390, height: 900 });
    await checkScreen(page, 'revoked');
    await context.close();
  });
});
