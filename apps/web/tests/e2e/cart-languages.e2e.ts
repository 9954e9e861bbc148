// The cart and checkout in Japanese and Simplified Chinese (docs/languages.md, issue 46): a
// buyer's cart, the Delivery and PAYMENTS steps and the failure screen at 390 and 1366 px, in
// each language's words, with no text cut off or running past the window (CJK wraps otherwise).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from './browser.ts';
import { addAddressAtCheckout, buyerApi, newBuyer } from './account-utils.ts';

let browser: Browser;
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

const LANGS = [
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
    for (const lang of LANGS) {
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
    for (const lang of LANGS) {
      await look(
        `/${lang.segment}/checkout/payment-method`,
        lang.payment,
        `payment-${lang.segment}`,
      );
      await look(`/${lang.segment}/order-failure`, lang.failure, `failure-${lang.segment}`);
    }
  });
});
