// The accounting export in the console (issue 45 part 4; docs/accounting-export.md) in Chromium
// at 390 and 1366 px: the owner opens Accounting export from the navigation, is told beside the
// field when the range ends before it starts, then downloads the month's journal as CSV and as
// XLSX under the API's file names. What the journal holds is the API's test
// (apps/api/src/modules/accounting/accounting.test.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { JOURNAL_COLUMNS } from '@solestock/domain/back-office/accounting-export';
import { checkScreen as checkNamedScreen, launchBrowser } from './browser.ts';
import { staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@books.example.com', password: 'Owner#Books2026' };
const widths = [390, 1366] as const;

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
const checkScreen = (page: Page, name: string) => checkNamedScreen(page, `accounting-${name}`);

beforeAll(async () => {
  store = await startOwnStore(
    { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
    { quiet: true },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe.each(widths)('the accounting export, at %i px', (width) => {
  it('says a backwards range beside its field, then downloads the CSV and the XLSX', async () => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await staffSignIn(page, OWNER, '/admin/accounting');
    await page.getByRole('heading', { name: 'Accounting export' }).waitFor();
    expect(await page.locator('a[href="/admin/accounting"]').count()).toBeGreaterThan(0);
    await checkScreen(page, 'form');

    await page.getByLabel('From').fill('2026-03-10');
    await page.getByLabel('To').fill('2026-03-01');
    await page.getByRole('button', { name: 'Download' }).click();
    const problem = page.locator('#field-to-error');
    await problem.waitFor();
    expect(await problem.innerText()).toBe(
      'The range ends before it starts: choose a "to" date on or after "from".',
    );
    expect(await page.getByLabel('To').getAttribute('aria-invalid')).toBe('true');
    await checkScreen(page, 'error');

    await page.getByLabel('To').fill('2026-03-31');
    for (const format of ['csv', 'xlsx'] as const) {
      await page.getByLabel('Format').selectOption(format);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`accounting-2026-03-10-to-2026-03-31.${format}`);
      const saved = readFileSync((await download.path())!);
      if (format === 'csv')
        expect(
          saved
            .toString('utf8')
            .replace(/^\uFEFF/, '')
            .split('\n')[0],
        ).toBe(JOURNAL_COLUMNS.join(','));
      // An XLSX is a zip: its first bytes say so.
      else expect(saved.subarray(0, 2).toString('latin1')).toBe('PK');
      await page
        .getByRole('status')
        .filter({ hasText: `accounting-2026-03-10-to-2026-03-31.${format} is downloaded.` })
        .waitFor();
    }
    await checkScreen(page, 'done');
    await context.close();
  });
});
