// The account and company screens in Japanese and Simplified Chinese (docs/languages.md): /ja/login
// and /ja/sign-up with their hints, a sign-up on /ja/ kept as the buyer's language for mails, and
// the company page on /zh-cn/ with its address form open, at 390 and 1366 px, looked at for overflow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot } from './browser.ts';
import {
  SHOPPER_PASSWORD,
  newShopperEmail,
  outboxMailbox,
  verifyFromMail,
} from './account-utils.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** No sideways scroll, and no word past the window's right edge. */
async function expectInsideWindow(page: Page) {
  const past = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) return ['document'];
    return [...document.querySelectorAll('h1, h2, h3, a, button, label, p, span, option')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && (el.textContent ?? '').trim() !== '';
      })
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40)}`);
  });
  expect(past).toEqual([]);
}

describe('account screens in other languages', () => {
  it.each([390, 1366])('/ja/login and /ja/sign-up at %i px', async (width) => {
    const page = await openPage(browser, width, '/ja/login');
    await page.getByRole('heading', { name: 'ログイン' }).waitFor();
    expect(await page.title()).toMatch(/^ログイン \| /);
    await expectInsideWindow(page);
    await screenshot(page, 'ja-login');
    await page.goto('/ja/sign-up');
    await page.getByLabel('メールアドレス').fill('ann@shop');
    await page.getByLabel('パスワード', { exact: true }).fill('short');
    await page.getByLabel('ユーザー名').click();
    await page.getByText(/^パスワードは8文字以上/).waitFor();
    await expectInsideWindow(page);
    await screenshot(page, 'ja-sign-up');
    await page.context().close();
  });

  it('keeps a /ja/ sign-up’s language, and shows the company page in Chinese', async () => {
    const page = await openPage(browser, 1366, '/ja/sign-up');
    const email = newShopperEmail('ja');
    await page.getByLabel('ユーザー名').fill('Aiko');
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード', { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByLabel('パスワード(確認)', { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByRole('button', { name: '登録する' }).click();
    await page.waitForURL('**/ja/get-confirm-email');
    await page.getByRole('heading', { name: 'あと少しで完了です!' }).waitFor();
    await verifyFromMail(page, outboxMailbox(baseUrl()), email);
    const profile = (await (await page.request.get('/api/profile/')).json()) as {
      language: string;
    };
    expect(profile.language).toBe('ja');

    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/zh-cn/company');
      await page.getByRole('heading', { name: '公司信息' }).waitFor();
      await page.getByRole('button', { name: '+ 添加新地址' }).click();
      await page.getByRole('heading', { name: '新地址' }).waitFor();
      await expectInsideWindow(page);
      await screenshot(page, 'zh-company');
    }
    await page.context().close();
  });
});
