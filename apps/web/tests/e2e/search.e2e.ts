// The search journey in Chromium at 390 and 1366 px (issue 5): type part of a brand's name,
// pick the brand's suggestion with the keyboard, filter the results by that brand, page on,
// come back and find the term among the recent searches. Screenshots at 390, 800 and 1366 px;
// no serious axe violations on the results page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot, seriousAxeViolations } from './browser.ts';

interface Brand {
  brand: string;
  item_group_count: number;
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[role="status"]'));
}

/** Waits until the pagination marks `n` as the current page: the new page has rendered. */
async function currentPage(page: Page, n: number) {
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .locator('[aria-current="page"]', { hasText: String(n) })
    .waitFor();
  await settled(page);
}

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

/** Types part of the brand, waits for the suggestions, arrows onto the brand and presses Enter. */
async function pickBrandByKeyboard(page: Page, brand: string) {
  const box = combobox(page);
  await box.click();
  await box.pressSequentially(brand.slice(0, 5).toLowerCase(), { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await listbox.getByRole('option').first().waitFor();
  // The brand is among the suggestions; arrow down until the box holds it.
  const count = await listbox.getByRole('option').count();
  for (let i = 0; i < count; i++) {
    await box.press('ArrowDown');
    if ((await box.inputValue()) === brand) break;
  }
  expect(await box.inputValue()).toBe(brand);
  const active = await box.getAttribute('aria-activedescendant');
  expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
  await box.press('Enter');
  await page.waitForURL(
    (url) => url.pathname === '/search-results' && url.searchParams.get('q') === brand,
  );
  await page.getByRole('heading', { level: 1, name: /Search results for/ }).waitFor();
  await settled(page);
}

describe('search in Chromium', () => {
  let browser: Browser;
  let brand: Brand;
  beforeAll(async () => {
    browser = await launchBrowser();
    const brands = (await fetch(`${baseUrl()}/api/ecommerce/brands/`).then((r) =>
      r.json(),
    )) as Brand[];
    // The biggest brand has more than one page of 20 results.
    brand = [...brands].sort((a, b) => b.item_group_count - a.item_group_count)[0]!;
    expect(brand.item_group_count).toBeGreaterThan(20);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('at 1366 px: suggestion by keyboard, brand filter, next page, recent searches', async () => {
    const page = await openPage(browser, 1366, '/');
    await combobox(page).click();
    await expect(page.getByText('You have not searched anything yet.').isVisible()).resolves.toBe(
      true,
    );

    await pickBrandByKeyboard(page, brand.brand);
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).isVisible()).resolves.toBe(
      false,
    );
    const heading = page.getByRole('heading', { level: 1, name: /Search results for/ });
    await heading.waitFor();
    expect(await heading.innerText()).toContain(brand.brand);
    const cards = page.getByTestId('search-result');
    expect(await cards.count()).toBe(20);
    await screenshot(page, 'search-results');

    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('checkbox', { name: new RegExp(`^${brand.brand} \\(`) }).check();
    await page.waitForURL((url) => url.searchParams.getAll('brand').includes(brand.brand));
    await settled(page);
    expect(await page.getByText(`${brand.item_group_count} items`).isVisible()).toBe(true);
    const brandsShown = await cards.locator('span').filter({ hasText: /./ }).first().innerText();
    expect(brandsShown.toLowerCase()).toBe(brand.brand.toLowerCase());

    const firstPage = await cards.getByRole('heading').allInnerTexts();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /Next/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await currentPage(page, 2);
    const secondPage = await cards.getByRole('heading').allInnerTexts();
    expect(secondPage.length).toBe(brand.item_group_count - 20);
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A result opens its product.
    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/products\/product\/\d+$/);

    await page.goto('/');
    await combobox(page).click();
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await recent.getByRole('button', { name: brand.brand, exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBe(
      JSON.stringify([brand.brand]),
    );
    await screenshot(page, 'search-recent');
    await page.context().close();
  });

  it('at 390 px: the mobile search page, the Filter sheet, next page, recent searches', async () => {
    const page = await openPage(browser, 390, '/');
    await page.getByRole('button', { name: /open search/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    await screenshot(page, 'search-mobile-page-empty');
    await pickBrandByKeyboard(page, brand.brand);
    expect(await dialog.count()).toBe(0);
    await screenshot(page, 'search-results');

    await page.getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await sheet.getByRole('tab', { name: 'Brand' }).click();
    await sheet.getByRole('checkbox', { name: new RegExp(`^${brand.brand} \\(`) }).check();
    await screenshot(page, 'search-filter-sheet');
    await sheet.getByRole('button', { name: 'APPLY' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('brand').includes(brand.brand));
    await settled(page);

    await page.getByRole('button', { name: 'Sort By' }).click();
    await page
      .getByRole('dialog', { name: 'Sort By' })
      .getByRole('link', { name: 'Most Popular' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'most_popular');
    await settled(page);

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /Next/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await currentPage(page, 2);
    expect(await page.getByTestId('search-result').count()).toBe(brand.item_group_count - 20);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe(brand.brand);

    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/search-results' && !u.searchParams.has('brand'));
    await page.getByRole('button', { name: /open search/ }).click();
    // The page opens with the results' query; cleared, it lists the recent searches.
    await combobox(page).fill('');
    await page
      .getByRole('region', { name: 'Recent searches' })
      .getByRole('button', { name: brand.brand, exact: true })
      .waitFor();
    await screenshot(page, 'search-mobile-page-recent');
    await page.context().close();
  });

  it('at 800 px: the results page and its empty and blank states', async () => {
    const page = await openPage(browser, 800, '/search-results?q=black%20sandals');
    await settled(page);
    expect(await page.getByTestId('search-result').count()).toBeGreaterThan(0);
    await screenshot(page, 'search-results');
    await page.goto('/search-results?q=qqqzzzxx');
    expect(await page.getByText('No products match “qqqzzzxx”.').isVisible()).toBe(true);
    await page.goto('/search-results?q=');
    expect(await page.getByText(/Type a brand, a style/).isVisible()).toBe(true);
    await page.context().close();
  });
});
