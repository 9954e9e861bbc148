// The storefront shell and its pages in Chromium at 390, 800 and 1366 px: the home blocks, the
// header's mega-menus and the phone drawer, the brands A–Z index, the categories page, the
// country switch repricing every card, the help form, the policy pages and the 404 page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  WIDTHS,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  seriousAxeViolations,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

async function checkPage(page: Page, name: string) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Scroll once through the page so lazy images are in the full-page screenshot.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
}

describe.each(WIDTHS)('at %i px', (width) => {
  const desktop = width >= 1024;
  const phone = width < 768;

  it('shows the home blocks, the right header and bars', async () => {
    const page = await openPage(browser, width, '/');
    for (const name of ['Shop by Category', 'Shop by Products', 'Shop by Brand', 'Partner Brands'])
      expect(await page.getByRole('heading', { name }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Offers' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next slide' }).isVisible()).toBe(true);
    expect(await page.locator('[data-testid="product-card"]').first().isVisible()).toBe(true);
    // Tablet: 8 category tiles and a 'view more' link; otherwise no link.
    const categoryTiles = page.locator('section[aria-labelledby="home-categories"] li');
    const shownTiles = await categoryTiles.evaluateAll(
      (els) => els.filter((e) => (e as HTMLElement).offsetParent).length,
    );
    if (!phone && !desktop) expect(shownTiles).toBeLessThanOrEqual(8);
    expect(await page.getByRole('link', { name: 'view more' }).isVisible()).toBe(
      !phone && !desktop,
    );
    const brandTiles = page.locator('section[aria-labelledby="home-brands"] li');
    const shownBrands = await brandTiles.evaluateAll(
      (els) => els.filter((e) => (e as HTMLElement).offsetParent).length,
    );
    expect(shownBrands).toBe(!phone && !desktop ? 4 : 6);
    // The desktop row or the phone bar, by CSS alone.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(desktop);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(!desktop);
    expect(await visible(page, '[data-testid="bottom-tab-bar"] nav')).toBe(phone);
    expect(await page.locator('footer').isVisible()).toBe(true);
    await checkPage(page, 'home');
    await page.context().close();
  });

  it('switches the country and every shown price follows', async () => {
    const page = await openPage(browser, width, '/');
    const prices = page.locator('[data-testid="product-card"] a span.font-bold');
    expect(await prices.count()).toBeGreaterThan(0);
    if (desktop) {
      await page.getByRole('button', { name: /^Country:/ }).click();
      await page.getByRole('button', { name: /^Japan/ }).click();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: /^Japan/ })
        .click();
    }
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="product-card"] a span.font-bold')].every((e) =>
        e.textContent?.startsWith('¥'),
      ),
    );
    const texts = await prices.allInnerTexts();
    for (const t of texts) expect(t).toMatch(/^¥[\d,]+\.\d{2}$/);
    // The cookie makes the next server-rendered page use yen too.
    const html = await page
      .context()
      .request.get('/')
      .then((r) => r.text());
    expect(html).toContain('¥');
    await page.context().close();
  });

  it('lists categories with links to head categories and subcategories', async () => {
    const page = await openPage(browser, width, '/categories');
    expect(await page.getByRole('link', { name: 'Home' }).first().isVisible()).toBe(true);
    expect(await page.locator('[data-testid="site-header"]').isVisible()).toBe(false);
    const head = page
      .getByRole('navigation', { name: 'Head categories' })
      .getByRole('link')
      .first();
    expect(await head.getAttribute('href')).toMatch(/^\/products\/categories\/[^/]+$/);
    await checkPage(page, 'categories');
    const sub = page.locator('section ul a[href^="/products/categories/"]').first();
    const href = (await sub.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/products\/categories\/[^/]+\/[^/]+$/);
    await sub.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.context().close();
  });

  it('jumps through the brands A–Z index and highlights the letter', async () => {
    const page = await openPage(browser, width, '/brands');
    await checkPage(page, 'brands');
    const letters = page.getByRole('navigation', { name: 'Brands by letter' }).locator('a[href]');
    const count = await letters.count();
    expect(count).toBeGreaterThan(3);
    const target = letters.nth(count - 2);
    const letter = (await target.innerText()).trim();
    await target.click();
    await page.waitForFunction(
      (l) =>
        document.querySelector(`nav[aria-label="Brands by letter"] a[aria-current="true"]`)
          ?.textContent === l,
      letter,
    );
    // Smooth scrolling has ended when the section sits 48 px below the top (or the page bottom).
    await page.waitForFunction((l) => {
      const top = document.getElementById(`brands-${l}`)?.getBoundingClientRect().top ?? 999;
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      return Math.abs(top - 48) < 3 || atBottom;
    }, letter);
    const brand = page.locator(`#brands-${letter} a`).first();
    expect(await brand.getAttribute('href')).toMatch(/^\/products\/.+/);
    await page.context().close();
  });

  it('sends the help center form after showing what to correct', async () => {
    const page = await openPage(browser, width, '/help-center');
    expect(await page.getByRole('heading', { name: 'HELP CENTER' }).isVisible()).toBe(true);
    await checkPage(page, 'help-center');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByText('Please enter your first name.').isVisible()).toBe(true);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('E-mail').fill(`ada${width}@example.com`);
    await page.getByLabel('Mobile number').fill('+44 7700 900123');
    await page.getByLabel('Message').fill('Do you ship 500 pairs by sea to Toronto?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('contact-confirmation').waitFor();
    expect(await page.getByText('Your message has been sent').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the policy tabs, the privacy policy and the 404 page', async () => {
    const page = await openPage(browser, width, '/policy-page');
    expect(await page.getByRole('heading', { name: 'Terms of Use' }).isVisible()).toBe(true);
    await checkPage(page, 'policy-page');
    await page.getByRole('article').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/tab=privacy/);
    await page.getByRole('heading', { name: 'Privacy Policy', level: 2 }).waitFor();
    if (desktop || !phone) {
      await page
        .getByRole('navigation', { name: 'Policies' })
        .getByRole('link', { name: 'Legal Policy' })
        .click();
    } else {
      await page.getByLabel('Policy', { exact: true }).selectOption('legal');
    }
    await page.waitForURL(/tab=legal/);
    await page.getByRole('heading', { name: 'Legal Policy', level: 2 }).waitFor();

    await page.goto('/privacy-policy');
    expect(await page.getByRole('heading', { name: 'Table of contents' }).isVisible()).toBe(true);
    expect(
      await page.getByRole('link', { name: 'Changes to This Privacy Policy' }).isVisible(),
    ).toBe(true);
    await checkPage(page, 'privacy-policy');

    const response = await page.goto('/no/such/shoe');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Oops !' }).isVisible()).toBe(true);
    expect(await page.getByText('Looks like this page doesn’t exist.').isVisible()).toBe(true);
    await checkPage(page, 'not-found');
    await page.context().close();
  });
});

