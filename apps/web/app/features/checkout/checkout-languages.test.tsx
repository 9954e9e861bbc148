// @vitest-environment jsdom
// The cart and checkout in Japanese and Simplified Chinese (docs/languages.md, issue 46): the
// screens' words come from the catalogues, none of the English is left, and the page titles
// follow the page's language.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { inLanguage } from '../../i18n/in-language.test-utils';
import { loadCatalogue } from '../../i18n/i18n';
import type { CheckoutData } from '../../lib/checkout.server';
import { cartOf, sizeLine, styleBlock } from '../cart/cart-fixtures';
import { cartRoute } from '../cart/cart-route.fixture';
import { CartScreen } from '../cart/cart-screen';
import { checkoutMeta } from './checkout-meta';
import { OrderFailureScreen } from './order-result-screens';
import { PaymentMethodScreen } from './payment-method-screen';

afterEach(cleanup);

const ENGLISH = /Cart|Items|SELECTED|Remove|CONTINUE|Price|Total|Shipping|pairs|Deliver|Before you/;

describe('the cart in Japanese', () => {
  it('says every word of the screen in Japanese, numbers and prices as they are', async () => {
    const cart = cartOf(
      [
        styleBlock('Trailblazer Runner', 'Black', [sizeLine('8'), sizeLine('9')]),
        styleBlock('Harbor Loafer', 'Tan', [sizeLine('10', { quantity: 1 })]),
      ],
      {
        minimums: {
          styles: [
            { item_group_id: 3, style: 'Harbor Loafer', min_pairs: 12, pairs: 1, missing: 11 },
          ],
          order: { min_order_usd: 500, goods_usd: 130, missing_usd: 370 },
        },
      },
    );
    render(await inLanguage('ja', cartRoute(<CartScreen cart={cart} />)));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('カート（3点）');
    expect(screen.getByTestId('selected-count').textContent).toBe('0/3点を選択中');
    expect(screen.getByRole('button', { name: 'お届け先を変更' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '削除' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '購入手続きのステップ' }).textContent).toContain(
      'お支払い',
    );
    const blockers = screen.getByTestId('checkout-blockers');
    expect(blockers.textContent).toContain('ご購入手続きの前に');
    expect(blockers.textContent).toContain(
      'Harbor Loaferは1スタイルあたり最低12足（サイズ・カラー混在可）ですが、ご注文は1足です。',
    );
    expect(blockers.textContent).toContain('最低注文金額はUS$500.00');
    // Described by the shortfalls, the checkout button does not lead on.
    expect(screen.getByRole('button', { name: '次へ進む' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const summary = screen.getByRole('region', { name: '価格の詳細' });
    expect(within(summary).getByText('商品合計（3点）')).toBeTruthy();
    expect(within(summary).getByTestId('total-amount').textContent).toBe('$130.00');
    const block = screen.getAllByTestId('cart-style')[0]!;
    expect(block.textContent).toContain('12足 · 2サイズ · ');
    expect(
      screen.getByRole('button', { name: 'Trailblazer Runner, Black、サイズ8の数量を増やす' }),
    ).toBeTruthy();

    // Product data (names, colours) stays as it is; none of the screen's English words does.
    const main = screen.getByRole('main');
    expect(main.textContent?.replace(/Trailblazer Runner|Harbor Loafer/g, '')).not.toMatch(ENGLISH);
  });

  it('is empty in Simplified Chinese', async () => {
    render(await inLanguage('zh-CN', cartRoute(<CartScreen cart={cartOf([])} />)));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('购物车空空如也');
    expect(screen.getByRole('link', { name: '继续购物' })).toBeTruthy();
    expect(screen.queryByText(/Hey , It Feels so light/)).toBeNull();
  });
});

const checkout: CheckoutData = {
  country: 'jp',
  orderNow: null,
  summary: {
    total_price: { currency: '¥', amount: 120000 },
    currency_code: 'jpy',
    items_count: 2,
  },
  loadError: null,
  book: {
    count: 1,
    can_edit: true,
    addresses: [
      {
        id: 4,
        label: '',
        name: 'Ann Lee',
        company: '',
        line1: '1-2-3 Jingumae',
        line2: '',
        city: 'Shibuya',
        region: 'Tokyo',
        postcode: '150-0001',
        country_code: 'jp',
        phone: '',
        is_default: true,
      },
    ],
  },
  addressId: 4,
};

function inRouter(element: React.ReactNode) {
  return <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />;
}

describe('checkout in Japanese', () => {
  it('says the PAYMENTS step, its tabs and card form in Japanese', async () => {
    render(
      await inLanguage(
        'ja',
        inRouter(<PaymentMethodScreen idempotencyKey="v" checkout={checkout} provider="test" />),
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('お支払い');
    expect(screen.getByRole('button', { name: 'クレジット/デビットカード' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ネットバンキング' })).toBeTruthy();
    expect(screen.getByLabelText('カード番号')).toBeTruthy();
    expect(screen.getByLabelText('カード名義')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'お届け先' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '今すぐ支払う' }).length).toBeGreaterThan(0);
    expect(screen.getByTestId('total-amount').textContent).toBe('¥120,000.00');
    const main = screen.getByRole('main');
    expect(main.textContent).not.toMatch(/Pay Now|Card Number|Name on Card|PAYMENTS|Price Details/);
  });

  it('says an order failed, with the refund days, in Japanese', async () => {
    render(await inLanguage('ja', inRouter(<OrderFailureScreen />)));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('注文に失敗しました');
    expect(screen.getByText(/3〜5日以内に返金されます/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'カートに戻る' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByText(/Order Failed|refund in/)).toBeNull();
  });

  it('titles the pages in their language, English as before', async () => {
    await loadCatalogue('zh-CN');
    expect(checkoutMeta('cart.title', 'zh-CN', undefined)[0]).toEqual({
      title: '购物车 | Solestock',
    });
    expect(checkoutMeta('cart.title', undefined, undefined)[0]).toEqual({
      title: 'My Cart | Solestock',
    });
  });
});
