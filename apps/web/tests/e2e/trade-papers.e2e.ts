// An order's trade papers end to end, with an amendment first (issue 33; docs/api.md "Amending
// an order" and "Trade documents") in Chromium at 390 and 1366 px: a buyer places two lines
// without payment; the owner opens the order, lowers one line and removes the other with a note,
// and the page shows the new lines, total and timeline entry (an empty note is refused with the
// API's sentence); once confirmed, the console links the proforma and the buyer opens it from the
// order page and pays; the owner ships, and the buyer downloads the commercial invoice and the
// packing list and the certificate of origin, after the owner set the seller's exporter id and
// signatory in Settings and the order's incoterm, place and ports in its Export panel. Each PDF is read back with poppler (pdftotext) and checked for its figures.
// Staff moves other than the amendment go through the admin API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { checkScreen as checkNamedScreen, launchBrowser } from './browser.ts';
import { buyerApi, fillCard, newBuyer } from './account-utils.ts';
import type { staffApi } from './console-utils.ts';
import { staffSignIn } from './console-utils.ts';
import type { startOwnStore } from './own-store.ts';
import { paperText, startTradingStore } from './trading-store.ts';

const OWNER = { email: 'owner@trade-papers.example.com', password: 'Owner#Papers2026' };
const widths = [390, 1366] as const;

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;

let admin: ReturnType<typeof staffApi>['call'];
let move: ReturnType<typeof staffApi>['move'];
const checkScreen = (page: Page, name: string) => checkNamedScreen(page, `trade-papers-${name}`);

/**
 * Follows a document link as the browser would, with the page's cookies: the answer must be a
 * PDF offered as a download; its text as poppler lays it out, runs of spaces made one.
 */
async function openDocument(page: Page, link: Locator) {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\.pdf$/);
  return paperText(page, href!, { lines: true, download: true });
}

