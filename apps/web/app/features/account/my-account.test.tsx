// @vitest-environment jsdom
// My account (001 §2): the welcome line, the Dashboard row that opens the shopper's orders, and
// the country row naming the chosen country.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ShopContext } from '../../lib/shop-context';
import { MyAccount } from './my-account';

const context: ShopContext = {
  user: { id: 4, username: 'Ada' },
  country: 'in',
  rates: null,
  footerCategories: [],
  socialLinks: [],
  cartCount: 0,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAccount() {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => context,
        children: [
          { path: 'my-account', element: <MyAccount username="Ada" /> },
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: ['/my-account'], hydrationData: { loaderData: { root: context } } },
  );
  render(<RouterProvider router={router} />);
}

describe('MyAccount', () => {
  afterEach(cleanup);

  it('welcomes the shopper by name and names the chosen country', () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome Ada !');
    expect(screen.getByText('India')).toBeTruthy();
  });

  it('opens the shopper’s orders from the Dashboard row', async () => {
    renderAccount();
    await userEvent.click(screen.getByRole('link', { name: /Dashboard/ }));
    expect(screen.getByTestId('where').textContent).toBe('/orders');
  });
});
