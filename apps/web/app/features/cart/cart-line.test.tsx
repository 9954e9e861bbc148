// @vitest-environment jsdom
// The next-tier hint on a cart line (issue 19): it names the cheaper slab near the line's
// quantity and sends the line's new quantity to the server like the stepper does.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CartItem } from '../../lib/cart-types';
import { CartLine } from './cart-line';

afterEach(cleanup);

const item = (quantity: number): CartItem => ({
  id: 5,
  productId: 9,
  productImg: '',
  productBrand: 'Kilnsey',
  productName: 'Harbor Boot Navy 9',
  productColor: 'Navy',
  productSize: '9',
  productQty: quantity,
  productConvertedPrice: { symbol: '$', amount: 10, currency: 'usd' },
  defaultProductSellingPrice: 12,
  defaultProductSellingPriceCurrency: 'usd',
  productPriceSlabs: [
    {
      operator: 'from_to',
      min_quantity: 25,
      max_quantity: 99,
      selling_price: 10,
      selling_price_currency: 'usd',
      converted_price: { amount: 10, symbol: '$' },
    },
    {
      operator: '>=',
      min_quantity: 100,
      max_quantity: null,
      selling_price: 9,
      selling_price_currency: 'usd',
      converted_price: { amount: 9, symbol: '$' },
    },
  ],
  productPrice: 10,
  productCurrency: 'usd',
  productAvailability: '0 Left',
  mode: 'air',
});

function renderLine(quantity: number, sent: FormData[] = [], extra: Partial<CartItem> = {}) {
  const context = {
    user: null,
    country: 'us',
    rates: { base: 'USD', rates: { USD: 1 }, updated_at: '' },
    footerCategories: [],
    socialLinks: [],
    cartCount: 1,
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => context,
        children: [
          {
            path: 'cart',
            action: async ({ request }) => {
              sent.push(await request.formData());
              return { ok: true };
            },
            element: (
              <ul>
                <CartLine
                  item={{ ...item(quantity), ...extra }}
                  selected={false}
                  onSelect={() => {}}
                />
              </ul>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/cart'], hydrationData: { loaderData: { root: context } } },
  );
  render(<RouterProvider router={router} />);
}

describe('CartLine next-tier hint', () => {
  it('is absent when no cheaper slab is within 50 %', () => {
    renderLine(60);
    expect(screen.queryByTestId('tier-hint')).toBeNull();
  });

  it('offers the cheaper slab and sends the new quantity', async () => {
    const sent: FormData[] = [];
    renderLine(80, sent);
    const hint = screen.getByTestId('tier-hint');
    expect(hint.textContent).toBe('↑Add 20 more pairs for $9.00/pair');
    await userEvent.setup().click(hint);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toEqual({ intent: 'update', id: '5', quantity: '100' });
  });

  it('a style line counts its style’s pairs: 30 here of 90 in the cart, 10 more reach 100', async () => {
    const sent: FormData[] = [];
    renderLine(30, sent, { tier_scope: 'style', tier_quantity: 90 });
    const hint = screen.getByTestId('tier-hint');
    expect(hint.textContent).toBe('↑Add 10 more pairs for $9.00/pair');
    await userEvent.setup().click(hint);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toEqual({ intent: 'update', id: '5', quantity: '40' });
  });
});
