// The storefront in Japanese and Simplified Chinese (docs/languages.md, issue 46), on the shared
// store: home, a listing and a product page at 390 and 1366 px, looked at for overflow; the
// switcher and the first visit; the English home as it was, with its hreflang alternates;
// /ja/login and /ja/sign-up with their hints; and a buyer's cart, the Delivery and PAYMENTS steps,
// the failure screen and the company page with its address form open, in each language's words,
// with no text cut off or running past the window (CJK wraps otherwise). A Japanese buyer's
// whole journey, mails and proforma included, is buyer-languages.e2e.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot } from './browser.ts';
import { addAddressAtCheckout, buyerApi, newBuyer } from './account-utils.ts';

let browser: Browser;
/** A signed-up buyer with 3 lines in the cart, for the cart, checkout and company screens. */
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const buyer = await newBuyer(browser, baseUrl(), 1366);
  ({ context, page } = buyer);
  for (const productId of buyer.productIds.slice(0, 3)) {
    const added = await buyerApi(page, '/ecommerce/cart/add/', {
      product_id: productId,
      quantity: 12,
      mode: 'air',
    });
    expect(added.status).toBe(201);
  }
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const LISTING = '/products/categories/Boots';

/**
 * Nothing wider than the window: no sideways scroll, and no text running past the right edge,
 * except inside boxes that clip or scroll on purpose (the carousel, the partner strip).
 */
