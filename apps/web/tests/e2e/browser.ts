// One Chromium per journey file, driven by playwright-core; screenshots at the spec's widths.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expect, inject } from 'vitest';
// @ts-expect-error plain JavaScript helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChromium } from '../../../../scripts/chromium.mjs';

export const WIDTHS = [390, 800, 1366] as const;
export const baseUrl = () => inject('baseUrl');
const screenshotDir = resolve(import.meta.dirname, '../../../../test-results/screenshots');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium() as string | undefined;
  if (!executablePath) throw new Error('Chromium not found');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

export async function openPage(browser: Browser, width: number, path = '/'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
  });
  const page = await context.newPage();
  watchCsp(page);
  await page.goto(path);
  return page;
}

/**
 * A page at `width` on the store at `storeUrl`, in a browser context of its own (its own cookies),
 * with the shopper's `country` cookie set and its CSP reports watched.
 */
export async function openCountryPage(
  browser: Browser,
  storeUrl: string,
  width: number,
  country: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: storeUrl });
  await context.addCookies([{ name: 'country', value: country, url: storeUrl }]);
  const page = await context.newPage();
  watchCsp(page);
  return { context, page };
}

const violations = new WeakMap<Page, string[]>();

/** Chromium reports a blocked script, style, frame or request on the console: keep those lines. */
export function watchCsp(page: Page) {
  const seen: string[] = [];
  violations.set(page, seen);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
}

/** What the page's Content-Security-Policy blocked since it opened (empty when nothing). */
export const cspViolations = (page: Page): string[] => violations.get(page) ?? [];

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
}

/** Serious and critical accessibility violations on the page, as readable lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours measured mid-transition (a button turning brand green) are not what a shopper
  // reads: let finite animations and transitions end first. Endless ones (the partner strip)
  // are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length} nodes: ${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

/**
 * A journey's screen checked as the spec asks: settled, photographed (`name`-width.png), no
 * serious or critical axe violation and nothing scrolling sideways.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBe(0);
}
