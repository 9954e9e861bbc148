// Catalogue journeys in Chromium at the spec's widths: a listing filtered, sorted, paged and
// walked back through with the browser's history; a product whose total follows the slab rule,
// its variants, its drawer, and its prices after a country switch. No serious axe violations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPrice, linePrice, type CountryCode, type ExchangeRates } from '@solestock/domain';
import {
  WIDTHS,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  seriousAxeViolations,
} from './browser.ts';

const LISTING = '/products/categories/Boots';

interface Detail {
  id: number;
  productName: string;
  defaultSellingPrice: { amount: number; currency: string };
  slabPrices: {
    operator: 'from_to' | '>=' | '<=';
    min_quantity: number | null;
    max_quantity: number | null;
    selling_price: number;
    currency: string;
  }[];
  variants: { id: number; color: string | null; size: string | null }[];
}

const api = <T>(path: string): Promise<T> =>
  fetch(`${baseUrl()}/api${path}`).then((r) => r.json() as Promise<T>);

/** The total the page must show: the domain's one rule, what the cart charges (linePrice). */
function expectedTotal(d: Detail, quantity: number, country: CountryCode, rates: ExchangeRates) {
  const p = linePrice(d.slabPrices, quantity, d.defaultSellingPrice, country, rates);
  return formatPrice(p.symbol, p.total);
}

const cardNames = (page: Page) =>
  page.getByTestId('listing-grid').getByRole('heading', { level: 3 }).allInnerTexts();

async function waitForIdle(page: Page) {
  await page.waitForLoadState('networkidle');
  // A page being loaded says "Loading..." in a status; other live regions (the size-run grid's)
  // stay in the page, empty, so that what they later say is announced.
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((e) =>
        e.textContent?.includes('Loading'),
      ),
  );
}

