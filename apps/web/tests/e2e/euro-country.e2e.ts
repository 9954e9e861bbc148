// The euro countries (issue 46 item 4, docs/countries.md) in Chromium: the country selector holds
// all eleven countries and fits at 390, 800 and 1366 px; choosing Germany reprices the page in
// euros; a German buyer sees the product in euros with Germany's shipping times, and the cart,
// checkout and card payment are in euros, to the cent the domain's conversion gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  COUNTRIES,
  convertAmount,
  formatPrice,
  shippingDays,
  slabTotal,
  type ExchangeRates,
  type ProductDetail,
} from '@solestock/domain';
import { baseUrl, checkScreen, cspViolations, launchBrowser, openPage } from './browser.ts';
import { addAddressAtCheckout, newBuyer } from './account-utils.ts';

const EURO_PRICE = /^€\d{1,3}(,\d{3})*\.\d{2}$/;
const api = <T>(path: string): Promise<T> =>
  fetch(`${baseUrl()}/api${path}`).then((r) => r.json() as Promise<T>);

let browser: Browser;
let rates: ExchangeRates;

beforeAll(async () => {
  browser = await launchBrowser();
  rates = await api<ExchangeRates>('/ecommerce/exchange-rates/');
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the country list where the width shows it: the header's menu, or the menu drawer. */
async function openCountries(page: Page, width: number) {
  if (width >= 1024) {
    await page.getByRole('button', { name: /^Country:/ }).click();
    return page.locator('#country-menu');
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

describe.each([390, 800, 1366])('the country selector at %i px', (width) => {
  it('lists the eleven countries, fits the screen, and Germany reprices the page in euros', async () => {
    const page = await openPage(browser, width, '/');
    const list = await openCountries(page, width);
    const options = list.getByRole('button', {
      name: new RegExp(`^(${COUNTRIES.map((c) => c.name).join('|')})`),
    });
    await expect.poll(() => options.count()).toBe(COUNTRIES.length);
    expect(await options.allInnerTexts()).toEqual(
      COUNTRIES.map((c) => expect.stringContaining(c.name)),
    );
    const germany = list.getByRole('button', { name: /^Germany/ });
    expect(await germany.innerText()).toMatch(/EUR\s+€/);
    // Every row is reachable on the screen: the last one is inside the viewport once scrolled to.
    await list.getByRole('button', { name: /^Netherlands/ }).scrollIntoViewIfNeeded();
    const last = await list.getByRole('button', { name: /^Netherlands/ }).boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(900);
    expect(last!.x + last!.width).toBeLessThanOrEqual(width);
    await checkScreen(page, 'euro-country-selector');

    await germany.click();
    const prices = page.locator('[data-testid="product-card"] a span.font-bold');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="product-card"] a span.font-bold')].every((e) =>
        e.textContent?.startsWith('€'),
      ),
    );
    for (const text of await prices.allInnerTexts()) expect(text).toMatch(EURO_PRICE);
    if (width >= 1024) {
      const trigger = page.getByRole('button', { name: /^Country:/ });
      expect(await trigger.getAttribute('aria-label')).toBe(
        'Country: Germany, prices in EUR. Change country',
      );
    }
    expect(cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe.each([390, 1366])('a German buyer at %i px', (width) => {
  it('sees the product, its shipping and the cart in euros, and pays in euros', async () => {
    const { context, page, productIds } = await newBuyer(browser, baseUrl(), width);
    await context.addCookies([{ name: 'country', value: 'de', url: baseUrl() }]);
    const product = await api<ProductDetail>(`/ecommerce/products/${productIds[0]}/de`);
    const quantity = 25;
    const { unit, currency } = slabTotal(product.slabPrices, quantity, product.defaultSellingPrice);
    const converted = convertAmount(unit, currency, 'de', rates);
    expect(converted.currency).toBe('eur');
    const unitShown = formatPrice('€', converted.amount.toDecimalPlaces(2));
    const total = formatPrice('€', converted.amount.toDecimalPlaces(2).times(quantity));

    await page.goto(`/products/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.productName }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(unitShown).first().waitFor();
    // Germany's own shipping rows, not the spec's six countries' times.
    await main.getByText(shippingDays('de', 'air'), { exact: true }).waitFor();
    await main.getByText(shippingDays('de', 'sea'), { exact: true }).waitFor();
    await checkScreen(page, 'euro-product');

    await page.getByLabel('Quantity in pairs').fill(String(quantity));
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByRole('button', { name: 'GO TO CART' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await expect.poll(() => page.getByTestId('total-amount').innerText()).toBe(total);
    await checkScreen(page, 'euro-cart');

    await page.getByRole('link', { name: 'CONTINUE' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout-summary');
    await page.getByRole('heading', { level: 1, name: 'Delivery' }).waitFor();
    expect(await page.getByTestId('total-amount').innerText()).toBe(total);
    await addAddressAtCheckout(page, 'Greta Käufer');
    await page.getByRole('link', { name: 'Continue To Payment' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/payment-method');
    expect(await page.getByTestId('total-amount').innerText()).toBe(total);
    await checkScreen(page, 'euro-checkout');

    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on Card').fill('Greta Käufer');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL((url) => url.pathname === '/order-success');
    const orderId = await page.getByTestId('order-id').innerText();
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
    expect(await page.getByTestId('order-total').innerText()).toBe(total);
    await page.getByRole('main').getByText('Paid', { exact: true }).waitFor();
    expect(cspViolations(page)).toEqual([]);
    await context.close();
  });
});
