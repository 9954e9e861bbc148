// Webhooks end to end (docs/webhooks.md; decisions 198, 199) in Chromium: the owner adds an
// endpoint in the console pointing at a receiver this test starts on 127.0.0.1 (which the store
// may reach: WEBHOOKS_ALLOW_NETWORKS), copies the secret shown once, a buyer places an order, the
// receiver gets order.placed signed with that secret, and the endpoint's deliveries log shows it
// delivered with code 200 (screens at 1366 and 390 px). The same journey issues an API key in the
// console (docs/api-keys.md) and, as a polling ERP would, finds the order by it
// (`GET /admin/orders/?updated_since=`, docs/sync.md): issue 45's whole loop on one store.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { checkScreen as checkNamedScreen, launchBrowser } from './browser.ts';
import { buyerApi, newBuyer } from './account-utils.ts';
import { staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@webhooks.example.com', password: 'Owner#Webhooks2026' };

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let receiver: Server;
let receiverUrl: string;
const got: { headers: IncomingHttpHeaders; body: string }[] = [];
const checkScreen = (page: Page, name: string) => checkNamedScreen(page, `webhooks-${name}`);

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/solestock`;
  store = await startOwnStore(
    {
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      WEBHOOKS_ALLOW_NETWORKS: '127.0.0.1',
    },
    { quiet: true },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
  receiver?.closeAllConnections();
  await new Promise<void>((done) => (receiver ? receiver.close(() => done()) : done()));
});

describe('a webhook endpoint for the ERP', () => {
  it('the owner adds it in the console; an order placed reaches it signed and shows delivered', async () => {
    const console = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: store.baseUrl,
    });
    const staffPage = await console.newPage();
    // The ERP's key first: orders.read only, its secret shown once.
    await staffSignIn(staffPage, OWNER, '/admin/settings/api-keys');
    await staffPage.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await staffPage.getByLabel('Name').fill('ERP orders');
    await staffPage.getByLabel(/Read orders, their documents and exports/).check();
    await staffPage.getByRole('button', { name: 'Create key' }).click();
    const apiKey = (await staffPage.getByTestId('api-key-secret').innerText()).trim();
    expect(apiKey).toMatch(/^ssk_/);
    const since = new Date(Date.now() - 60_000).toISOString();

    await staffPage.goto('/admin/settings/webhooks');
    // A retried run finds the first run's endpoint: it adds another beside it.
    await staffPage.getByRole('heading', { name: 'Add an endpoint' }).waitFor();
    await staffPage.getByLabel('Address (URL)').fill(receiverUrl);
    await staffPage.getByLabel('Description').fill('ERP (test receiver)');
    // Nothing ticked is refused with a sentence beside the events.
    await staffPage.getByRole('button', { name: 'Add endpoint' }).click();
    await staffPage.getByText('Pick at least one event to send.').waitFor();
    await staffPage.getByRole('checkbox', { name: /^order\.placed/ }).check();
    await staffPage.getByRole('checkbox', { name: /^order\.shipped/ }).check();
    await staffPage.getByRole('button', { name: 'Add endpoint' }).click();
    await staffPage
      .getByRole('status')
      .getByText(`The endpoint ${receiverUrl} is added.`)
      .waitFor();
    const secret = await staffPage.getByRole('textbox', { name: 'Secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await checkScreen(staffPage, 'added');

    // A buyer places an order; the runner sends it within seconds.
    const { page: shop, productIds } = await newBuyer(browser, store.baseUrl, 390);
    const placed = await buyerApi<{ order_id: number }>(
      shop,
      '/ecommerce/order-now/?country_code=gb&without_payment=true',
      { product_id: productIds[0], quantity: 25, mode: 'air' },
    );
    expect(placed.status).toBe(201);
    // The messages signed with this endpoint's secret (a retried run's first endpoint gets its own).
    const hook = new Webhook(secret);
    const mine = () =>
      got.flatMap((r) => {
        try {
          return [
            {
              id: r.headers['webhook-id'],
              message: hook.verify(r.body, r.headers as Record<string, string>) as {
                type: string;
                data: { order: { id: number } };
              },
            },
          ];
        } catch {
          return [];
        }
      });
    await expect.poll(() => mine().length, { timeout: 20_000, interval: 250 }).toBe(1);
    const { message } = mine()[0]!;
    expect(message.type).toBe('order.placed');
    expect(message.data.order.id).toBe(placed.body.order_id);

    // The ERP polls with its key and finds the order the webhook told it of.
    const polled = await fetch(
      `${store.baseUrl}/api/admin/orders/?updated_since=${encodeURIComponent(since)}`,
      { headers: { authorization: `Bearer ${apiKey}` } },
    );
    expect(polled.status).toBe(200);
    const changes = (await polled.json()) as { results: { id: number }[] };
    expect(changes.results.map((o) => o.id)).toContain(placed.body.order_id);

    // The deliveries log: delivered, the receiver's 200.
    await staffPage.goto('/admin/settings/webhooks');
    await staffPage
      .getByRole('link', { name: `Deliveries to ${receiverUrl}` })
      .last()
      .click();
    const log = staffPage.getByRole('region', {
      name: `Deliveries to ${receiverUrl}, newest first`,
    });
    const row = log.getByRole('row').filter({ hasText: 'order.placed' });
    await row.getByText('Delivered').waitFor();
    expect(await row.innerText()).toContain('200');
    await checkScreen(staffPage, 'log');
    await staffPage.setViewportSize({ width: 390, height: 900 });
    await checkScreen(staffPage, 'log');

    // Sent again: the same message and webhook-id reach the receiver.
    await row.getByRole('button', { name: 'Send again' }).click();
    await staffPage.getByRole('status').getByText('The delivery is on its way again.').waitFor();
    await expect.poll(() => mine().length, { timeout: 20_000, interval: 250 }).toBe(2);
    expect(mine()[1]!.id).toBe(mine()[0]!.id);
    await console.close();
  });
});
