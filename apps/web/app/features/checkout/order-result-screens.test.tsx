// @vitest-environment jsdom
// After a card payment the server empties the cart when the payment is recorded, which the
// success screen does after the page has loaded: the header's badge is reloaded then, not left at
// the old count until the next reload (issue 28.10).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, type ActionFunctionArgs } from 'react-router';
import { action as successAction } from '../../routes/order-success';
import { useShopContext, type ShopContext } from '../../lib/shop-context';
import { shopContext } from '../product/test-fixtures';
import { OrderSuccessScreen } from './order-result-screens';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Badge() {
  return <p data-testid="badge">{useShopContext().cartCount}</p>;
}

function renderSuccess(recordStatus: number) {
  // The server's cart: 3 lines until the payment is recorded.
  let lines = 3;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/ecommerce/payment-record/create/');
      if (recordStatus === 201) lines = 0;
      return new Response('{}', { status: recordStatus });
    }),
  );
  const root = (): ShopContext => ({ ...shopContext('gb'), cartCount: lines });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: root,
        element: (
          <>
            <Badge />
            <Outlet />
          </>
        ),
        children: [
          {
            path: 'order-success',
            // The route's action records the payment, reaching the stubbed API as the server would.
            action: (args: ActionFunctionArgs) =>
              successAction({
                ...args,
                context: { api: (p: string, i?: RequestInit) => fetch(`/api${p}`, i) },
              } as never),
            element: <OrderSuccessScreen orderId={41} paymentIntentId="pi_test_41" />,
          },
        ],
      },
    ],
    {
      initialEntries: ['/order-success?order_id=41&payment_intent=pi_test_41'],
      hydrationData: { loaderData: { root: root() } },
    },
  );
  render(<RouterProvider router={router} />);
}

describe('order success after a card payment', () => {
  it('reloads the cart badge once the payment is recorded', async () => {
    renderSuccess(201);
    expect(screen.getByTestId('badge').textContent).toBe('3');
    await screen.findByRole('heading', { name: 'Order Submitted' });
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('0'));
  });

  it('leaves the badge alone when the payment could not be recorded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSuccess(502);
    await screen.findByText(/We could not confirm your payment yet/);
    expect(screen.getByTestId('badge').textContent).toBe('3');
    error.mockRestore();
  });
});
