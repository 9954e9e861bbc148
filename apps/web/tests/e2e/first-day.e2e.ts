// The owner's first day (issue 28, "Done when"), at 1366 and 390 px, on one store started as the
// README's `npm start` starts it: NODE_ENV=production, no SMTP_URL, no OWNER_EMAIL, so the first
// owner's generated password is read from DATA_DIR/first-owner.txt and mail waits in the outbox,
// shown at /dev/mail to this machine. A buyer signs up and verifies through that page, orders by
// the test card; the owner's new-order mail is in the outbox; the owner signs in to /admin,
// creates a style (three sizes of a colour, with an uploaded photo) in one form and reads its
// creation in the audit log. One buyer per width on the same store. Screenshots go to
// FIRST_DAY_SHOTS (default: the system's temp folder, solestock-first-day/).
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cspViolations, launchBrowser, seriousAxeViolations, watchCsp } from './browser.ts';
import { addAddressAtCheckout, orderNowFromProduct, signUp } from './account-utils.ts';
import { startOwnStore } from './own-store.ts';

const SHOTS = process.env.FIRST_DAY_SHOTS ?? join(tmpdir(), 'solestock-first-day');

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let owner: { email: string; password: string };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  store = await startOwnStore({ NODE_ENV: 'production' }, { quiet: true, fresh: true });
  // The README: the generated password of owner@example.com is in DATA_DIR/first-owner.txt.
  const note = readFileSync(join(store.dataDir, 'first-owner.txt'), 'utf8');
  owner = {
    email: /^E-mail:\s+(\S+)$/m.exec(note)![1]!,
    password: /^Password:\s+(\S+)$/m.exec(note)![1]!,
  };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: store.baseUrl,
  });
  await context.addCookies([{ name: 'country', value: 'gb', url: store.baseUrl }]);
  const page = await context.newPage();
  watchCsp(page);
  return page;
}

/** A screenshot of the step; with `check`, also no sideways scroll and no serious axe finding. */
async function step(page: Page, name: string, check = false) {
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(SHOTS, `first-day-${name}-${width}.png`), fullPage: true });
  if (!check) return;
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBe(0);
  expect(await seriousAxeViolations(page), name).toEqual([]);
}

/** The outbox page's mail to `to` whose subject matches, once it is there. */
async function outboxMail(page: Page, to: string, subject: string) {
  const mail = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .filter({ hasText: `To ${to}` });
  for (let tries = 0; (await mail.count()) === 0; tries++) {
    if (tries === 40) throw new Error(`no mail "${subject}" to ${to} at /dev/mail`);
    await page.waitForTimeout(250);
    await page.goto('/dev/mail');
  }
  return mail.first();
}

