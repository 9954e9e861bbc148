// Test helper: the cart page rendered at /cart under a root route holding the shop context (a
// shopper in dollars), as the cart's component tests need it: the page's action records each
// form it is sent and answers ok, and the checkout's first step is there to go on to.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { shopContext } from '../product/test-fixtures';

/** The cart route around `page`, as an element (to wrap, e.g. in a language). */
export function cartRoute(page: ReactNode, sent: FormData[] = []) {
  const context = shopContext();
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
            element: page,
          },
          { path: 'checkout-summary', element: <p>Checkout</p> },
        ],
      },
    ],
    { initialEntries: ['/cart'], hydrationData: { loaderData: { root: context } } },
  );
  return <RouterProvider router={router} />;
}

export function renderCartRoute(page: ReactNode, sent: FormData[] = []) {
  return render(cartRoute(page, sent));
}
