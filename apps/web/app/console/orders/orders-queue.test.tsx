// @vitest-environment jsdom
// The queue's filters are the API's query and the CSV export's, without the page.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OrdersQueue, queueFilters } from './orders-queue';

describe('queueFilters', () => {
  it('keeps the filters the API takes, trimmed, country in lower case, and drops the rest', () => {
    const search = new URLSearchParams(
      'status=paid&q=+ada@example.com+&country=GB&from=2026-11-01&to=&page=3&move=confirm',
    );
    expect(queueFilters(search).toString()).toBe(
      'status=paid&q=ada%40example.com&country=gb&from=2026-11-01',
    );
  });
});

describe('OrdersQueue', () => {
  afterEach(cleanup);

  it('links the CSV export to the same filters and each order to its page', () => {
    const search = new URLSearchParams('status=paid&q=ada&page=2');
    const list = {
      count: 11,
      page: 2,
      page_size: 10,
      results: [
        {
          id: 42,
          created_at: '2026-11-24T08:00:00Z',
          status: 'paid' as const,
          buyer: { id: 3, email: 'ada@example.com', first_name: 'Ada' },
          country_code: 'gb',
          currency: 'GBP',
          symbol: '£',
          total: 120,
          shipping_charge: null,
          balance_due: 0,
          items_count: 2,
          version: 1,
        },
      ],
    };
    const router = createMemoryRouter(
      [{ path: '/admin/orders', element: <OrdersQueue list={list} search={search} /> }],
      { initialEntries: ['/admin/orders?status=paid&q=ada&page=2'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/orders/export.csv?status=paid&q=ada',
    );
    expect(screen.getByRole('link', { name: '#42' }).getAttribute('href')).toBe('/admin/orders/42');
    expect(screen.getByRole('table', { name: 'Orders' }).textContent).toContain('£120.00');
    expect(screen.getByText(/Page 2 of 2/)).toBeTruthy();
  });
});
