// Issue 19 item 7 in Chromium: keyboard alone pauses and restarts the home carousel (WCAG 2.2.2),
// prefers-reduced-motion keeps it still, and the mobile search page is a modal <dialog> that
// keeps Tab inside and gives focus back to the search bar when it closes. Axe clean throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot, seriousAxeViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const track = (page: Page) => page.getByTestId('carousel-track');
const position = async (page: Page) => Number(await track(page).getAttribute('data-position'));
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** Presses Tab (or Shift+Tab) until the focused element's name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The slide settled on after waiting `ms`, with no pointer over the carousel. */
async function positionAfter(page: Page, ms: number) {
  await page.waitForTimeout(ms);
  return position(page);
}

describe('the home carousel', () => {
  it('at 1366 px: keyboard alone pauses and restarts the rotation', async () => {
    const page = await openPage(browser, 1366, '/');
    await page.mouse.move(5, 890); // well away from the carousel
    const pause = page.getByRole('button', { name: 'Pause slide rotation' });
    await pause.waitFor();
    // It rotates on its own at first (000 §4: every 3000 ms).
    const start = await position(page);
    expect(await positionAfter(page, 3600)).not.toBe(start);

    await tabTo(page, /^Pause slide rotation$/);
    await page.keyboard.press('Enter');
    const play = page.getByRole('button', { name: 'Start slide rotation' });
    expect(await play.evaluate((el) => el === document.activeElement)).toBe(true);
    // Focus leaves the carousel backwards (the button is its first stop): still paused.
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(() => !document.activeElement?.closest('section[aria-roledescription]')),
    ).toBe(true);
    await page.waitForTimeout(1500); // the running slide settles
    const held = await position(page);
    expect(await positionAfter(page, 4000)).toBe(held);
    expect(await track(page).getAttribute('aria-live')).toBe('polite');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'home-carousel-paused');

    // The arrows still move it by hand, one slide a press.
    await tabTo(page, /^Next slide$/);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(1500);
    expect(await position(page)).not.toBe(held);

    // Back to the button (before the arrows): Space restarts it; once focus leaves, it turns.
    await tabTo(page, /^Start slide rotation$/, 'Shift+Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('button', { name: 'Pause slide rotation' }).count()).toBe(1);
    await page.keyboard.press('Shift+Tab');
    const before = await position(page);
    expect(await positionAfter(page, 3600)).not.toBe(before);
    await page.context().close();
  });

  it('at 390 px under prefers-reduced-motion: still until the shopper presses play', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
      hasTouch: true,
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Start slide rotation' });
    await play.waitFor();
    const start = await position(page);
    expect(await positionAfter(page, 4000)).toBe(start);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'home-reduced-motion');
    await context.close();
  });
});

describe('the mobile search page', () => {
  it('at 390 px: keeps Tab inside and gives focus back to the search bar', async () => {
    const page = await openPage(browser, 390, '/');
    const bar = page.getByRole('button', { name: /open search/ });
    await tabTo(page, /Search brands|open search/);
    expect(await bar.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(
      true,
    );
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('role') === 'combobox'),
    ).toBe(true);

    // Twenty presses of Tab and Shift+Tab never reach the shop behind the dialog.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press(key);
        const outside = await page.evaluate(() => {
          const el = document.activeElement;
          return !!el && el !== document.body && !el.closest('dialog');
        });
        expect(outside, `${key} ×${i + 1}`).toBe(false);
      }
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'search-dialog');

    // Escape closes it (a second press if the first only closed the box's own list).
    await page.getByRole('combobox', { name: 'Search products' }).focus();
    await page.keyboard.press('Escape');
    if (await dialog.count()) await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await bar.evaluate((el) => el === document.activeElement)).toBe(true);

    // Back, reached by keyboard, closes it too.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Close search');
    await page.keyboard.press('Enter');
    expect(await dialog.count()).toBe(0);
    expect(await bar.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
