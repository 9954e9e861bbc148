// @vitest-environment jsdom
// The listing screen's layout rules that a shopper sees: the grid's columns by screen width.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ListingPage } from '@solestock/domain';
import type { ShopContext } from '../../lib/shop-context';
import { ListingScreen } from './listing-screen';

afterEach(cleanup);

const context: ShopContext = {
  user: null,
  country: 'us',
  rates: { base: 'USD', rates: { USD: 1 }, updated_at: '2025-01-01T00:00:00Z' },
  footerCategories: [],
  socialLinks: [],
  cartCount: 0,
};

const listing: ListingPage = {
  count: 1,
  page: 1,
  page_size: 10,
  total_pages: 1,
  results: [
    {
      id: 1,
      groupName: 'Westray Trail Runner',
      brand: 'Westray',
      products: [
        {
          id: 7,
          productName: 'Westray Trail Runner 12 Black 8',
          coverImage: '/media/a.svg',
          imagesArray: [],
          color: 'Black',
          size: '8',
          sellingPrice: { amount: 12, currency: 'usd' },
        } as never,
      ],
    },
  ],
};

function renderListing() {
  const ui = (
    <ListingScreen
      scope={{ kind: 'brand', brand: 'Westray' }}
      filters={{
        page: 1,
        categories: [],
        subcategories: [],
        brands: [],
        sort: 'recommended',
        days: null,
      }}
      title="Westray"
      listing={listing}
      error={null}
      brand={null}
      lists={[]}
    />
  );
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => context, children: [{ path: '*', element: ui }] }],
    {
      initialEntries: ['/products/brand/Westray'],
      hydrationData: { loaderData: { root: context } },
    },
  );
  render(<RouterProvider router={router} />);
}

describe('listing grid', () => {
  it('shows 2 columns on small screens, 4 at medium and 5 only from large (1024 px), where the sidebar fits', () => {
    renderListing();
    const classes = screen.getByTestId('listing-grid').className.split(/\s+/);
    expect(classes).toContain('grid-cols-2');
    expect(classes).toContain('lg:grid-cols-5');
    // At 768 px (md) there is no sidebar room for 5 columns: 4, as the search grid has (000 §7).
    expect(classes.filter((c) => /^(sm|md):grid-cols-/.test(c))).toEqual(['md:grid-cols-4']);
  });
});
