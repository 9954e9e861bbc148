// Exchange rates and customers in the back office (issue 16 items 5 and 7), on a store of its own
// started with an owner: a manager the owner invited sets the rates by hand on /admin/rates (a
// wrong rate is refused first, with the field named) and a product page in Japan shows the new
// yen price on its next load; the owner finds a shopper on /admin/customers, disables the account
// behind a confirmation, and the shopper's session ends at once and sign-in is refused. Before
// that the owner finds the shopper by their company's name, listed by company (issue 41 item 16).
// Console screens are checked with axe at 1366 and 390 px, with screenshots.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatPrice, linePrice, type ExchangeRates, type ProductDetail } from '@solestock/domain';
import { cspViolations, launchBrowser, seriousAxeViolations, watchCsp } from './browser.ts';
import { outboxMailbox, type Mailbox, signUpAndVerify } from './account-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner-rates@example.com', password: 'Owner#Rates2026' };
const MANAGER = { email: 'manager-rates@example.com', password: 'Manager#Rates2026' };
const SHOTS = resolve(import.meta.dirname, '../../../../test-results/screenshots');

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let mailbox: Mailbox;
let shopperContext: BrowserContext;
let shopper: Page;
let shopperEmail: string;
let shopperPassword: string;

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

async function newContext(width: number, country = 'us'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: store.baseUrl,
  });
  await context.addCookies([{ name: 'country', value: country, url: store.baseUrl }]);
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

const api = <T>(path: string): Promise<T> =>
  fetch(`${store.baseUrl}/api${path}`).then((r) => r.json() as Promise<T>);

/** No serious axe finding, nothing scrolling sideways, a screenshot at 1366 and at 390 px. */
async function checkConsole(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: `${SHOTS}/rates-customers-${name}-${width}.png`,
      fullPage: true,
    });
    expect(await seriousAxeViolations(page), `${name} at ${width}`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(cspViolations(page), name).toEqual([]);
}

async function staffSignIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** A product priced in another currency than yen, so Japan's price is a conversion. */
async function productInJapan(): Promise<ProductDetail> {
  const groups = await api<{ products: { id: number }[] }[]>('/ecommerce/homepage/itemgroups/');
  for (const id of groups.flatMap((g) => g.products.map((p) => p.id))) {
    const detail = await api<ProductDetail>(`/ecommerce/products/${id}/jp`);
    if (detail.defaultSellingPrice.currency !== 'jpy') return detail;
  }
  throw new Error('the seed has no product priced outside yen');
}

const expectedTotal = (d: ProductDetail, rates: ExchangeRates) => {
  const p = linePrice(d.slabPrices, 25, d.defaultSellingPrice, 'jp', rates);
  return formatPrice(p.symbol, p.total);
};