describe('catalogue in Chromium', () => {
  let browser: Browser;
  let rates: ExchangeRates;
  beforeAll(async () => {
    browser = await launchBrowser();
    rates = await api<ExchangeRates>('/ecommerce/exchange-rates/');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves robots.txt and a sitemap listing the catalogue', async () => {
    const robots = await fetch(`${baseUrl()}/robots.txt`).then((r) => r.text());
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    expect(xml).toContain(`<loc>${baseUrl()}/products/categories/Boots</loc>`);
    expect(xml).toMatch(/<loc>[^<]+\/products\/product\/\d+<\/loc>/);
  });

  it('server-renders a product with canonical URL, Open Graph and Product JSON-LD', async () => {
    const [group] = await api<{ products: { id: number }[] }[]>('/ecommerce/homepage/itemgroups/');
    const id = group?.products[0]?.id as number;
    const html = await fetch(`${baseUrl()}/products/product/${id}`, {
      headers: { cookie: 'country=gb' },
    }).then((r) => r.text());
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/products/product/${id}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const product = JSON.parse(ld ?? '{}') as {
      '@type': string;
      offers: { price: string; priceCurrency: string };
    };
    expect(product['@type']).toBe('Product');
    expect(product.offers.priceCurrency).toBe('GBP');
    expect(Number(product.offers.price)).toBeGreaterThan(0);
    expect((await fetch(`${baseUrl()}/products/product/999999999`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/products/No%20Such%20Brand`)).status).toBe(404);
  });

  it('fetches Recommended Products when the shopper scrolls toward them, without the product’s own style', async () => {
    const groups = await api<{ id: number; products: { id: number }[] }[]>(
      '/ecommerce/homepage/itemgroups/',
    );
    const own = groups[1]!;
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/recommended-products')) asked.push(r.url());
    });
    await page.goto(`${baseUrl()}/products/product/${own.products[0]!.id}`);
    const section = page.getByRole('region', { name: 'Recommended Products' });
    // Not in the server's page: the spec's loading text until the cards are fetched.
    const html = await (await fetch(`${baseUrl()}/products/product/${own.products[0]!.id}`)).text();
    expect(html).toContain('recommended Products loading..');
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByTestId('product-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    const hrefs = await section
      .locator('a[href*="/products/product/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(`/products/product/${own.products[0]!.id}`);
    expect(asked).toHaveLength(1);
    await page.close();
  });

  it('sends a listing and the home page the cards they show, not every product of each group', async () => {
    type Group = { products: { productName: string; color: string }[] };
    // A product the card never shows: the second size of the colour the card shows.
    const hidden = (groups: Group[]) =>
      groups.flatMap((g) => g.products.slice(1).filter((p) => p.color === g.products[0]!.color));
    const head = "Men's Footwear";
    const listing = await api<{ results: Group[] }>(
      `/ecommerce/itemgroups/?category=${encodeURIComponent(head)}`,
    );
    const home = await api<Group[]>('/ecommerce/homepage/itemgroups/');
    for (const [path, groups] of [
      [`/products/categories/${encodeURIComponent(head)}`, listing.results],
      ['/', home],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(hidden(groups).length).toBeGreaterThan(0);
      // As a string of the loader data, which rides JSON-escaped inside a script.
      const inData = (name: string) => `\\"${name}\\"`;
      for (const g of groups) expect(html).toContain(inData(g.products[0]!.productName));
      for (const p of hidden(groups)) expect(html).not.toContain(inData(p.productName));
    }
  });

  for (const width of WIDTHS) {
    const wide = width >= 1024;

    it(`filters, sorts, pages and goes back on a listing at ${width} px`, async () => {
      const page = await openPage(browser, width, LISTING);
      await waitForIdle(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const firstPage = await cardNames(page);
      expect(firstPage).toHaveLength(10);

      // Page 2, then a filter: the filter starts again at page 1.
      await page.getByRole('link', { name: 'Page 2', exact: true }).click();
      await page.waitForURL(/page=2/);
      await waitForIdle(page);
      // The URL changes before React commits the new page: wait for the grid itself.
      await expect.poll(() => cardNames(page)).not.toEqual(firstPage);
      const secondPage = await cardNames(page);

      if (wide) {
        await page.getByRole('complementary').getByLabel('Chelsea Boots').check();
      } else {
        await page.getByRole('button', { name: 'Filter' }).click();
        const panel = page.getByRole('dialog', { name: 'Filter' });
        await panel.getByRole('tab', { name: 'Sub Categories' }).click();
        await panel.getByLabel('Chelsea Boots').check();
        await panel.getByRole('tab', { name: 'Days' }).click();
        await panel.getByLabel('Last 90 Days').check();
        await panel.getByRole('button', { name: 'Apply' }).click();
      }
      await page.waitForURL((url) => url.searchParams.get('subcategory') === 'Chelsea Boots');
      await waitForIdle(page);
      const url = new URL(page.url());
      expect(url.searchParams.has('page')).toBe(false);
      await expect
        .poll(async () => (await cardNames(page)).every((name) => name.includes('Chelsea Boot')))
        .toBe(true);
      const filtered = await cardNames(page);

      // Sort by Most Popular: the order follows the API's.
      if (wide) {
        await page
          .getByRole('navigation', { name: 'Sort by' })
          .getByRole('link', { name: 'Most Popular' })
          .click();
      } else {
        await page.getByRole('button', { name: 'Sort by' }).click();
        await page
          .getByRole('dialog', { name: 'Sort by' })
          .getByRole('link', { name: 'Most Popular' })
          .click();
      }
      await page.waitForURL(/sort=most_popular/);
      await waitForIdle(page);
      const query = new URLSearchParams({
        page: '1',
        category: 'Boots',
        subcategory: 'Chelsea Boots',
        sort: 'most_popular',
      });
      if (!wide) query.set('new_within_days', '90');
      const expected = await api<{ results: { groupName: string }[] }>(
        `/ecommerce/itemgroups/?${query}`,
      );
      await expect.poll(() => cardNames(page)).toEqual(expected.results.map((g) => g.groupName));
      await screenshot(page, 'catalogue-listing');

      // Back twice: the filtered list, then page 2 as it was.
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('sort'));
      await waitForIdle(page);
      await expect.poll(() => cardNames(page)).toEqual(filtered);
      await page.goBack();
      await page.waitForURL(/page=2/);
      await waitForIdle(page);
      await expect.poll(() => cardNames(page)).toEqual(secondPage);
      await page.context().close();
    });

    it(`buys by the slab, switches variant, uses the drawer and follows the country at ${width} px`, async () => {
      const page = await openPage(browser, width, LISTING);
      await waitForIdle(page);
      await page.getByTestId('listing-grid').getByRole('link').first().click();
      await page.waitForURL(/\/products\/product\/\d+$/);
      await waitForIdle(page);
      const id = Number(page.url().split('/').pop());
      const cookies = await page.context().cookies();
      const country = (cookies.find((c) => c.name === 'country')?.value ?? 'us') as CountryCode;
      const detail = await api<Detail>(`/ecommerce/products/${id}/${country}`);
      await page
        .getByRole('heading', { level: 1, name: detail.productName, exact: true })
        .waitFor();

      const total = page.getByTestId('total-price');
      expect(await total.innerText()).toBe(expectedTotal(detail, 25, country, rates));
      await page.getByRole('button', { name: '300 pairs' }).click();
      expect(await total.innerText()).toBe(expectedTotal(detail, 300, country, rates));
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      expect(await total.innerText()).toBe(expectedTotal(detail, 301, country, rates));
      await page.getByRole('button', { name: '25 pairs' }).click();
      await page.getByRole('button', { name: 'Decrease quantity' }).click();
      expect(await total.innerText()).toBe(expectedTotal(detail, 24, country, rates));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'catalogue-product-page');

      // Another size of the same colour (or another colour): a new product id and name.
      const other = detail.variants.find((v) => v.id !== id) as Detail['variants'][number];
      const current = detail.variants.find((v) => v.id === id);
      const variantLink =
        other.size && other.color === current?.color
          ? // A size link may carry the shopper's size too ("6, US 7", issue 19).
            page.getByRole('link', {
              name: new RegExp(`^${other.size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( ?,.*)?$`),
            })
          : page.getByRole('link', { name: other.color ?? '', exact: true });
      await variantLink.first().click();
      await page.waitForURL((u) => u.pathname !== `/products/product/${id}`);
      await waitForIdle(page);
      const switched = await api<Detail>(
        `/ecommerce/products/${page.url().split('/').pop()}/${country}`,
      );
      await page
        .getByRole('heading', { level: 1, name: switched.productName, exact: true })
        .waitFor();

      // The drawer: a modal that locks scrolling; Escape and a click outside close it.
      const opener = page.getByRole('button', { name: 'Select Variations and Quantity' });
      await opener.click();
      const drawer = page.getByRole('dialog', { name: 'Select Variations and Quantity' });
      await drawer.waitFor();
      expect(await drawer.getAttribute('aria-modal')).toBe('true');
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await drawer.getByRole('button', { name: '100 pairs' }).click();
      expect(await drawer.getByTestId('drawer-total').innerText()).toBe(
        expectedTotal(switched, 100, country, rates),
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'catalogue-drawer');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await opener.click();
      await drawer.waitFor();
      await page.mouse.click(5, 450);
      await drawer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      // Switch the country to India: the page reloads its data and shows rupees.
      const path = new URL(page.url()).pathname;
      const res = await page.request.post('/set-country', {
        form: { country: 'in', redirectTo: path },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
      await page.reload();
      await waitForIdle(page);
      expect(await page.getByTestId('total-price').innerText()).toBe(
        expectedTotal(switched, 25, 'in', rates),
      );
      expect(await page.getByTestId('total-price').innerText()).toMatch(/^₹/);
      await page.context().close();
    });
  }
});
