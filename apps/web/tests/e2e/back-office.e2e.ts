// The back office's journey (issue 15, "done when"), on a store of its own started with an owner
// (OWNER_EMAIL, OWNER_PASSWORD): a shopper places one order without payment and pays another by
// card; the owner signs in, confirms the first with a shipping charge; the shopper gets the mail,
// opens its link and pays the balance; a manager the owner invited ships it with tracking; the
// shopper sees each step on /orders/:id; the second order is cancelled and its refund shows on
// both sides; a manager acting on the same order a moment too late gets a 409 and the fresh
// order. Console screens are checked with axe at 390, 800 and 1366 px, without CSP blocks.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ProductDetail } from '@solestock/domain';
import { cspViolations, launchBrowser, seriousAxeViolations, watchCsp } from './browser.ts';
import {
  addAddressAtCheckout,
  fillCard,
  outboxMailbox,
  type Mailbox,
  signUpAndVerify,
} from './account-utils.ts';
import { orderMove, staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner-journey@example.com', password: 'Owner#Journey2026' };
const MANAGER = { email: 'manager-journey@example.com', password: 'Manager#Journey2026' };
// Beside the other journeys' screenshots (browser.ts), prefixed so they sort together.
const SHOTS = resolve(import.meta.dirname, '../../../../test-results/screenshots');

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let mailbox: Mailbox;

beforeAll(async () => {
  store = await startOwnStore({ OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password });
  browser = await launchBrowser();
  mailbox = outboxMailbox(store.baseUrl);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

async function newContext(width: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: store.baseUrl,
  });
  await context.addCookies([{ name: 'country', value: 'us', url: store.baseUrl }]);
  return context;
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  watchCsp(page);
  return page;
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** No serious axe finding, nothing scrolling sideways, a screenshot to look at. */
async function checkConsole(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/back-office-${name}-${width}.png`, fullPage: true });
  expect(await seriousAxeViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBe(0);
}

async function firstProduct(): Promise<ProductDetail> {
  const groups = (await fetch(`${store.baseUrl}/api/ecommerce/homepage/itemgroups/`).then((r) =>
    r.json(),
  )) as { products: { id: number }[] }[];
  const id = groups[0]?.products[0]?.id;
  if (!id) throw new Error('the seed has no product');
  return (await fetch(`${store.baseUrl}/api/ecommerce/products/${id}/us`).then((r) =>
    r.json(),
  )) as ProductDetail;
}

async function openProduct(page: Page, product: ProductDetail, quantity: number) {
  await page.goto(`/products/product/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.productName }).waitFor();
  await page.waitForLoadState('networkidle');
  const box = page.getByLabel('Quantity in pairs');
  await box.fill(String(quantity));
  await expect.poll(() => box.inputValue()).toBe(String(quantity));
}

async function shopperSees(page: Page, orderId: string, texts: (string | RegExp)[]) {
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
  const main = page.getByRole('main');
  for (const text of texts) await main.getByText(text).first().waitFor();
}