async function productTotal(page: Page, product: ProductDetail): Promise<string> {
  await page.goto(`/products/product/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.productName, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  return page.getByTestId('total-price').innerText();
}

describe('rates and customers in the console', () => {
  it('a manager sets the rates by hand and a product page in Japan shows the new yen price', async () => {
    // A shopper in Japan, signed up and signed in, looks at a product.
    shopperContext = await newContext(1366, 'jp');
    shopper = await newPage(shopperContext);
    ({ email: shopperEmail, password: shopperPassword } = await signUpAndVerify(shopper, mailbox));
    const product = await productInJapan();
    const before = await api<ExchangeRates & { rates: Record<string, number> }>(
      '/ecommerce/exchange-rates/',
    );
    const shownBefore = await productTotal(shopper, product);
    expect(shownBefore).toBe(expectedTotal(product, before));
    expect(shownBefore).toMatch(/^¥/);

    // The owner invites a manager, who accepts from the mail.
    const owner = await newPage(await newContext(1366));
    await staffSignIn(owner, OWNER);
    await owner.goto('/admin/staff');
    await owner.getByLabel('E-mail', { exact: true }).fill(MANAGER.email);
    await owner.getByLabel('Name', { exact: true }).fill('Mina Manager');
    await owner.getByLabel('Role', { exact: true }).selectOption('manager');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner
      .getByRole('status')
      .filter({ hasText: `Invitation sent to ${MANAGER.email} as manager.` })
      .waitFor();
    const invitation = (await mailbox(MANAGER.email, /invit/i)).find((l) =>
      l.includes('/admin/invitation/'),
    );
    expect(invitation).toBeTruthy();
    const manager = await newPage(await newContext(1366));
    await manager.goto(pathOf(invitation ?? ''));
    await manager.getByLabel('Your name').fill('Mina Manager');
    await manager.getByLabel('Password').fill(MANAGER.password);
    await manager.getByRole('button', { name: 'Accept the invitation' }).click();
    await manager.waitForURL((u) => u.pathname === '/admin');

    // The manager opens the rates from the navigation.
    await manager.getByRole('link', { name: 'Exchange rates' }).first().click();
    await manager.getByRole('heading', { level: 1, name: 'Exchange rates' }).waitFor();
    const jpy = manager.getByLabel('JPY per 1 USD');
    expect(Number(await jpy.inputValue())).toBe(before.rates.JPY);
    await checkConsole(manager, 'rates');

    // A wrong rate is refused with the field named, and nothing changes.
    await jpy.fill('-5');
    await manager.getByRole('button', { name: 'Save rates' }).click();
    await manager.getByText('The rate of JPY must be more than 0.').waitFor();
    expect(await jpy.getAttribute('aria-invalid')).toBe('true');
    expect(
      (await api<{ rates: Record<string, number> }>('/ecommerce/exchange-rates/')).rates.JPY,
    ).toBe(before.rates.JPY);

    // Twice the yen rate: saved, in the history, by the manager.
    const newJpy = String(Number(before.rates.JPY) * 2);
    await jpy.fill(newJpy);
    await manager.getByRole('button', { name: 'Save rates' }).click();
    await manager.getByRole('status').filter({ hasText: 'The new rates are saved' }).waitFor();
    const history = manager.getByRole('region', { name: /Every set of exchange rates/ });
    await history.getByText('By hand').first().waitFor();
    await history.getByText('Mina Manager').first().waitFor();
    await checkConsole(manager, 'rates-saved');

    // The shopper's next look at the product shows the new yen price.
    const after = await api<ExchangeRates & { rates: Record<string, number> }>(
      '/ecommerce/exchange-rates/',
    );
    expect(after.rates.JPY).toBe(Number(newJpy));
    const shownAfter = await productTotal(shopper, product);
    expect(shownAfter).toBe(expectedTotal(product, after));
    expect(shownAfter).not.toBe(shownBefore);
    await shopper.screenshot({ path: `${SHOTS}/rates-customers-product-jpy-1366.png` });

    // The shopper orders it (without payment), at the new rate: the customer's totals show it.
    const placed = await shopper.request.post(
      `/api/ecommerce/order-now/?country_code=jp&without_payment=true`,
      {
        data: { product_id: product.id, quantity: 25, mode: 'air' },
        headers: { origin: store.baseUrl },
      },
    );
    expect(placed.status(), await placed.text()).toBe(201);
  });

  it('the owner finds a customer by company name, and lists customers by company', async () => {
    // Issue 41 item 16: the shopper names their company; the console finds it by that name.
    const named = await shopper.request.put('/api/ecommerce/company/', {
      data: {
        name: 'Pia Shoes Ltd',
        tax_id: '',
        address_line1: '4 Wharf Road',
        address_line2: '',
        city: 'Osaka',
        postcode: '530-0001',
        country_code: 'JP',
        phone: '',
      },
      headers: { origin: store.baseUrl },
    });
    expect(named.status(), await named.text()).toBe(200);
    const owner = await newPage(await newContext(1366));
    await staffSignIn(owner, OWNER);
    await owner.getByRole('link', { name: 'Customers' }).first().click();
    await owner.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await owner.getByRole('searchbox', { name: 'Search' }).fill('pia shoes');
    await owner.getByLabel('List by').selectOption('company');
    await owner.getByRole('button', { name: 'Search' }).click();
    await owner.waitForURL(
      (u) => u.searchParams.get('q') === 'pia shoes' && u.searchParams.get('sort') === 'company',
    );
    const table = owner.getByRole('region', { name: 'Customers' });
    await table.getByRole('link', { name: shopperEmail }).waitFor();
    await table.getByText('Pia Shoes Ltd').waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    expect(await owner.getByLabel('List by').inputValue()).toBe('company');
    for (const width of [1366, 800, 390]) {
      await owner.setViewportSize({ width, height: 900 });
      await owner.waitForLoadState('networkidle');
      await owner.screenshot({
        path: `${SHOTS}/rates-customers-by-company-${width}.png`,
        fullPage: true,
      });
      expect(await seriousAxeViolations(owner), `by company at ${width}`).toEqual([]);
    }
    expect(cspViolations(owner)).toEqual([]);
  });

  it('the owner disables a customer: the session ends at once and sign-in is refused', async () => {
    const owner = await newPage(await newContext(1366));
    await staffSignIn(owner, OWNER);
    await owner.getByRole('link', { name: 'Customers' }).first().click();
    await owner.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await owner.getByRole('searchbox', { name: 'Search' }).fill(shopperEmail);
    await owner.getByRole('button', { name: 'Search' }).click();
    await owner.waitForURL((u) => u.searchParams.get('q') === shopperEmail);
    const table = owner.getByRole('region', { name: 'Customers' });
    await table.getByRole('link', { name: shopperEmail }).waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    // One order, its total in yen.
    await table.getByRole('cell', { name: /¥/ }).waitFor();
    await checkConsole(owner, 'customers');

    await table.getByRole('link', { name: shopperEmail }).click();
    await owner.waitForURL((u) => /^\/admin\/customers\/\d+$/.test(u.pathname));
    await owner.getByText('Active', { exact: true }).waitFor();
    await checkConsole(owner, 'customer');

    // Disabling asks first; "Keep as is" changes nothing.
    await owner.getByRole('button', { name: 'Disable account…' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Disable this account?' });
    await dialog.waitFor();
    await checkConsole(owner, 'customer-confirm');
    await dialog.getByRole('button', { name: 'Keep as is' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await owner.getByRole('button', { name: 'Disable account…' }).click();
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await owner.getByRole('status').filter({ hasText: 'sessions have ended' }).waitFor();
    await owner.getByText('Disabled', { exact: true }).waitFor();
    await owner.getByRole('button', { name: 'Enable account…' }).waitFor();
    await checkConsole(owner, 'customer-disabled');

    // The shopper, still holding a valid-looking access token, is signed out on the next page.
    await shopper.goto('/my-account');
    await shopper.waitForURL((u) => u.pathname === '/login');
    await shopper.getByLabel('Email').fill(shopperEmail);
    await shopper.getByLabel('Password', { exact: true }).fill(shopperPassword);
    await shopper.getByRole('button', { name: 'Login' }).click();
    await shopper.getByText(/This account has been disabled by the shop/).waitFor();
    expect(new URL(shopper.url()).pathname).toBe('/login');
    await shopper.screenshot({ path: `${SHOTS}/rates-customers-login-refused-1366.png` });
  });
});