describe('desktop mega-menus', () => {
  it('opens one menu at a time, pages through it, and closes on a click outside or Escape', async () => {
    const page = await openPage(browser, 1366, '/');
    const categories = page.getByRole('button', { name: 'Categories', exact: true });
    await categories.click();
    const menu = page.getByRole('region', { name: 'Categories', exact: true });
    expect(await menu.isVisible()).toBe(true);
    const items = page.locator('[data-testid="categories-menu-page"] > li');
    // The directory is fetched on first opening (or hover): the menu fills in.
    await items.first().waitFor();
    expect(await items.count()).toBe(10);
    expect(await items.first().locator('li').count()).toBeLessThanOrEqual(4); // 3 subcategories + View All
    const firstName = await items.first().locator('a').first().innerText();
    await page.getByRole('button', { name: 'Next categories' }).click();
    expect(await items.first().locator('a').first().innerText()).not.toBe(firstName);
    await screenshot(page, 'menu-categories');

    await page.getByRole('button', { name: 'Brands', exact: true }).click();
    expect(await menu.isVisible()).toBe(false);
    const brands = page.locator('[data-testid="brands-menu-page"] > li');
    await brands.first().waitFor();
    expect(await brands.count()).toBe(30);

    await page.mouse.click(10, 880);
    await page.getByRole('region', { name: 'Brands', exact: true }).waitFor({ state: 'detached' });

    await categories.focus();
    await page.keyboard.press('Enter');
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await categories.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: /My Account/ }).hover();
    expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the catalogue directory, fetched when a menu opens', () => {
  it('is not in a product page, shows the menu error when the fetch fails, and tries again', async () => {
    const res = await fetch(`${baseUrl()}/products/product/1`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // Brands carry item_group_count; the footer's categories are names only.
    expect(html).toContain('footerCategories');
    expect(html).not.toContain('item_group_count');

    const page = await openPage(browser, 1366, '/help-center');
    let fail = true;
    await page.route('**/catalogue-directory', (route) =>
      fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    const categories = page.getByRole('button', { name: 'Categories', exact: true });
    await categories.click();
    const menu = page.getByRole('region', { name: 'Categories', exact: true });
    await menu.getByRole('alert').waitFor();
    expect(await menu.getByRole('alert').innerText()).toBe('Failed to fecthed categories');
    await categories.click();
    fail = false;
    await page.getByRole('button', { name: 'Brands', exact: true }).click();
    const brands = page.locator('[data-testid="brands-menu-page"] > li');
    await brands.first().waitFor();
    expect(await brands.count()).toBe(30);
    await page.context().close();
  });
});

describe.each([390, 800])('drawer at %i px', (width) => {
  it('opens, expands and collapses categories and brands, and closes', async () => {
    const page = await openPage(browser, width, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    expect(await drawer.isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    for (const list of ['#drawer-categories-list', '#drawer-brands-list']) {
      const links = drawer.locator(`${list} a`);
      await links.first().waitFor();
      expect(await links.count()).toBe(3);
      const section = drawer.locator(`section:has(${list})`);
      await section.getByRole('button', { name: 'View More' }).click();
      expect(await links.count()).toBeGreaterThan(3);
      await section.getByRole('button', { name: 'View Less' }).click();
      expect(await links.count()).toBe(3);
    }
    await screenshot(page, 'drawer');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await drawer.count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Home' }).waitFor();
    await drawer.locator('#drawer-categories-list a').first().click();
    await page.waitForURL(/\/products\/categories\//);
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('server-rendered shell', () => {
  it('renders the country from the cookie and the social links', async () => {
    const html = await fetch(`${baseUrl()}/`, { headers: { cookie: 'country=in' } }).then((r) =>
      r.text(),
    );
    expect(html).toContain('₹');
    expect(html).toContain('/flags/in.svg');
    expect(html).toMatch(/aria-label="Facebook \(opens in a new tab\)"/);
  });
});