beforeAll(async () => {
  ({ store, admin, move } = await startTradingStore(OWNER, { carton_pairs: 12 }));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe.each(widths)('the trade papers, with an amendment first, at %i px', (width) => {
  it('amend in the console; confirm, the proforma; pay, ship, the invoice and the packing list', async () => {
    const {
      context: buyer,
      page: shop,
      productIds,
    } = await newBuyer(browser, store.baseUrl, width);
    const [first, second] = productIds;
    for (const product of [first, second]) {
      const added = await buyerApi(shop, '/ecommerce/cart/add/', {
        product_id: product,
        quantity: 12,
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
    // The order page's answer: the lines by style and colour (docs/api.md, "Lines by style").
    const before = await admin<{
      total: number;
      styles: { name: string; color: string; lines: { id: number; size: string | null }[] }[];
    }>('GET', `/orders/${orderId}/?lines=styles`);

    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    // The seller's export papers settings (docs/export-papers.md): an exporter id, the signatory.
    await staffSignIn(page, OWNER, '/admin/settings');
    await page.getByLabel('Label 1').fill('REX');
    await page.getByLabel('Number 1').fill('GBREX123456789000');
    await page.getByLabel("Signatory's name").fill('Priya Raman');
    await page.getByLabel("Signatory's title").fill('Export Manager');
    await checkScreen(page, 'settings');
    await page.getByRole('button', { name: 'Save the seller details' }).click();
    await page.getByRole('status').getByText('Saved: documents issued').waitFor();
    await page.goto(`/admin/orders/${orderId}`);
    const form = page.getByRole('region', { name: 'Lines' });
    await form.waitFor();
    await checkScreen(page, 'form');

    const sizes = before.styles.flatMap((style) => style.lines.map((line) => ({ style, line })));
    const name = ({ style, line }: (typeof sizes)[number]) =>
      [style.name, style.color, line.size ? `size ${line.size}` : ''].filter(Boolean).join(', ');
    const [keep, drop] = sizes;
    // Saving without a note: the browser's own check is bypassed to show the API's sentence.
    await form.getByLabel(`Pairs of ${name(keep!)}`).fill('6');
    await page.evaluate(() => document.getElementById('amend-note')?.removeAttribute('required'));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Please say why the order is amended').first().waitFor();

    await form.getByLabel(`Pairs of ${name(keep!)}`).fill('6');
    await form.getByRole('checkbox', { name: `Remove ${name(drop!)}` }).check();
    await form.getByLabel('Note to the buyer (required)').fill('Size sold out at the factory.');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText('amended and priced again').waitFor();

    const after = await admin<{ total: number; version: number; lines: { quantity: number }[] }>(
      'GET',
      `/orders/${orderId}/`,
    );
    expect(after.lines.map((l) => l.quantity)).toEqual([6]);
    expect(after.total).toBeLessThan(before.total);
    await page
      .getByTestId('goods-total')
      .getByText(`£${after.total.toFixed(2)}`)
      .waitFor();
    await page.getByText('Lines amended').waitFor();
    await page.getByText('Note: Size sold out at the factory.').waitFor();
    await checkScreen(page, 'amended');

    // Confirmed: no amending any more; the proforma is linked at the staff route.
    await move(orderId, 'confirm', { shipping_charge: '12.00' });
    await page.goto(`/admin/orders/${orderId}`);
    const link = page.getByRole('link', { name: 'Proforma invoice (PDF)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(
      `/api/admin/orders/${orderId}/documents/proforma.pdf`,
    );
    expect(await page.getByRole('region', { name: 'Amend lines' }).count()).toBe(0);
    const pdf = await page.request.get(`/api/admin/orders/${orderId}/documents/proforma.pdf`);
    expect(pdf.status()).toBe(200);
    await checkScreen(page, 'confirmed');

    // How it travels (docs/export-papers.md): set in the Export panel before shipping.
    const exportPanel = page.getByRole('region', { name: 'Export' });
    await exportPanel.getByText('Change the export details').click();
    await exportPanel.getByLabel('Incoterm', { exact: true }).selectOption('FOB');
    await exportPanel.getByLabel('Named place').fill('Felixstowe');
    await exportPanel.getByLabel('Port of loading').fill('Felixstowe (GBFXT)');
    await exportPanel.getByLabel('Port of discharge').fill('Hamburg (DEHAM)');
    await exportPanel.getByLabel('Transport', { exact: true }).selectOption('sea');
    await checkScreen(page, 'export-form');
    await exportPanel.getByRole('button', { name: 'Save the export details' }).click();
    await page.getByRole('status').getByText('export details are saved').waitFor();
    await exportPanel.getByText('FOB Felixstowe (Free On Board, Incoterms 2020)').waitFor();
    await checkScreen(page, 'export');

    // The buyer opens the proforma from the order page: the amended goods, the shipping.
    await shop.goto(`/orders/${orderId}`);
    const papers = shop.getByRole('region', { name: 'Documents' });
    const proformaLink = papers.getByRole('link', { name: /Proforma invoice/ });
    await proformaLink.waitFor();
    // Before shipping there is no commercial invoice and no packing list.
    expect(await papers.getByRole('link').count()).toBe(1);
    await checkScreen(shop, 'buyer-proforma');
    const proforma = await openDocument(shop, proformaLink);
    expect(proforma).toContain('PROFORMA INVOICE');
    expect(proforma).toContain('Solestock Trading Ltd');
    expect(proforma).toContain(`Order no. ${orderId}`);
    expect(proforma).toMatch(/Goods \(6 pairs\)/);
    expect(proforma).toMatch(/Shipping £12\.00/);

    // The buyer pays what is due; the owner ships.
    const main = shop.getByRole('main');
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await fillCard(shop);
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await main.getByRole('heading', { name: 'Balance paid' }).waitFor();
    await move(orderId, 'ship', { carrier: 'DHL Freight', tracking_number: 'JD014600003' });
    await page.goto(`/admin/orders/${orderId}`);
    // The order's own papers (the first shipment's), beside the Shipments panel's per shipment.
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByRole('link', { name: /Commercial invoice/ }).waitFor();
    await documents.getByRole('link', { name: /Packing list/ }).waitFor();
    await page
      .getByRole('region', { name: 'Shipments' })
      .getByRole('link', { name: 'Commercial invoice 1 (PDF)' })
      .waitFor();
    await checkScreen(page, 'shipped');

    // The buyer downloads the commercial invoice and the packing list.
    await shop.goto(`/orders/${orderId}`);
    const invoiceLink = papers.getByRole('link', { name: /Commercial invoice/ });
    await invoiceLink.waitFor();
    const number = (await invoiceLink.innerText()).match(/INV-\d{4}-\d{6}/)?.[0];
    expect(number, 'the link names the invoice number').toBeTruthy();
    await checkScreen(shop, 'buyer-shipped');
    const invoice = await openDocument(shop, invoiceLink);
    expect(invoice).toContain('COMMERCIAL INVOICE');
    expect(invoice).toContain(`Invoice no. ${number}`);
    expect(invoice).toMatch(/HS \d{6,10}/);
    expect(invoice).toMatch(/Balance due \(GBP\) £0\.00/);
    expect(invoice).toContain('FOB Felixstowe (Free On Board, Incoterms');
    expect(invoice).toContain('Hamburg (DEHAM)');
    expect(invoice).toContain('REX: GBREX123456789000');
    expect(invoice).toContain('Name: Priya Raman');
    const origin = await openDocument(
      shop,
      papers.getByRole('link', { name: /Certificate of origin/ }),
    );
    expect(origin).toContain('DRAFT — for the chamber of commerce');
    expect(origin).toContain('Felixstowe (GBFXT)');
    const packing = await openDocument(shop, papers.getByRole('link', { name: /Packing list/ }));
    expect(packing).toContain('PACKING LIST');
    expect(packing).toContain(`Invoice no. ${number}`);
    expect(packing).toMatch(/Cartons 1\n/);
    expect(packing).toMatch(/Pairs 6\n/);
    await buyer.close();
    await context.close();
  });
});