async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) return ['document'];
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.querySelectorAll('h1, h2, h3, a, button, label, p, span, th, td')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.right > width + 1 &&
          (el.textContent ?? '').trim() !== '' &&
          getComputedStyle(el).position !== 'fixed' &&
          !clipped(el)
        );
      })
      .slice(0, 5)
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40)}`);
  });
  expect(wide).toEqual([]);
}

const LANGS = [
  {
    segment: 'ja',
    lang: 'ja',
    heading: 'カテゴリーから探す',
    sort: '並べ替え',
    orderNow: '今すぐ注文',
  },
  { segment: 'zh-cn', lang: 'zh-CN', heading: '按分类选购', sort: '排序', orderNow: '立即下单' },
] as const;

describe.each(LANGS)('$lang', ({ segment, lang, heading, sort, orderNow }) => {
  it.each([390, 1366])('home, listing and product at %i px', async (width) => {
    const page = await openPage(browser, width, `/${segment}/`);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectNoOverflow(page);
    await screenshot(page, `languages-${segment}-home`);

    // A link inside the page stays in the language.
    const card = page.locator('[data-testid="product-card"] a').first();
    expect(await card.getAttribute('href')).toMatch(new RegExp(`^/${segment}/products/product/`));

    await page.goto(`/${segment}${LISTING}`);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    if (width >= 1024)
      expect(await page.getByRole('navigation', { name: sort }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectNoOverflow(page);
    await screenshot(page, `languages-${segment}-listing`);

    const product = await page
      .locator('[data-testid="product-card"] a')
      .first()
      .getAttribute('href');
    expect(product).toMatch(new RegExp(`^/${segment}/products/product/`));
    await page.goto(product!);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    // The buy panel in the language (docs/languages.md, "Converted screens").
    expect(await page.getByRole('button', { name: orderNow }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectNoOverflow(page);
    await screenshot(page, `languages-${segment}-product`);
    await page.context().close();
  });
});

describe('choosing the language', () => {
  it('keeps English as it was, with its alternates, and switches to Japanese and back', async () => {
    const page = await openPage(browser, 1366, '/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('heading', { name: 'Shop by Category' }).isVisible()).toBe(true);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((els) =>
        els.map(
          (e) => `${e.getAttribute('hreflang')} ${new URL(e.getAttribute('href')!).pathname}`,
        ),
      );
    expect(alternates).toEqual(['en /', 'ja /ja/', 'zh-CN /zh-cn/', 'x-default /']);

    const switcher = page.getByTestId('language-switcher').first();
    await switcher.getByLabel('Language: English. Change language').click();
    await switcher.getByRole('button', { name: '日本語' }).click();
    await page.waitForURL(`${baseUrl()}/ja/`);
    expect(await page.getByRole('heading', { name: 'カテゴリーから探す' }).isVisible()).toBe(true);

    // The choice is kept: `/` now goes to /ja/.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/ja/');
    await page.context().close();
  });

  it('follows Accept-Language on a first visit to / only', async () => {
    const first = await fetch(`${baseUrl()}/`, {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      redirect: 'manual',
    });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/zh-cn/');
    const deep = await fetch(`${baseUrl()}${LISTING}`, {
      headers: { 'accept-language': 'zh-CN' },
      redirect: 'manual',
    });
    expect(deep.status).toBe(200);
  });
});

describe('account screens in other languages', () => {
  it.each([390, 1366])('/ja/login and /ja/sign-up at %i px', async (width) => {
    const guest = await openPage(browser, width, '/ja/login');
    await guest.getByRole('heading', { name: 'ログイン' }).waitFor();
    expect(await guest.title()).toMatch(/^ログイン \| /);
    await expectNoOverflow(guest);
    await screenshot(guest, 'ja-login');
    await guest.goto('/ja/sign-up');
    await guest.getByLabel('メールアドレス').fill('ann@shop');
    await guest.getByLabel('パスワード', { exact: true }).fill('short');
    await guest.getByLabel('ユーザー名').click();
    await guest.getByText(/^パスワードは8文字以上/).waitFor();
    await expectNoOverflow(guest);
    await screenshot(guest, 'ja-sign-up');
    await guest.context().close();
  });

  it('the company page in Chinese, its address form open', async () => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/zh-cn/company');
      await page.getByRole('heading', { name: '公司信息' }).waitFor();
      await page.getByRole('button', { name: '+ 添加新地址' }).click();
      await page.getByRole('heading', { name: '新地址' }).waitFor();
      await expectNoOverflow(page);
      await screenshot(page, 'zh-company');
    }
  });
});

/** Text of the page's main part wider than the window, or cut inside its own box. */
function cutText(at: Page): Promise<string[]> {
  return at.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut = document.documentElement.scrollWidth > width ? ['the page scrolls sideways'] : [];
    for (const el of document.querySelectorAll('main *')) {
      const text = el.textContent?.trim() ?? '';
      const box = el.getBoundingClientRect();
      // Screen-reader text (sr-only) is a clipped 1 px box on purpose.
      if (!text || box.width <= 1 || el.children.length > 0) continue;
      if (box.right > width + 1 || (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1))
        cut.push(`${el.tagName} ${text.slice(0, 40)}`);
    }
    return cut.slice(0, 5);
  });
}

async function look(path: string, heading: string, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, name);
    expect(await cutText(page)).toEqual([]);
  }
}

const CHECKOUT = [
  {
    segment: 'ja',
    cart: /^カート（3点）$/,
    delivery: 'お届け先',
    payment: 'お支払い',
    failure: '注文に失敗しました',
  },
  {
    segment: 'zh-cn',
    cart: /^购物车（3件）$/,
    delivery: '收货地址',
    payment: '付款',
    failure: '订单失败',
  },
] as const;

describe('cart and checkout in Japanese and Chinese', () => {
  it('the cart and the Delivery step, before an address', async () => {
    for (const lang of CHECKOUT) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang.segment}/cart`);
        await page.getByRole('heading', { level: 1, name: lang.cart }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `cart-${lang.segment}`);
        expect(await cutText(page)).toEqual([]);
      }
      await look(`/${lang.segment}/checkout-summary`, lang.delivery, `delivery-${lang.segment}`);
    }
  });

  it('the PAYMENTS step and the failure screen', async () => {
    await page.goto('/checkout-summary');
    await page.getByRole('heading', { level: 1, name: 'Delivery' }).waitFor();
    // A retried run finds the address the first one added.
    if (await page.getByText('Example of an address (not yours)').count())
      await addAddressAtCheckout(page);
    for (const lang of CHECKOUT) {
      await look(
        `/${lang.segment}/checkout/payment-method`,
        lang.payment,
        `payment-${lang.segment}`,
      );
      await look(`/${lang.segment}/order-failure`, lang.failure, `failure-${lang.segment}`);
    }
  });
});
