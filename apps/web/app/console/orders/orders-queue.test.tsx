// @vitest-environment jsdom
// The queue's filters are the API's query and the CSV export's, without the page. Its table fits
// 1366 px (issue 43 item 6; checked in Chromium by a screenshot): an e-mail breaks after its @,
// dots and dashes (never letter by letter), the placed time may go under its date, and the
// figures keep to one line, right-aligned.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
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

describe('the queue’s columns (issue 43 item 6)', () => {
  afterEach(cleanup);

  it('breaks an e-mail at its @, dots and dashes, and keeps figures whole', () => {
    const list = {
      count: 1,
      page: 1,
      page_size: 50,
      results: [
        {
          id: 43,
          created_at: '2026-11-24T08:15:00Z',
          status: 'awaiting_payment' as const,
          buyer: {
            id: 3,
            email: 'procurement.department@verylongcompanyname-footwear.co.uk',
            first_name: 'Ada',
          },
          country_code: 'in',
          currency: 'INR',
          symbol: '₹',
          total: 1234567.25,
          shipping_charge: null,
          balance_due: 1234567.25,
          items_count: 1800,
          pairs: 21600,
          version: 1,
        },
      ],
    };
    const router = createMemoryRouter(
      [
        {
          path: '/admin/orders',
          element: <OrdersQueue list={list} search={new URLSearchParams()} />,
        },
      ],
      { initialEntries: ['/admin/orders'] },
    );
    render(<RouterProvider router={router} />);
    const table = screen.getByRole('table', { name: 'Orders' });
    const email = within(table).getByTestId('buyer-email');
    expect(email.textContent).toBe('procurement.department@verylongcompanyname-footwear.co.uk');
    // Break opportunities after the dots, the @ and the dash; no break anywhere else.
    expect(email.innerHTML.split('<wbr>').join('|')).toBe(
      'procurement.|department@|verylongcompanyname-|footwear.|co.|uk',
    );
    // Never letter by letter: the column keeps 9rem for an address, whatever the table's width.
    expect(email.className).toContain('min-w-36');
    // The placed time may wrap under its date, each whole.
    const placed = within(table).getByText('2026-11-24').parentElement!;
    expect(placed.textContent).toBe('2026-11-24 08:15 UTC');
    // Figures stay on one line, right-aligned from lg up.
    for (const header of ['Goods', 'Balance due', 'Order total', 'Lines', 'Pairs']) {
      const th = within(table).getByRole('columnheader', { name: header });
      expect(th.className).toContain('lg:text-right');
    }
    const pairs = within(table).getByText('21600').closest('td')!;
    expect(pairs.className).toContain('whitespace-nowrap');
    expect(pairs.className).toContain('lg:text-right');
  });
});
