// A Japanese buyer end to end (issue 46): from /ja/ at 1366 px they sign up on /ja/sign-up, verify
// from a Japanese mail, browse a /ja/ listing, search for a style by its Japanese name and find
// it, order it by 今すぐ注文 and pay by the test card on the Japanese checkout, and get the order
// mail in Japanese; the staff confirm the order (admin API) and the buyer's proforma reads in
// Japanese, names the style and has its CJK font embedded (no empty boxes). On a store of
// its own: confirming needs an owner. The other screens' ja and zh-CN looks are languages.e2e.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ProductDetail } from '@solestock/domain';
import { pdfFonts, pdfText } from '@solestock/api/test/pdf-text';
import { ja as mailJa } from '@solestock/api/modules/mail/messages/ja';
import { ja as paperJa } from '@solestock/api/modules/documents/messages/ja';
import { ja } from '../../app/i18n/catalogues/ja.ts';
import { launchBrowser, openCountryPage, screenshot } from './browser.ts';
import {
  SHOPPER_PASSWORD,
  addAddressAtCheckout,
  fillCard,
  newShopperEmail,
  outboxMailbox,
} from './account-utils.ts';
import { styleName } from './cart-utils.ts';
import type { staffApi } from './console-utils.ts';
import type { startOwnStore } from './own-store.ts';
import { startTradingStore } from './trading-store.ts';

const OWNER = { email: 'owner@ja-buyer.example.com', password: 'Owner#Japan2026' };

let store: Awaited<ReturnType<typeof startOwnStore>>;
let move: ReturnType<typeof staffApi>['move'];
let browser: Browser;

beforeAll(async () => {
  ({ store, move } = await startTradingStore(OWNER, {}, { STOREFRONT_LANGUAGES: 'en,ja,zh-CN' }));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

/** A subject pattern from a mail's Japanese message, its placeholders matching anything. */
const subject = (message: string) =>
  new RegExp(message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+'));

describe('a Japanese buyer', () => {
  it('signs up, searches in Japanese, orders, pays and gets Japanese mails and proforma', async () => {
    const { context, page } = await openCountryPage(browser, store.baseUrl, 1366, 'gb');
    const mailbox = outboxMailbox(store.baseUrl);
    await page.goto('/ja/');
    expect(await page.getAttribute('html', 'lang')).toBe('ja');

    // Sign up on /ja/sign-up, in Japanese words; the verification mail is Japanese.
    await page.goto('/ja/sign-up');
    await page.getByRole('heading', { level: 1, name: ja['account.signUp.title'] }).waitFor();
    const email = newShopperEmail('aiko');
    await page.getByLabel(ja['account.field.username']).fill('Aiko');
    await page.getByLabel(ja['account.field.email']).fill(email);
    await page.getByLabel(ja['account.field.password'], { exact: true }).fill(SHOPPER_PASSWORD);
    await page
      .getByLabel(ja['account.field.confirmPassword'], { exact: true })
      .fill(SHOPPER_PASSWORD);
    await page.getByRole('button', { name: ja['account.signUp.submit'] }).click();
    await page.waitForURL((url) => url.pathname === '/ja/get-confirm-email');
    const links = await mailbox(email, subject(mailJa['verify.subject']));
    const verify = links.find((l) => l.includes('/verify-email/'));
    expect(verify, 'the verification mail has its link').toBeTruthy();
    const verifyUrl = new URL(verify!);
    await page.goto(`${verifyUrl.pathname}${verifyUrl.search}`);
    await page.getByRole('heading', { name: ja['account.verify.verified'] }).waitFor();
    // The /ja/ sign-up's language is kept in the account, for the mails to come.
    const profile = await page.request.get('/api/profile/');
    expect(((await profile.json()) as { language: string }).language).toBe('ja');

    // A /ja/ listing: its cards lead to /ja/ product pages, named in Japanese.
    await page.goto('/ja/products/categories/Boots');
    const card = page.locator('[data-testid="product-card"] a').first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/ja\/products\/product\/\d+$/);
    await page.goto(href!);
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    expect(name).toMatch(/[\u30a0-\u30ff]/); // katakana: the group's Japanese name

    // Search by that Japanese name from the header's box: the style is among the results.
    const box = page.getByPlaceholder(ja['search.placeholder']).first();
    await box.fill(name);
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/ja/search-results' && url.searchParams.get('q') === name,
    );
    const result = page.getByTestId('search-result').filter({ hasText: name }).first();
    await result.waitFor();
    await screenshot(page, 'buyer-languages-ja-search');

    // Order it now: 25 pairs, the Japanese checkout, the test card.
    await page.goto(href!);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.waitForLoadState('networkidle');
    const quantity = page.getByLabel(ja['product.quantityInPairs']);
    await quantity.fill('25');
    await expect.poll(() => quantity.inputValue()).toBe('25');
    await page.getByRole('button', { name: ja['product.orderNow'] }).click();
    await page.waitForURL((url) => url.pathname === '/ja/checkout-summary');
    await addAddressAtCheckout(page, '山田 愛子', ja);
    await page.getByRole('link', { name: ja['checkout.continueToPayment'] }).click();
    await page.waitForURL((url) => url.pathname === '/ja/checkout/payment-method');
    await fillCard(page, undefined, ja);
    await page.getByRole('button', { name: ja['checkout.payNow'] }).click();
    await page.waitForURL((url) => url.pathname === '/ja/order-success');
    await page.getByRole('heading', { name: ja['checkout.success.heading'] }).waitFor();
    const orderId = Number(await page.getByTestId('order-id').innerText());
    expect(orderId).toBeGreaterThan(0);
    await screenshot(page, 'buyer-languages-ja-order-success');
    await mailbox(email, subject(mailJa['received.subject'].replace('{id}', String(orderId))));

    // The staff confirm it; the buyer's proforma is in Japanese, its CJK font embedded.
    await move(orderId, 'confirm', { shipping_charge: '12.00' });
    const got = await page.request.get(`/api/ecommerce/orders/${orderId}/documents/proforma.pdf`);
    expect(got.status()).toBe(200);
    expect(got.headers()['content-type']).toBe('application/pdf');
    const pdf = await got.body();
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(paperJa['title.proforma']);
    expect(text).toContain(paperJa['fact.orderNo']);
    expect(text).toContain(paperJa['lines.style']);
    expect(text).toContain(paperJa['totals.shipping']);
    // The style by its Japanese name, as the Japanese product page names it.
    const ordered = (await (
      await page.request.get(`/api/ecommerce/products/${href!.split('/').at(-1)}/gb?lang=ja`)
    ).json()) as ProductDetail;
    expect(styleName(ordered)).toMatch(/[\u30a0-\u30ff]/);
    // The lines' style column wraps a long name onto a second line, which pdftotext prints
    // after the line's HS code: its first two words are on the first.
    expect(text).toContain(styleName(ordered).split(' ').slice(0, 2).join(' '));
    const fonts = await pdfFonts(pdf);
    const cjk = fonts.filter((f) => /NotoSans.*JP/i.test(f.name));
    expect(cjk.length, fonts.map((f) => f.name).join(', ')).toBeGreaterThan(0);
    expect(cjk.every((f) => f.embedded)).toBe(true);
    await context.close();
  });
});