/** A photo to upload: a gradient with the style's name, as a JPEG. */
function photo(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#1f2a44"/><stop offset="1" stop-color="#5b7bb5"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="50%" cy="62%" rx="260" ry="90" fill="#fff" opacity="0.85"/><text x="50%" y="30%" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="64" fill="#fff">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

describe.each([1366, 390])('the first day at %i px', (width) => {
  it('a buyer verifies through the outbox and orders by card; the owner is mailed, creates a style with its photo and reads the audit log', async () => {
    // The buyer signs up; the verification mail is at /dev/mail (NODE_ENV=production, localhost).
    const buyer = await newPage(width);
    const { email } = await signUp(buyer, { username: `First${width}` });
    await buyer.goto('/dev/mail');
    const confirm = await outboxMail(buyer, email, 'Confirm your Solestock account');
    await step(buyer, 'outbox-verification');
    await confirm.getByRole('link', { name: /\/verify-email\// }).click();
    await buyer.getByRole('heading', { name: 'Verified!' }).waitFor();
    await step(buyer, 'verified');
    await buyer.waitForURL((url) => url.pathname === '/');

    // An order of 25 pairs of a home-page product, paid with the test card.
    const groups = (await fetch(`${store.baseUrl}/api/ecommerce/homepage/itemgroups/`).then((r) =>
      r.json(),
    )) as { products: { id: number }[] }[];
    const productId = groups[0]!.products[0]!.id;
    await orderNowFromProduct(buyer, productId);
    await addAddressAtCheckout(buyer, 'Ada First');
    await buyer.getByRole('link', { name: 'Continue To Payment' }).click();
    await buyer.waitForURL((url) => url.pathname === '/checkout/payment-method');
    await buyer.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await buyer.getByLabel('Name on Card').fill('Ada First');
    await buyer.getByLabel('Expiry (MM/YY)').fill('12/34');
    await buyer.getByLabel('CVV').fill('123');
    await buyer.getByRole('button', { name: 'Pay Now' }).click();
    await buyer.waitForURL((url) => url.pathname === '/order-success');
    await buyer.getByRole('heading', { level: 1, name: 'Order Submitted' }).waitFor();
    const orderId = await buyer.getByTestId('order-id').innerText();
    await step(buyer, 'order-success');
    expect(cspViolations(buyer)).toEqual([]);
    await buyer.context().close();

    // The owner is mailed the paid order to review; the outbox shows it.
    const page = await newPage(width);
    await page.goto('/dev/mail');
    const notice = await outboxMail(page, owner.email, `Order #${orderId} is waiting for review`);
    expect(await notice.getByRole('link', { name: /\/admin\/orders\// }).count()).toBe(1);
    await notice.scrollIntoViewIfNeeded();
    await step(page, 'outbox-new-order', true);

    // The owner signs in to the console with the password of first-owner.txt.
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await step(page, 'dashboard');

    // A style in one form: three sizes of one colour, its photo uploaded in the form.
    const list = await page.request.get('/api/admin/catalogue/item-groups/');
    expect(list.status()).toBe(200);
    const group = ((await list.json()) as { results: { id: number; name: string }[] }).results[0]!;
    await page.goto(`/admin/catalogue/groups/${group.id}`);
    const form = page.getByRole('form', { name: 'New style' });
    await form.waitFor();
    const prefix = `FD-${width}`;
    await form.getByLabel('SKU prefix', { exact: true }).fill(prefix);
    await form.getByLabel('Sizes', { exact: true }).fill('40-42');
    await form.getByLabel('Stock per product (pairs)', { exact: true }).fill('60');
    await form.getByLabel('Default price', { exact: true }).fill('54.00');
    await form.getByLabel('Colour 1 name', { exact: true }).fill('Ink');
    await form.getByLabel('Hex', { exact: true }).fill('1f2a44');
    await form.getByLabel('Photos of Ink', { exact: true }).setInputFiles({
      name: 'ink.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('Ink'),
    });
    const uploaded = form.getByRole('list', { name: 'Photos of colour 1' }).locator('img');
    await uploaded.waitFor({ timeout: 30_000 });
    const photoUrl = (await uploaded.getAttribute('src'))!;
    await step(page, 'style-form', true);
    await form.getByRole('button', { name: 'Create 3 products' }).click();
    const created = form.getByRole('status').filter({ hasText: 'Created 3 products' });
    await created.waitFor();
    expect(await created.innerText()).toContain(`${prefix}-INK-40`);
    await step(page, 'style-created', true);
    // Each product carries the colour's photo.
    const made = await page.request.get(`/api/admin/catalogue/products/?item_group_id=${group.id}`);
    expect(made.status()).toBe(200);
    const products = ((await made.json()) as { results: { sku: string; images: string[] }[] })
      .results;
    const style = products.filter((p) => p.sku.startsWith(`${prefix}-`));
    expect(style.map((p) => p.sku).sort()).toEqual([
      `${prefix}-INK-40`,
      `${prefix}-INK-41`,
      `${prefix}-INK-42`,
    ]);
    for (const p of style) expect(p.images).toEqual([photoUrl]);

    // The audit log says, in words, who created the style.
    await page.goto('/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    // Rows of the log's table (cards below 1024 px, still its rows).
    const entry = page.locator('tbody tr').filter({ hasText: 'Created a style’s products' });
    await entry.first().waitFor();
    expect(await entry.first().innerText()).toContain(prefix);
    await step(page, 'audit', true);
    expect(cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});
