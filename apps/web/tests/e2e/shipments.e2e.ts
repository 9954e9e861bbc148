// Shipments and back orders end to end (issue 43 item 1; docs/orders-and-payments.md "Shipments
// and back orders") in Chromium at 390 and 1366 px (and 800 for the panel's screenshot): a buyer
// orders a stock line and a pre-order line (its window far ahead); once the order is confirmed and
// paid, the owner's Shipments panel says the stock line is ready and the pre-order waits for its
// window, ships the stock line (with a carton) as shipment 1, refunds part of it from the refund
// form (a credit note on shipment 1's invoice, its PDF read back), is refused the pre-order line
// with the API's sentence, then ships it early as shipment 2. Each shipment's invoice and packing list
// are read back with poppler; the buyer's order page lists both shipments with their tracking
// and papers, and the credit note with its PDF. The window opening on its day is covered by the API's tests (shipments.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkScreen as checkNamedScreen, launchBrowser } from './browser.ts';
import { buyerApi, fillCard, newBuyer } from './account-utils.ts';
import type { staffApi } from './console-utils.ts';
import { staffSignIn } from './console-utils.ts';
import type { startOwnStore } from './own-store.ts';
import { paperText, setSaleMode, startTradingStore } from './trading-store.ts';

const OWNER = { email: 'owner@shipments.example.com', password: 'Owner#Ships2026' };
const widths = [390, 1366] as const;

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let admin: ReturnType<typeof staffApi>['call'];
let move: ReturnType<typeof staffApi>['move'];
const checkScreen = (page: Page, name: string) => checkNamedScreen(page, `shipments-${name}`);

interface Product {
  id: number;
  item_group_id: number;
  availability: number;
}

