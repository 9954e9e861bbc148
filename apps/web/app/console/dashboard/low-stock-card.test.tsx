// @vitest-environment jsdom
// The dashboard's low-stock list: each product linked to its catalogue page with what is left,
// the line named, and the line's form for owners only.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { LowStockList } from '@solestock/domain/back-office/stock-payloads';
import { LowStockCard, type LowStockActionResult } from './low-stock-card';

const list: LowStockList = {
  low_stock_pairs: 6,
  count: 3,
  results: [
    {
      id: 7,
      item_group_id: 2,
      item_group_name: 'Derby',
      sku: 'DRB-BLK-9',
      name: 'Derby Black 9',
      color: 'Black',
      size: '9',
      availability: 0,
    },
    {
      id: 8,
      item_group_id: 2,
      item_group_name: 'Derby',
      sku: 'DRB-BLK-10',
      name: 'Derby Black 10',
      color: 'Black',
      size: '10',
      availability: 1,
    },
  ],
};

function show(props: { list: LowStockList; canSetLine: boolean; result?: LowStockActionResult }) {
  const router = createMemoryRouter(
    [{ path: '/admin', element: <LowStockCard {...props} />, action: () => null }],
    { initialEntries: ['/admin'] },
  );
  render(<RouterProvider router={router} />);
}

describe('LowStockCard', () => {
  afterEach(cleanup);

  it('lists each low product with a link to its page and what is left, fewest first', () => {
    show({ list, canSetLine: false });
    const card = screen.getByRole('region', { name: 'Low stock (3)' });
    expect(within(card).getByText(/with 6 pairs or fewer left/)).toBeTruthy();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Derby Black 9Black, size 9SKU DRB-BLK-9Sold out',
      'Derby Black 10Black, size 10SKU DRB-BLK-101 pair left',
    ]);
    expect(within(card).getByRole('link', { name: 'Derby Black 10' }).getAttribute('href')).toBe(
      '/admin/catalogue/products/8',
    );
    expect(within(card).getByText('Showing the 2 with the fewest pairs.')).toBeTruthy();
    expect(within(card).queryByLabelText('Low-stock line (pairs)')).toBeNull();
  });

  it('says so when nothing is low', () => {
    show({ list: { low_stock_pairs: 1, count: 0, results: [] }, canSetLine: false });
    expect(
      screen.getByText('None: every stock-limited product has more than 1 pair.'),
    ).toBeTruthy();
  });

  it('gives owners the line’s form, with the saved message or the field’s problem', () => {
    show({
      list,
      canSetLine: true,
      result: {
        intent: 'low-stock',
        ok: true,
        message: 'Saved: products with 6 pairs or fewer are listed.',
      },
    });
    const input = screen.getByLabelText('Low-stock line (pairs)') as HTMLInputElement;
    expect(input.value).toBe('6');
    expect(screen.getByRole('status').textContent).toBe(
      'Saved: products with 6 pairs or fewer are listed.',
    );
    cleanup();
    show({
      list,
      canSetLine: true,
      result: {
        intent: 'low-stock',
        ok: false,
        error: 'The low-stock line is a whole number of pairs from 0 to 100000.',
        fields: {
          low_stock_pairs: 'The low-stock line is a whole number of pairs from 0 to 100000.',
        },
      },
    });
    const field = screen.getByLabelText('Low-stock line (pairs)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
