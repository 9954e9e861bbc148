// @vitest-environment jsdom
// The cart before checkout (docs/api.md, "Minimums", "Stock and pre-orders"): a pre-order line
// shows its window, a style's first line its minimum, a line stock no longer covers "Only N
// left"; the styles below their minimum and the order minimum, as the server answers them, are
// said in sentences that describe the checkout button, which then does not lead to checkout. A
// cart with none of it checks out as before.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Cart, CartItem } from '../../lib/cart-types';
import { CartScreen } from './cart-screen';

afterEach(cleanup);

const line = (id: number, over: Partial<CartItem> = {}): CartItem => ({
  id,
  productId: 100 + id,
  productImg: '',
  productBrand: 'Northpeak',
  productName: `Trailblazer Runner Black ${id}`,
  productColor: 'Black',
  productSize: String(id),
  productQty: 6,
  productConvertedPrice: { symbol: '$', amount: 10, currency: 'usd' },
  defaultProductSellingPrice: 10,
  defaultProductSellingPriceCurrency: 'usd',
  productPriceSlabs: [],
  productPrice: 10,
  productCurrency: 'usd',
  productAvailability: '40 Left',
  mode: 'air',
  item_group_id: 3,
  sale_mode: 'unlimited',
  ships_from: null,
  ships_by: null,
  min_pairs: 0,
  availability: 40,
  ...over,
});

function renderCart(cart: Cart) {
  const context = {
    user: null,
    country: 'us',
    rates: { base: 'USD', rates: { USD: 1 }, updated_at: '' },
    footerCategories: [],
    socialLinks: [],
    cartCount: cart.cartItems.length,
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => context,
        children: [
          { path: 'cart', element: <CartScreen cart={cart} /> },
          { path: 'checkout-summary', element: <p>Checkout</p> },
        ],
      },
    ],
    { initialEntries: ['/cart'], hydrationData: { loaderData: { root: context } } },
  );
  render(<RouterProvider router={router} />);
}

const subtotal = { amount: 120, currency: 'usd', symbol: '$' };

describe('the cart’s minimums and stock', () => {
  it('checks out as before when nothing falls short', () => {
    renderCart({
      cartItems: [line(8), line(9)],
      subtotal,
      minimums: { styles: [], order: null },
    });
    expect(screen.queryByTestId('checkout-blockers')).toBeNull();
    expect(screen.getByRole('link', { name: 'CONTINUE' }).getAttribute('href')).toBe(
      '/checkout-summary',
    );
    expect(screen.queryByTestId('style-minimum')).toBeNull();
    expect(screen.queryByTestId('pre-order-note')).toBeNull();
  });

  it('names the styles short of their minimum and the order minimum; the button says why', () => {
    renderCart({
      cartItems: [
        line(8, {
          min_pairs: 24,
          sale_mode: 'pre_order',
          ships_from: '2027-02-28',
          ships_by: '2027-03-15',
        }),
        line(9, {
          min_pairs: 24,
          sale_mode: 'pre_order',
          ships_from: '2027-02-28',
          ships_by: '2027-03-15',
        }),
      ],
      subtotal,
      minimums: {
        styles: [
          { item_group_id: 3, style: 'Trailblazer Runner', min_pairs: 24, pairs: 12, missing: 12 },
        ],
        order: { min_order_usd: 500, goods_usd: 120, missing_usd: 380 },
      },
    });
    // Said once per style, on its first line; the window on every pre-ordered line.
    expect(screen.getAllByTestId('style-minimum').map((n) => n.textContent)).toEqual([
      'Minimum 24 pairs per style (mix sizes and colours)',
    ]);
    expect(screen.getAllByTestId('pre-order-note').map((n) => n.textContent)).toEqual([
      'Pre-order: ships 28 Feb – 15 Mar 2027',
      'Pre-order: ships 28 Feb – 15 Mar 2027',
    ]);
    const blockers = screen.getByTestId('checkout-blockers');
    expect(
      within(blockers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Trailblazer Runner has a minimum of 24 pairs per style (mix sizes and colours) and your order has 12: add 12 more, or remove the style.',
      "The minimum order is US$500.00 and your goods come to US$120.00 at today's rate: add US$380.00 more.",
    ]);
    expect(screen.queryByRole('link', { name: 'CONTINUE' })).toBeNull();
    const button = screen.getByRole('button', { name: 'CONTINUE' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(blockers.id);
  });

  it('flags a line stock no longer covers, and keeps it from checkout', () => {
    renderCart({
      cartItems: [
        line(8, { sale_mode: 'stock', availability: 4 }),
        line(9, { sale_mode: 'stock', availability: 40 }),
        line(10, { sale_mode: 'stock', availability: 0 }),
      ],
      subtotal,
      minimums: { styles: [], order: null },
    });
    expect(screen.getAllByTestId('stock-short').map((n) => n.textContent)).toEqual([
      'Only 4 left',
      'Sold out',
    ]);
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Trailblazer Runner Black 8' }),
    ).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('checkout-blockers')).getByRole('listitem').textContent).toBe(
      '2 lines ask for more pairs than are in stock: lower them to what is left.',
    );
    expect(screen.queryByRole('link', { name: 'CONTINUE' })).toBeNull();
  });
});