beforeAll(async () => {
  ({ store, admin, move } = await startTradingStore(OWNER, { carton_pairs: 12 }));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe.each(widths)('an order shipped in two shipments, at %i px', (width) => {
  it('ships the stock line, refunds part with a credit note, refuses the pre-order until early, ships it; each with its papers; the buyer sees both', async () => {
    const {
      context: buyer,
      page: shop,
      productIds,
    } = await newBuyer(browser, store.baseUrl, width);
    // A product with pairs on the shelf (the stock line) and one of another style (the pre-order).
    const candidates = await Promise.all(
      productIds
        .slice(0, 40)
        .map((id) => admin<Product>('GET', `/catalogue/products/${id}/`).catch(() => null)),
    );
    const stock = candidates.find((p) => p && p.availability >= 12)!;
    const pre = candidates.find((p) => p && p.item_group_id !== stock.item_group_id)!;
    const stockStyle = await setSaleMode(admin, stock.item_group_id, 'stock', null);
    const preStyle = await setSaleMode(admin, pre.item_group_id, 'pre_order', '2099-03-01');

    for (const [product, quantity] of [
      [stock.id, 12],
      [pre.id, 6],
    ] as const) {
      const added = await buyerApi(shop, '/ecommerce/cart/add/', {
        product_id: product,
        quantity,
        mode: 'air',
      });
      expect(added.status).toBe(201);
    }
    const placed = await buyerApi<{ order_id: number }>(
      shop,
      '/ecommerce/order/place/?country_code=gb&without_payment=true',
      {},
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.order_id;
    await move(orderId, 'confirm', { shipping_charge: '12.00' });
    // Paid in full by card (Pay Now), so each shipment's goods are paid for and a refund can go
    // back to the card.
    await shop.goto(`/orders/${orderId}`);
    const main = shop.getByRole('main');
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await fillCard(shop);
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await main.getByRole('heading', { name: 'Balance paid' }).waitFor();

    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    await staffSignIn(page, OWNER, `/admin/orders/${orderId}`);
    const panel = page.getByRole('region', { name: 'Shipments' });
    await panel.waitFor();
    await panel.getByText('Ready').first().waitFor();
    await panel.getByText('Waits for its window: ships from 1 Mar 2099').waitFor();
    await checkScreen(page, `panel-${width}`);
    if (width === 1366) {
      await page.setViewportSize({ width: 800, height: 900 });
      await checkScreen(page, 'panel-800');
      await page.setViewportSize({ width, height: 900 });
    }

    // Shipment 1: the stock line, filled in as ready, with a carton.
    const stockPairs = panel.getByRole('spinbutton', { name: new RegExp(`^${stockStyle}`) });
    const prePairs = panel.getByRole('spinbutton', { name: new RegExp(`^${preStyle}`) });
    expect(await stockPairs.first().inputValue()).toBe('12');
    expect(await prePairs.first().inputValue()).toBe('0');
    await panel.getByLabel('Carrier').fill('DHL Express');
    await panel.getByLabel('Tracking number').fill('JD0001');
    await panel.getByLabel('Waybill or B/L number (optional)').fill('AWB 176-12345675');
    await panel.getByRole('button', { name: 'Add a carton' }).click();
    await panel.getByLabel('Carton 1: gross kg').fill('14.2');
    await panel.getByLabel('Length cm').fill('60');
    await panel.getByLabel('Width cm').fill('40');
    await panel.getByLabel('Height cm').fill('30');
    await panel.getByLabel('Marks').fill('SOLESTOCK / 1 of 1');
    await panel.getByRole('button', { name: 'Ship these pairs' }).click();
    await page.getByRole('status').getByText('The shipment is made').waitFor();
    await page
      .getByRole('region', { name: 'Shipments' })
      .getByTestId('shipment-row')
      .first()
      .waitFor();
    const first = await admin<{ status: string }>('GET', `/orders/${orderId}/`);
    expect(first.status).toBe('partially_shipped');
    await page.getByText('Partially shipped').first().waitFor();

    // A refund after the first shipment (decisions 182, 183): the console's refund form gives
    // £5.00 back to the card and issues a credit note on the first shipment's invoice.
    const notes = page.getByRole('region', { name: 'Credit notes' });
    await notes.getByLabel('Amount').fill('5.00');
    await notes.getByLabel('Reason').fill('One pair scuffed in transit');
    await notes.getByRole('button', { name: 'Refund and issue credit note' }).click();
    await page.getByRole('status').getByText('the credit note is issued').waitFor();
    const noteLink = notes.getByRole('link', { name: /CN-\d{4}-\d{6} \(PDF\)/ });
    await noteLink.waitFor();
    const creditNote = (await noteLink.innerText()).match(/CN-\d{4}-\d{6}/)![0];
    const firstInvoice = (
      await admin<{ shipments: { invoice_number: string }[] }>(
        'GET',
        `/orders/${orderId}/shipments/`,
      )
    ).shipments[0]!.invoice_number;
    const noteText = await paperText(page, (await noteLink.getAttribute('href'))!);
    expect(noteText).toContain(`Credit note no. ${creditNote}`);
    expect(noteText).toContain(`Credits invoice ${firstInvoice}`);
    expect(noteText).toContain('Refund: One pair scuffed in transit');
    await checkScreen(page, `credit-note-${width}`);

    // The pre-order before its window: refused with the API's sentence, nothing shipped.
    const again = page.getByRole('region', { name: 'Shipments' });
    await again.getByRole('spinbutton', { name: new RegExp(`^${preStyle}`) }).fill('6');
    await again.getByLabel('Carrier').fill('DHL Express');
    await again.getByLabel('Tracking number').fill('JD0002');
    await again.getByRole('button', { name: 'Ship these pairs' }).click();
    await page.getByRole('alert').getByText(`${preStyle} (`).waitFor();
    await page.getByRole('alert').getByText('ships from 1 Mar 2099').waitFor();
    await checkScreen(page, `refused-${width}`);

    // Shipped early: shipment 2, and the order is shipped.
    const early = page.getByRole('region', { name: 'Shipments' });
    await early.getByRole('spinbutton', { name: new RegExp(`^${preStyle}`) }).fill('6');
    await early.getByLabel('Carrier').fill('DHL Express');
    await early.getByLabel('Tracking number').fill('JD0002');
    await early.getByRole('checkbox', { name: /Ship early/ }).check();
    await early.getByRole('button', { name: 'Ship these pairs' }).click();
    await page.getByRole('status').getByText('The shipment is made').waitFor();
    const rows = page.getByRole('region', { name: 'Shipments' }).getByTestId('shipment-row');
    await rows.nth(1).waitFor();
    const shipped = await admin<{
      status: string;
    }>('GET', `/orders/${orderId}/`);
    expect(shipped.status).toBe('shipped');
    const list = await admin<{
      shipments: { id: number; number: number; invoice_number: string; tracking: string }[];
    }>('GET', `/orders/${orderId}/shipments/`);
    expect(list.shipments.map((s) => [s.number, s.tracking])).toEqual([
      [1, 'JD0001'],
      [2, 'JD0002'],
    ]);
    await checkScreen(page, `shipped-${width}`);

    // Each shipment's papers, as the console links them: its own lines and invoice number.
    for (const [i, s] of list.shipments.entries()) {
      const invoiceLink = rows
        .nth(i)
        .getByRole('link', { name: `Commercial invoice ${s.number} (PDF)` });
      const invoice = await paperText(page, (await invoiceLink.getAttribute('href'))!);
      expect(invoice).toContain(s.invoice_number);
      // Its own pairs only (a long style name wraps in the PDF's table: counted by its pairs).
      expect(invoice).toContain(`Goods (${i === 0 ? 12 : 6} pairs)`);
      expect(invoice).not.toContain(list.shipments[1 - i]!.invoice_number);
      const packingLink = rows.nth(i).getByRole('link', { name: `Packing list ${s.number} (PDF)` });
      const packing = await paperText(page, (await packingLink.getAttribute('href'))!);
      expect(packing).toContain(`Pairs ${i === 0 ? 12 : 6} Net weight`);
      expect(packing).toContain(`Invoice no. ${s.invoice_number}`);
      expect(packing).toContain(`tracking ${s.tracking}`);
    }

    // The buyer's order page: both shipments, their tracking and papers.
    await shop.goto(`/orders/${orderId}`);
    const section = shop.getByRole('region', { name: 'Shipments' });
    await section.waitFor();
    const items = section.getByTestId('order-shipment');
    expect(await items.count()).toBe(2);
    await items.nth(0).getByText('JD0001').waitFor();
    await items.nth(1).getByText('JD0002').waitFor();
    await items.nth(0).getByText('Shipment 1: 12 pairs').waitFor();
    await items.nth(1).getByText('Shipment 2: 6 pairs').waitFor();
    const buyerInvoice = items.nth(1).getByRole('link', { name: /Commercial invoice/ });
    const text = await paperText(shop, (await buyerInvoice.getAttribute('href'))!);
    expect(text).toContain(list.shipments[1]!.invoice_number);
    // And the credit note, with its PDF at the buyer's own route.
    const buyerNote = shop
      .getByRole('region', { name: 'Credit notes' })
      .getByRole('link', { name: new RegExp(`Credit note ${creditNote}`) });
    await buyerNote.waitFor();
    const buyerNoteText = await paperText(shop, (await buyerNote.getAttribute('href'))!);
    expect(buyerNoteText).toContain(`Credits invoice ${firstInvoice}`);
    await checkNamedScreen(shop, `shipments-buyer-${width}`);
    await context.close();
    await buyer.close();
  });
});