describe('the back office', () => {
  it('takes two orders from placement through review, payment, shipping and a refund', async () => {
    const product = await firstProduct();

    // The shopper: one order submitted without payment, one paid by card.
    const shopperContext = await newContext(1366);
    const shopper = await newPage(shopperContext);
    const { email: shopperEmail } = await signUpAndVerify(shopper, mailbox);
    await openProduct(shopper, product, 100);
    await shopper.getByRole('button', { name: 'ORDER NOW' }).click();
    await shopper.waitForURL((u) => u.pathname === '/checkout-summary');
    await addAddressAtCheckout(shopper);
    await shopper.getByRole('button', { name: 'Submit Order' }).click();
    await shopper.waitForURL((u) => u.pathname === '/order-success');
    const unpaidId = await shopper.getByTestId('order-id').innerText();

    await openProduct(shopper, product, 100);
    await shopper.getByRole('button', { name: 'ADD TO CART' }).click();
    await shopper.getByRole('button', { name: 'GO TO CART' }).click();
    await shopper.waitForURL((u) => u.pathname === '/cart');
    await shopper.getByRole('link', { name: 'CONTINUE' }).click();
    await shopper.getByRole('link', { name: 'Continue To Payment' }).click();
    await shopper.waitForURL((u) => u.pathname === '/checkout/payment-method');
    // The test card whose first refund fails (docs/api.md): the cancellation below retries it.
    await fillCard(shopper, '4000 0000 0000 5126');
    await shopper.getByRole('button', { name: 'Pay Now' }).click();
    await shopper.waitForURL((u) => u.pathname === '/order-success');
    const paidId = await shopper.getByTestId('order-id').innerText();
    expect(paidId).not.toBe(unpaidId);

    // The owner signs in, sees the dashboard and finds the first order in the queue.
    const ownerContext = await newContext(1366);
    const owner = await newPage(ownerContext);
    await staffSignIn(owner, OWNER);
    // The owner invites a manager (who later ships the order); the manager accepts from the mail.
    await owner.goto('/admin/staff');
    await owner.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await owner.getByLabel('E-mail', { exact: true }).fill(MANAGER.email);
    await owner.getByLabel('Name', { exact: true }).fill('Mina Manager');
    await owner.getByLabel('Role', { exact: true }).selectOption('manager');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner
      .getByRole('status')
      .filter({ hasText: `Invitation sent to ${MANAGER.email} as manager.` })
      .waitFor();
    // Sent: the form is empty for the next colleague (issue 28.7).
    expect(await owner.getByLabel('E-mail', { exact: true }).inputValue()).toBe('');
    await checkConsole(owner, 'staff');

    const invitation = (await mailbox(MANAGER.email, /invit/i)).find((l) =>
      l.includes('/admin/invitation/'),
    );
    expect(invitation, 'the invitation mail links to /admin/invitation/…').toBeTruthy();
    const managerContext = await newContext(390);
    const manager = await newPage(managerContext);
    await manager.goto(pathOf(invitation ?? ''));
    // The join page names the role and pre-fills the name the owner gave.
    await manager.getByText('You are invited as manager').waitFor();
    expect(await manager.getByLabel('Your name').inputValue()).toBe('Mina Manager');
    await manager.getByLabel('Password').fill(MANAGER.password);
    await manager.getByRole('button', { name: 'Accept the invitation' }).click();
    await manager.waitForURL((u) => u.pathname === '/admin');
    await owner.goto('/admin');
    await owner.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await owner.getByRole('heading', { name: 'Orders awaiting review' }).count()).toBe(1);
    await checkConsole(owner, 'dashboard');

    await owner
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await owner.waitForURL((u) => u.pathname === '/admin/orders');
    await owner.getByLabel('Search').fill(shopperEmail);
    await owner.getByRole('button', { name: 'Apply filters' }).click();
    await owner.waitForURL((u) => u.searchParams.get('q') === shopperEmail);
    const table = owner.getByRole('table', { name: 'Orders' });
    await table.getByRole('link', { name: `#${unpaidId}` }).waitFor();
    await table.getByRole('link', { name: `#${paidId}` }).waitFor();
    // The export follows the same filter.
    const exportHref = await owner.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(exportHref).toContain(`q=${encodeURIComponent(shopperEmail)}`);
    const csv = await owner.request.get(exportHref ?? '');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(unpaidId);
    await checkConsole(owner, 'queue');

    // Confirm the unpaid order with a shipping charge and a note.
    await table.getByRole('link', { name: `#${unpaidId}` }).click();
    await owner.getByRole('heading', { level: 1, name: `Order #${unpaidId}` }).waitFor();
    await checkConsole(owner, 'order-submitted');
    await orderMove(
      owner,
      'Confirm order',
      { 'Shipping charge (USD)': '25.00', 'Note to the buyer (optional)': 'Ships from Kanpur' },
      'Confirm',
    );
    await owner.getByText('Confirmed', { exact: true }).first().waitFor();
    await owner.getByText('$25.00').first().waitFor();
    // Not paid yet: no Ship button, and the page says why.
    expect(await owner.getByRole('button', { name: 'Ship order' }).count()).toBe(0);
    await owner.getByText(/can ship once the buyer has paid/).waitFor();
    await checkConsole(owner, 'order-confirmed');

    // A note, added by every role, shows at once.
    await owner.getByLabel('Add a note').fill('Buyer asked for one box per size.');
    await owner.getByRole('button', { name: 'Add note' }).click();
    await owner.getByText('Buyer asked for one box per size.').waitFor();

    // The shopper's mail links to the order, which now asks for the balance: pay it by card.
    const links = await mailbox(shopperEmail, /confirmed/i);
    const orderLink = links.find((l) => l.includes(`/orders/${unpaidId}`));
    expect(orderLink, 'the confirmation mail links to the order').toBeTruthy();
    await shopper.goto(pathOf(orderLink ?? ''));
    await shopper.getByRole('heading', { level: 1, name: `Order #${unpaidId}` }).waitFor();
    await shopper.getByText('Confirmed').first().waitFor();
    await shopper.getByRole('button', { name: /Pay Now/ }).click();
    await fillCard(shopper);
    await shopper.getByRole('button', { name: /Pay/ }).last().click();
    await shopperSees(shopper, unpaidId, ['Confirmed']);

    // The manager, on a phone: the dashboard, and no staff or audit section in the menu.
    await manager.goto('/admin');
    await checkConsole(manager, 'dashboard');
    await manager.getByText('Menu', { exact: true }).click();
    const menu = manager.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Orders' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Orders' }).click();
    await manager.waitForURL((u) => u.pathname === '/admin/orders');
    await checkConsole(manager, 'queue');

    await manager.goto(`/admin/orders/${unpaidId}`);
    await manager.getByRole('heading', { level: 1, name: `Order #${unpaidId}` }).waitFor();
    await expect.poll(() => manager.getByTestId('balance-due').innerText()).toBe('$0.00');
    await checkConsole(manager, 'order-paid');
    await orderMove(
      manager,
      'Ship order',
      { Carrier: 'DHL Express', 'Tracking number': 'JD014600006281' },
      'Mark shipped',
    );
    await manager.getByText('Shipped', { exact: true }).first().waitFor();
    await checkConsole(manager, 'order-shipped');
    await shopperSees(shopper, unpaidId, ['Shipped', 'JD014600006281']);
    await mailbox(shopperEmail, /shipped/i);

    // The paid order is cancelled: its card payment is refunded, on both sides. The manager has
    // it open at the same moment and is too late: a 409, said plainly, and the fresh order shown.
    await manager.goto(`/admin/orders/${paidId}`);
    await manager.getByRole('heading', { level: 1, name: `Order #${paidId}` }).waitFor();
    await owner.goto(`/admin/orders/${paidId}`);
    await owner.getByRole('heading', { level: 1, name: `Order #${paidId}` }).waitFor();
    await orderMove(owner, 'Cancel order', { Reason: 'Out of stock in size 42' }, 'Cancel order');
    await owner.getByText('Cancelled', { exact: true }).first().waitFor();
    await manager.getByRole('button', { name: 'Cancel order' }).click();
    await manager.getByRole('dialog').getByLabel('Reason').fill('Buyer changed their mind');
    await manager.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    const clash = manager.getByRole('alert');
    await clash.waitFor();
    expect(await clash.innerText()).toMatch(/nothing was changed|Someone else changed this order/i);
    await expect.poll(() => manager.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await manager.getByText('Out of stock in size 42').first().waitFor();
    await expect
      .poll(() => manager.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('alert');
    // The processor failed the refund: the order page says why, the dashboard lists it, and the
    // owner sends it again from the order page; it then succeeds.
    const refunds = owner.getByRole('region', { name: 'Refunds' });
    await refunds.getByText(/Failed: .*account is closed/).waitFor();
    await checkConsole(owner, 'order-refund-failed');
    await owner.goto('/admin');
    const stuck = owner.getByRole('region', { name: /Refunds not given back/ });
    await stuck.getByRole('link', { name: `Order #${paidId}` }).click();
    await owner.getByRole('heading', { level: 1, name: `Order #${paidId}` }).waitFor();
    await owner.getByRole('button', { name: 'Send refunds again' }).click();
    await owner.getByText('The refunds were sent again').waitFor();
    await expect.poll(() => refunds.getByText(/Failed:/).count()).toBe(0);
    await refunds.getByText(/Succeeded/i).waitFor();
    expect(await owner.getByRole('button', { name: 'Send refunds again' }).count()).toBe(0);
    await checkConsole(owner, 'order-cancelled');
    await shopperSees(shopper, paidId, ['Cancelled', /refund/i]);
    await mailbox(shopperEmail, /cancel/i);

    // Screens at the other widths, for the screenshots and axe.
    for (const width of [390, 800]) {
      await owner.setViewportSize({ width, height: 900 });
      for (const [path, name] of [
        ['/admin', 'dashboard'],
        [`/admin/orders?q=${encodeURIComponent(shopperEmail)}`, 'queue'],
        [`/admin/orders/${unpaidId}`, 'order-shipped'],
        ['/admin/staff', 'staff'],
        ['/admin/audit', 'audit'],
      ] as const) {
        await owner.goto(path);
        await checkConsole(owner, name);
      }
    }
    await manager.setViewportSize({ width: 1366, height: 900 });
    await manager.goto(`/admin/orders/${paidId}`);
    await checkConsole(manager, 'order-cancelled');

    // The console is not for search engines.
    const res = await owner.request.get('/admin/orders');
    expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
    for (const page of [owner, manager, shopper]) expect(cspViolations(page)).toEqual([]);
    await Promise.all([ownerContext.close(), managerContext.close(), shopperContext.close()]);
    // The whole review in three browsers at three widths, and a failed refund sent again: several
    // minutes' work on a busy machine.
  }, 300_000);

  it('sends a signed-out visitor to the sign-in page and back after signing in', async () => {
    const context = await newContext(390);
    const page = await newPage(context);
    await staffSignIn(page, OWNER, '/admin/account');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    // Signing out ends the session on the server: the console asks to sign in again.
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/sign-in');
    await page.goto('/admin/account');
    await page.waitForURL((u) => u.pathname === '/admin/sign-in');
    await checkConsole(page, 'sign-in');
    await context.close();
  });
});
