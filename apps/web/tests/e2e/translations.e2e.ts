// Translated catalogue content in the console (issue 46; docs/translations.md) in Chromium at 390
// and 1366 px: the owner opens a style's page, reads its seeded Japanese and Chinese texts under
// the English form (each field showing the English it falls back to), changes the Japanese name
// and a Chinese bullet point, saves, and the storefront's `lang=ja` / `lang=zh-CN` answers carry
// them while the English answer is as it was. Then a brand: the owner opens its row's
// translations on the brands list, saves a Japanese name, and `/api/ecommerce/brands/?lang=ja`
// names it so (the screen photographed at 390, 800 and 1366 px). The fallback rules and search
// are the API's tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { checkScreen, launchBrowser, WIDTHS } from './browser.ts';
import { staffApi, staffSignIn } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner@translations.example.com', password: 'Owner#Words2026' };
const widths = [390, 1366] as const;

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;
let groups: { id: number; groupName: string }[] = [];
let brand: { id: number; name: string };

beforeAll(async () => {
  store = await startOwnStore(
    { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
    { quiet: true },
  );
  browser = await launchBrowser();
  const { call } = staffApi(store.baseUrl);
  await call('POST', '/session/', OWNER);
  brand = (await call<{ results: { id: number; name: string }[] }>('GET', '/catalogue/brands/'))
    .results[0]!;
  groups = await fetch(`${store.baseUrl}/api/ecommerce/homepage/itemgroups/`).then(
    (r) => r.json() as Promise<{ id: number; groupName: string }[]>,
  );
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe.each(widths)('a style’s translations in the console, at %i px', (width) => {
  it('the owner changes the Japanese name and a Chinese bullet point; the storefront answers with them', async () => {
    const group = groups[widths.indexOf(width)]!;
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    await staffSignIn(page, OWNER, `/admin/catalogue/groups/${group.id}`);
    const section = page.getByRole('region', { name: 'Translations' });
    const jaName = section.getByRole('group', { name: 'Japanese (ja)' }).getByLabel('Name');
    // The demo's own Japanese name, and the English it falls back to said beside it.
    expect(await jaName.inputValue()).not.toBe('');
    expect(await section.getByText(`English: ${group.groupName}`).count()).toBe(2);

    const name = `テスト スニーカー ${width}`;
    await jaName.fill(name);
    const zhBullets = section
      .getByRole('group', { name: 'Chinese (Simplified) (zh-CN)' })
      .getByLabel('Bullet points (one a line)');
    await zhBullets.fill('真皮鞋面\n橡胶大底');
    await section.getByRole('button', { name: 'Save translations' }).click();
    await section.getByRole('status').filter({ hasText: 'Translations saved.' }).waitFor();
    await checkScreen(page, `translations-console-${width}`);
    await context.close();

    const read = (lang: string) =>
      fetch(`${store.baseUrl}/api/ecommerce/item-group/${group.id}/${lang}`).then(
        (r) => r.json() as Promise<{ groupName: string }>,
      );
    expect((await read('?lang=ja')).groupName).toBe(name);
    expect((await read('')).groupName).toBe(group.groupName);
    const productId = (
      (await fetch(`${store.baseUrl}/api/ecommerce/item-group/${group.id}/`).then((r) =>
        r.json(),
      )) as { products: { id: number }[] }
    ).products[0]!.id;
    const detail = (await fetch(
      `${store.baseUrl}/api/ecommerce/products/${productId}/gb?lang=zh-CN`,
    ).then((r) => r.json())) as { bulletPoints: string[] };
    expect(detail.bulletPoints).toEqual(['真皮鞋面', '橡胶大底']);
  });
});

describe('a brand’s translations in the console', () => {
  it('the owner saves a Japanese brand name on the brands list; the brands answer in Japanese names it', async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: store.baseUrl,
    });
    const page = await context.newPage();
    await staffSignIn(page, OWNER, '/admin/catalogue/brands');
    const open = page.getByRole('button', { name: `Translations of ${brand.name}`, exact: true });
    await open.click();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    const section = page.getByRole('region', { name: `Translations of ${brand.name}` });
    const jaName = section.getByRole('group', { name: 'Japanese (ja)' }).getByLabel('Name');
    await jaName.waitFor(); // read when opened
    expect(await section.getByText(`English: ${brand.name}`).count()).toBe(2);
    const name = `テスト ブランド ${brand.id}`;
    await jaName.fill(name);
    await section.getByRole('button', { name: 'Save translations' }).click();
    await section.getByRole('status').filter({ hasText: 'Translations saved.' }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await checkScreen(page, 'translations-brand-console');
    }
    await context.close();

    const brands = (lang: string) =>
      fetch(`${store.baseUrl}/api/ecommerce/brands/${lang}`).then(
        (r) => r.json() as Promise<{ id: number; brand: string; display_name?: string }[]>,
      );
    expect((await brands('?lang=ja')).find((b) => b.id === brand.id)?.display_name).toBe(name);
    expect((await brands('')).find((b) => b.id === brand.id)?.brand).toBe(brand.name);
  }, 240_000); // three widths, each screen checked
});
