// One Chromium per journey file, driven by playwright-core; screenshots at the spec's widths.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { inject } from 'vitest';
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
  await page.goto(path);
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
}

/** Serious and critical accessibility violations on the page, as readable lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A colour mid-transition (a button just pressed, a drawer sliding in) is not what a shopper
  // reads: let finite animations end first. Endless ones (spinners) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes)`);
}
