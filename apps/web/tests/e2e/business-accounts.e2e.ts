// Business accounts (issue 32, docs/api.md "Companies and addresses", "Customer groups",
// docs/orders-and-payments.md "Deposits and net terms") in Chromium at 390 and 1366 px, on a store
// of its own that knows its owner: (a) a company admin invites a colleague from the company page,
// who opens the mailed /company/join/{token}, signs up, joins and follows the company's orders
// with who placed each; (b) staff put a company in a group with a 30% deposit, a member pays the
// deposit at checkout, shipping waits for the balance the buyer pays from the order page, staff
// ship; (c) a net-30 member places an order on account, staff ship it unpaid, the buyer's list
// says what is due and when, staff record the bank transfer and the invoice is paid; then, with
// due days moved into the past in the stopped store's database, the dashboard's overdue card and
// the queue's overdue filter list the unpaid invoices. Axe and no sideways scroll on each page.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { formatPrice } from '@solestock/domain';
import { depositWords, invoiceDueOn, onAccountWords } from '@solestock/domain/payment-terms';
import { checkScreen, cspViolations, launchBrowser, openCountryPage } from './browser.ts';
import {
  buyerApi,
  fillCard,
  orderNowFromProduct,
  type Mailbox,
  newShopperEmail,
  outboxMailbox,
  signUp,
  signUpAndVerify,
  addAddressAtCheckout,
  verifyFromMail,
} from './account-utils.ts';
import { orderMove, staffApi, staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@business-accounts.example.com', password: 'Owner#Business2026' };
const OWNER_ENV = { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password };
const widths = [390, 1366] as const;

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let mailbox: Mailbox;
let staff: ReturnType<typeof staffApi>;
let productId: number;
/** Orders on account shipped and left unpaid by journey (c): the overdue check's invoices. */
const unpaidInvoices: number[] = [];

interface BuyerOrder {
  id: number;
  symbol: string;
  total: number;
  deposit: number | null;
  balance_due: number;
  due_on: string | null;
  overdue?: boolean;
}

beforeAll(async () => {
  store = await startOwnStore(OWNER_ENV, { quiet: true });
  reportUnplannedExit(store);
  browser = await launchBrowser();
  mailbox = outboxMailbox(store.baseUrl);
  staff = staffApi(store.baseUrl);
  await staff.call('POST', '/session/', OWNER);
  const groups = await fetch(`${store.baseUrl}/api/ecommerce/homepage/itemgroups/`).then(
    (r) => r.json() as Promise<{ products: { id: number }[] }[]>,
  );
  const first = groups[0]?.products[0]?.id;
  if (!first) throw new Error('the seed has no product');
  productId = first;
});

afterAll(async () => {
  await browser?.close();
  stopping = true;
  await store?.stop();
});

let stopping = false;

/** A store that exits while journeys still use it says why (its last output), not just "refused". */
function reportUnplannedExit(started: typeof store) {
  void started.exited.then((code) => {
    if (!stopping) console.error(`the store exited with ${code} mid-journey:\n${started.output()}`);
  });
}

/** A page at `width` in its own context: a shopper in the UK (GBP), or staff. */
const newPage = (width: number) => openCountryPage(browser, store.baseUrl, width, 'gb');

/** A signed-up, verified buyer named `name` (their one-person company is named after them). */
async function newBuyer(width: number, name: string) {
  const { context, page } = await newPage(width);
  const { email } = await signUpAndVerify(page, mailbox, {
    username: name,
    email: newShopperEmail(name.toLowerCase()),
  });
  const profile = await buyerApi<{ id: number }>(page, '/profile/');
  const company = await buyerApi<{ id: number; name: string }>(page, '/ecommerce/company/');
  return { context, page, email, userId: profile.body.id, company: company.body };
}

/** The owner, signed in to the console at `width`. */
async function newStaffPage(width: number) {
  const opened = await newPage(width);
  await staffSignIn(opened.page, OWNER);
  return opened;
}

/** A group with these terms, the buyer's company put in it through the admin API. */
async function groupCompany(companyId: number, name: string, terms: Record<string, unknown>) {
  const group = await staff.call<{ id: number }>('POST', '/customer-groups/', { name, ...terms });
  await staff.call('PUT', `/customers/${companyId}/group/`, { group_id: group.id });
}

const buyerOrder = async (page: Page, id: number) =>
  (await buyerApi<BuyerOrder>(page, `/ecommerce/orders/${id}/`)).body;

/** "26 Dec 2026", as the storefront writes a due day. */
const dueDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe.each(widths)('business accounts at %i px', (width) => {
  it('(a) an admin invites a colleague, who joins from the mailed link and sees the orders', async () => {
    const admin = await newBuyer(width, 'Ada');
    const company = admin.company.name;
    // The admin's order, placed before the colleague joins.
    const placed = await buyerApi<{ order_id: number }>(
      admin.page,
      '/ecommerce/order-now/?country_code=gb&without_payment=true',
      { product_id: productId, quantity: 25, mode: 'air' },
    );
    expect(placed.status).toBe(201);

    const colleagueEmail = newShopperEmail('ben');
    await admin.page.goto('/company');
    await admin.page.getByRole('heading', { level: 1 }).waitFor();
    await admin.page.getByLabel('E-mail address').fill(colleagueEmail);
    await admin.page.getByLabel('Role').selectOption('buyer');
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    await admin.page
      .getByTestId('company-status')
      .filter({ hasText: `Invitation sent to ${colleagueEmail}.` })
      .waitFor();
    await admin.page.getByText('Invitations waiting').waitFor();
    await checkScreen(admin.page, 'business-company-invited');

    const links = await mailbox(colleagueEmail, /invited you to order with/);
    const link = links.find((l) => l.includes('/company/join/'));
    expect(link, 'the invitation mail links to /company/join/…').toBeTruthy();
    const joinPath = new URL(link!).pathname;

    // The colleague, new to the shop: the join page, then sign-up, then the page again.
    const { context, page } = await newPage(width);
    await page.goto(joinPath);
    await page.getByRole('heading', { level: 1, name: `Join ${company}` }).waitFor();
    await page.getByText(`Sign in with ${colleagueEmail} to accept.`, { exact: false }).waitFor();
    await checkScreen(page, 'business-join-guest');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((u) => u.pathname === '/sign-up');
    await signUp(page, { username: 'Ben', email: colleagueEmail });
    await verifyFromMail(page, mailbox, colleagueEmail);
    await page.goto(joinPath);
    const join = page.getByRole('button', { name: `Join ${company}` });
    await join.waitFor();
    await checkScreen(page, 'business-join-signed-in');
    await join.click();
    await page
      .getByRole('status')
      .filter({ hasText: `You joined ${company}. Its orders are now yours to follow.` })
      .waitFor();
    await checkScreen(page, 'business-joined');

    // The company's orders, with who placed each.
    await page.getByRole('link', { name: 'See its orders' }).click();
    await page.waitForURL((u) => u.pathname === '/orders');
    const row = page
      .getByRole('main')
      .getByRole('link', { name: `Order #${placed.body.order_id}` });
    await row.waitFor();
    expect(await row.innerText()).toContain('placed by Ada');
    await checkScreen(page, 'business-colleague-orders');
    await page.goto(`/orders/${placed.body.order_id}`);
    await page.getByRole('heading', { level: 1, name: `Order #${placed.body.order_id}` }).waitFor();
    await checkScreen(page, 'business-colleague-order');

    expect(cspViolations(page)).toEqual([]);
    expect(cspViolations(admin.page)).toEqual([]);
    await context.close();
    await admin.context.close();
  }, 180_000);

  it('(b) a member pays a 30% deposit, then the balance; shipping waits for it', async () => {
    const buyer = await newBuyer(width, 'Gia');
    const { page } = buyer;
    const owner = await newStaffPage(width);
    const console_ = owner.page;

    // Staff add the group and put the buyer's company in it, in the console.
    const groupName = `Gold deposit ${width}`;
    await console_.goto('/admin/customer-groups');
    const add = console_.getByRole('region', { name: 'Add a group' });
    await add.getByLabel('Name').fill(groupName);
    await add.getByLabel('Deposit %').fill('30');
    await add.getByRole('button', { name: 'Add group' }).click();
    await console_
      .getByRole('status')
      .filter({ hasText: `${groupName} is added.` })
      .waitFor();
    await checkScreen(console_, 'business-console-groups');
    const { results } = await staff.call<{ results: { id: number; name: string }[] }>(
      'GET',
      '/customer-groups/',
    );
    const group = results.find((g) => g.name === groupName)!;
    await console_.goto(`/admin/customers/${buyer.userId}`);
    await console_.getByLabel('Customer group').selectOption(String(group.id));
    await console_.getByRole('button', { name: 'Save group' }).click();
    await console_
      .getByRole('status')
      .filter({ hasText: 'The company’s group is saved' })
      .waitFor();
    await checkScreen(console_, 'business-console-customer');

    // Checkout: the Delivery step and PAYMENTS say the deposit and the balance.
    await orderNowFromProduct(page, productId);
    const note = page.getByTestId('deposit-note');
    await note.getByText(depositWords(30)).waitFor();
    await addAddressAtCheckout(page, 'Gia');
    await page.getByRole('link', { name: 'Continue To Payment' }).click();
    await page.waitForURL((u) => u.pathname === '/checkout/payment-method');
    await note.getByText(depositWords(30)).waitFor();
    const depositNow = await note.getByTestId('deposit-now').innerText();
    const balanceLater = (await note.getByTestId('deposit-balance').innerText()).split('\n')[0];
    expect(depositNow).toMatch(/^£[\d,]+\.\d\d$/);
    expect(balanceLater).toMatch(/^£[\d,]+\.\d\d$/);
    await checkScreen(page, 'business-deposit-payment');
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay Now' }).first().click();
    await page.waitForURL((u) => u.pathname === '/order-success');
    const orderId = Number(await page.getByTestId('order-id').innerText());

    // What the card paid is the deposit shown; the rest is the balance shown.
    let order = await buyerOrder(page, orderId);
    expect(formatPrice(order.symbol, order.deposit!)).toBe(depositNow);
    expect(formatPrice(order.symbol, order.total - order.deposit!)).toBe(balanceLater);
    await page.goto(`/orders/${orderId}`);
    expect(await page.getByTestId('deposit-status').innerText()).toContain(
      `You paid a deposit of ${depositNow} (30%)`,
    );
    await checkScreen(page, 'business-deposit-paid');

    // Staff confirm with a shipping charge: the console says shipping waits for the balance.
    await console_.goto(`/admin/orders/${orderId}`);
    await orderMove(console_, 'Confirm order', { 'Shipping charge (GBP)': '20.00' }, 'Confirm');
    order = await buyerOrder(page, orderId);
    const balance = formatPrice(order.symbol, order.balance_due);
    await console_
      .getByText(`It can ship once the buyer has paid the balance of ${balance}.`)
      .waitFor();
    expect(await console_.getByRole('button', { name: 'Ship order' }).count()).toBe(0);
    await checkScreen(console_, 'business-console-balance-due');
    await expect(
      staff.move(orderId, 'ship', { carrier: 'DHL Express', tracking_number: 'JD0001' }),
    ).rejects.toThrow(/409 .*"code":"balance_due"/);

    // The buyer pays the balance from the order page.
    await page.goto(`/orders/${orderId}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Balance due' }).waitFor();
    expect(await page.getByTestId('order-balance').innerText()).toBe(balance);
    await checkScreen(page, 'business-balance-due');
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await fillCard(page);
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await main.getByRole('heading', { name: 'Balance paid' }).waitFor();
    expect(await page.getByTestId('order-balance').innerText()).toBe('£0.00');

    // Staff ship it now; the buyer reads the tracking number.
    await console_.goto(`/admin/orders/${orderId}`);
    await orderMove(
      console_,
      'Ship order',
      { Carrier: 'DHL Express', 'Tracking number': `JD${orderId}` },
      'Mark shipped',
    );
    await page.goto(`/orders/${orderId}`);
    expect(await page.getByTestId('order-shipment').innerText()).toContain(
      `DHL Express, tracking number JD${orderId}`,
    );
    await checkScreen(page, 'business-deposit-shipped');

    expect(cspViolations(page)).toEqual([]);
    expect(cspViolations(console_)).toEqual([]);
    await buyer.context.close();
    await owner.context.close();
  }, 180_000);

  it('(c) a net-30 member orders on account; shipped unpaid; settled by a recorded transfer', async () => {
    const buyer = await newBuyer(width, 'Noor');
    const { page } = buyer;
    await groupCompany(buyer.company.id, `Net 30 ${width}`, {
      discount_percent: '0',
      deposit_percent: 100,
      net_days: 30,
    });

    await orderNowFromProduct(page, productId);
    const onAccount = page.getByRole('button', { name: onAccountWords(30) });
    await onAccount.waitFor();
    await checkScreen(page, 'business-on-account-checkout');
    await addAddressAtCheckout(page, 'Noor');
    await onAccount.click();
    await page.waitForURL((u) => u.pathname === '/order-success');
    const orderId = Number(await page.getByTestId('order-id').innerText());
    await page.goto(`/orders/${orderId}`);
    expect(await page.getByTestId('invoice-status').innerText()).toContain(
      'On account: due 30 days after shipping.',
    );
    await checkScreen(page, 'business-on-account-order');

    // Staff confirm and ship it unpaid, in the console.
    const owner = await newStaffPage(width);
    const console_ = owner.page;
    await console_.goto(`/admin/orders/${orderId}`);
    await orderMove(console_, 'Confirm order', { 'Shipping charge (GBP)': '12.50' }, 'Confirm');
    await orderMove(
      console_,
      'Ship order',
      { Carrier: 'DPD', 'Tracking number': `DPD${orderId}` },
      'Mark shipped',
    );

    // The buyer's list: what is due and by when (30 days after today's shipping).
    const order = await buyerOrder(page, orderId);
    expect(order.due_on).toBe(invoiceDueOn(new Date(), 30));
    const owed = formatPrice(order.symbol, order.balance_due);
    await page.goto('/orders');
    const row = page.getByRole('main').getByRole('link', { name: `Order #${orderId}` });
    await row.getByText(`${owed} due by ${dueDay(order.due_on!)}`).waitFor();
    await checkScreen(page, 'business-invoice-due');

    // Staff record the bank transfer on the order's page.
    await console_.goto(`/admin/orders/${orderId}`);
    await console_.getByRole('heading', { name: 'Record a bank transfer' }).waitFor();
    await checkScreen(console_, 'business-console-transfer');
    await console_.getByLabel('Amount').fill(String(order.balance_due));
    await console_.getByLabel('Reference').fill(`BACS ${orderId}`);
    await console_.getByRole('button', { name: 'Record transfer' }).click();
    await console_
      .getByRole('status')
      .filter({ hasText: 'The bank transfer is recorded; the balance due now counts it.' })
      .waitFor();
    // Nothing is left to pay: the form goes once the page has the order again.
    await expect
      .poll(() => console_.getByRole('heading', { name: 'Record a bank transfer' }).count())
      .toBe(0);
    await checkScreen(console_, 'business-console-transfer-recorded');

    // Settled: the order page and the list say so.
    await page.goto(`/orders/${orderId}`);
    expect(await page.getByTestId('invoice-status').innerText()).toBe(
      'Invoice paid. Thank you: nothing is left to pay.',
    );
    await checkScreen(page, 'business-invoice-paid');
    await page.goto('/orders');
    await row.getByText('Invoice paid').waitFor();

    // A second order on account, shipped and left unpaid: the overdue check's invoice. The company
    // now has the address added at checkout, so the order names it (400 address_required without).
    const book = await buyerApi<{ addresses: { id: number }[] }>(
      page,
      '/ecommerce/company/addresses/',
    );
    const second = await buyerApi<{ order_id: number }>(
      page,
      `/ecommerce/order-now/?country_code=gb&without_payment=true&address_id=${book.body.addresses[0]!.id}`,
      { product_id: productId, quantity: 25, mode: 'sea' },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    await staff.move(second.body.order_id, 'confirm', { shipping_charge: '0' });
    await staff.move(second.body.order_id, 'ship', { carrier: 'DPD', tracking_number: 'LATE1' });
    unpaidInvoices.push(second.body.order_id);

    expect(cspViolations(page)).toEqual([]);
    expect(cspViolations(console_)).toEqual([]);
    await buyer.context.close();
    await owner.context.close();
  }, 180_000);
});

describe('overdue invoices', () => {
  it('are on the dashboard and in the queue’s filter once their due day has passed', async () => {
    expect(unpaidInvoices).toHaveLength(widths.length);
    // Time passes: the store is stopped, the invoices' due day moved to yesterday in its
    // database (as the API tests do), and the store started again on the same folder.
    const { dataDir } = store;
    const port = Number(new URL(store.baseUrl).port);
    stopping = true;
    await store.stop({ keepData: true });
    stopping = false;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
    try {
      const moved = await db.query(
        `update orders set due_on = $1 where id = any($2::int[]) and payment_terms = 'account'`,
        [yesterday, unpaidInvoices],
      );
      expect(moved.affectedRows).toBe(unpaidInvoices.length);
    } finally {
      await db.close();
    }
    store = await startOwnStore(OWNER_ENV, { quiet: true, dataDir, port });
    reportUnplannedExit(store);

    for (const width of widths) {
      const { context, page } = await newStaffPage(width);
      const card = page.getByRole('region', { name: /^Overdue invoices \(\d+\)$/ });
      await card.waitFor();
      expect(await card.getByRole('heading').innerText()).toBe(
        `Overdue invoices (${unpaidInvoices.length})`,
      );
      for (const id of unpaidInvoices)
        await card.getByRole('link', { name: `Order #${id}` }).waitFor();
      await card
        .getByText(`due ${dueDay(yesterday)}`)
        .first()
        .waitFor();
      await checkScreen(page, 'business-dashboard-overdue');

      await card.getByRole('link', { name: 'Open all overdue invoices' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/orders');
      expect(new URL(page.url()).searchParams.get('overdue')).toBe('true');
      expect(await page.getByLabel('Overdue invoices only').isChecked()).toBe(true);
      const main = page.getByRole('main');
      for (const id of unpaidInvoices)
        await main.getByRole('link', { name: `#${id}`, exact: true }).waitFor();
      await checkScreen(page, 'business-orders-overdue');
      expect(cspViolations(page)).toEqual([]);
      await context.close();
    }
  }, 240_000);
});
