// Page helpers for journeys that need a shopper: sign up through the screens, read the mail,
// verify, log in and out. Mail is read from the store's development outbox (GET /api/dev/mail/,
// served when no SMTP_URL is set) unless a journey passes its own mailbox.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { watchCsp } from './browser.ts';
import { en, type MessageId } from '../../app/i18n/catalogues/en.ts';

/** A storefront catalogue (app/i18n/catalogues): the words a page in that language shows. */
export type Words = Record<MessageId, string>;

/** The links of the newest mail to `email` whose subject matches. */
export type Mailbox = (email: string, subject: RegExp) => Promise<string[]>;

export const SHOPPER_PASSWORD = 'Journey#2024';

export function newShopperEmail(prefix = 'shopper'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function outboxMailbox(baseUrl: string): Mailbox {
  return async (email, subject) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const res = await fetch(`${baseUrl}/api/dev/mail/?to=${encodeURIComponent(email)}`);
      const list = (await res.json()) as { subject: string; links: string[] }[];
      const found = list.find((m) => subject.test(m.subject));
      if (found) return found.links;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail to ${email} matching ${subject} in the outbox`);
  };
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export interface ShopperDetails {
  username?: string;
  email?: string;
  password?: string;
}

/** Fills and sends the sign-up form; ends on /get-confirm-email. */
export async function signUp(page: Page, details: ShopperDetails = {}) {
  const email = details.email ?? newShopperEmail();
  const password = details.password ?? SHOPPER_PASSWORD;
  const username = details.username ?? 'Journey';
  await page.goto('/sign-up');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/get-confirm-email');
  return { email, password, username };
}

/** Opens the mailed verification link; ends signed in on the home page. */
export async function verifyFromMail(page: Page, mailbox: Mailbox, email: string) {
  const links = await mailbox(email, /Confirm your Solestock account/);
  const link = links.find((l) => l.includes('/verify-email/'));
  if (!link) throw new Error('the verification mail has no link');
  await page.goto(pathOf(link));
  await page.getByRole('heading', { name: 'Verified!' }).waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A new, verified and signed-in shopper made through the screens. */
export async function signUpAndVerify(page: Page, mailbox: Mailbox, details: ShopperDetails = {}) {
  const shopper = await signUp(page, details);
  await verifyFromMail(page, mailbox, shopper.email);
  return shopper;
}

/** Logs in through /login (with `redirectTo` when given) and waits to leave the form. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  options: { rememberMe?: boolean; redirectTo?: string } = {},
) {
  await page.goto(
    options.redirectTo ? `/login?redirectTo=${encodeURIComponent(options.redirectTo)}` : '/login',
  );
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Logs out through the Logout button of /my-account. */
export async function logOut(page: Page) {
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name.includes('solestock_') && c.value)).toHaveLength(0);
}

/**
 * Fills the checkout's card form (the test processor's card numbers, docs/api.md), labelled in
 * the page's language (`words`, English by default).
 */
export async function fillCard(page: Page, number = '4242 4242 4242 4242', words: Words = en) {
  await page.getByLabel(words['checkout.card.number']).fill(number);
  await page.getByLabel(words['checkout.card.name']).fill('Ravi Journey');
  await page.getByLabel(words['checkout.card.expiry']).fill('12/34');
  await page.getByLabel(words['checkout.card.cvv']).fill('123');
}

/**
 * The buyer's own API call from the page (their cookies), as the screens make it: GET without a
 * body, POST with one, unless `method` says otherwise.
 */
export function buyerApi<T>(page: Page, path: string, body?: unknown, method?: string) {
  return page.evaluate(
    async ([p, b, m]) => {
      const res = await fetch(`/api${p}`, {
        method: m ?? (b === undefined ? 'GET' : 'POST'),
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    },
    [path, body, method] as const,
  ) as Promise<{ status: number; body: T }>;
}

/** The product page with `pairs` in its quantity box, then ORDER NOW: ends on checkout's Delivery step. */
export async function orderNowFromProduct(page: Page, productId: number, pairs = 25) {
  await page.goto(`/products/product/${productId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const quantity = page.getByLabel('Quantity in pairs');
  await quantity.fill(String(pairs));
  await expect.poll(() => quantity.inputValue()).toBe(String(pairs));
  await page.getByRole('button', { name: 'ORDER NOW' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout-summary');
}

/**
 * On checkout's Delivery step of a buyer with no address: adds one through "+ Add New Address",
 * which becomes the choice. Until then neither Continue To Payment nor Submit Order can be used
 * (issue 41.14: no order goes to the specs' sample address).
 */
export async function addAddressAtCheckout(page: Page, name = 'Ravi Journey', words: Words = en) {
  await page.getByText(words['checkout.sampleCaption']).waitFor();
  const onward = page.getByRole('link', { name: words['checkout.continueToPayment'] });
  expect(await onward.count()).toBe(0);
  await page.getByRole('button', { name: words['company.address.addNew'] }).click();
  await page.getByLabel(words['company.address.recipient']).fill(name);
  await page.getByLabel(words['company.field.line1']).fill('9 Wharf Road');
  await page.getByLabel(words['company.field.city']).fill('Leeds');
  await page.getByRole('button', { name: words['company.address.add'] }).click();
  await page
    .getByRole('status')
    .filter({ hasText: words['company.action.addressAdded'] })
    .waitFor();
  await onward.waitFor();
}

/**
 * A new buyer, signed up and verified through the screens, in a context of its own at `width`,
 * and the ids of the home page's products in the order it shows them.
 */
export async function newBuyer(browser: Browser, baseUrl: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  watchCsp(page);
  await signUpAndVerify(page, outboxMailbox(baseUrl));
  const groups = await fetch(`${baseUrl}/api/ecommerce/homepage/itemgroups/`).then(
    (r) => r.json() as Promise<{ products: { id: number }[] }[]>,
  );
  return { context, page, productIds: groups.flatMap((g) => g.products.map((p) => p.id)) };
}
