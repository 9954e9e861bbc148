// @vitest-environment jsdom
// A customer's page: their latest orders with the order columns the queue defines, and the
// account's disable behind a confirmation (a dialog, or the same form inline without JavaScript).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CustomerPage } from './customer-page';
import type { CustomerDetail } from './customer-types';
import type { CompanyCredit } from '@solestock/domain/back-office/credit-control';

const customer: CustomerDetail = {
  id: 7,
  email: 'ada@example.com',
  first_name: 'Ada',
  created_at: '2026-11-01T08:00:00Z',
  email_verified: true,
  disabled: false,
  disabled_at: null,
  orders_count: 1,
  totals: [{ currency: 'gbp', total: '120.00' }],
  paid_totals: [{ currency: 'gbp', total: '120.00' }],
  last_order_at: '2026-11-24T08:00:00Z',
  company: null,
  orders: [
    {
      id: 42,
      created_at: '2026-11-24T08:00:00Z',
      status: 'paid',
      buyer: { id: 7, email: 'ada@example.com', first_name: 'Ada' },
      country_code: 'gb',
      currency: 'GBP',
      symbol: '£',
      total: 120,
      shipping_charge: null,
      balance_due: 30,
      due_on: '2026-12-24',
      payment_terms: 'account',
      items_count: 2,
      version: 1,
    } as CustomerDetail['orders'][number],
  ],
};

function renderAt(url: string, credit: CompanyCredit | null = null, mayWrite = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/customers/:id',
        element: (
          <CustomerPage
            customer={customer}
            credit={credit}
            mayWrite={mayWrite}
            result={undefined}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('CustomerPage', () => {
  afterEach(cleanup);

  it('lists the latest orders with the columns a customer’s page shows, and no due-day note', () => {
    renderAt('/admin/customers/7');
    const table = screen.getByRole('table', { name: 'Orders of ada@example.com, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Order', 'Placed', 'Status', 'Country', 'Goods', 'Balance due']);
    expect(within(table).getByRole('link', { name: '#42' }).getAttribute('href')).toBe(
      '/admin/orders/42',
    );
    expect(table.textContent).toContain('GB');
    expect(table.textContent).not.toContain('Due');
  });

  it('opens the confirmation from a button that falls back to ?confirm=disable', () => {
    renderAt('/admin/customers/7');
    const opener = screen.getByRole('button', { name: 'Disable account…' });
    expect(opener.getAttribute('name')).toBe('confirm');
    expect(opener.getAttribute('value')).toBe('disable');
    const dialog = document.querySelector('dialog');
    expect(dialog?.getAttribute('aria-labelledby')).toBe('customer-disable-title');
    expect(within(dialog as HTMLElement).getByText('Keep as is').tagName).toBe('BUTTON');
  });

  it('draws the same form inline without JavaScript, "Keep as is" linking back', () => {
    renderAt('/admin/customers/7?confirm=disable');
    expect(document.querySelector('dialog')).toBeNull();
    const section = screen.getByRole('region', { name: 'Disable this account?' });
    expect(within(section).getByRole('link', { name: 'Keep as is' }).getAttribute('href')).toBe(
      '/admin/customers/7',
    );
    const submit = within(section).getByRole('button', { name: 'Disable account' });
    expect(submit.getAttribute('name')).toBe('intent');
    expect(submit.getAttribute('value')).toBe('disable');
  });

  it('shows the company’s credit: limit, exposure, dunning, ageing per currency, the statement', () => {
    // docs/credit-control.md: the customer page's credit section.
    const credit: CompanyCredit = {
      company_id: 9,
      base_currency: 'usd',
      credit_limit: '5000.00',
      exposure: '6123.40',
      allow_without_deposit: false,
      dunning_paused: false,
      dunning_state: 'held',
      ageing: [
        {
          currency: 'gbp',
          buckets: { '0-30': '100.00', '31-60': '0.00', '61-90': '0.00', '90+': '4200.50' },
          total: '4300.50',
          oldest_days_past_due: 120,
        },
      ],
    };
    renderAt('/admin/customers/7', credit);
    const section = screen.getByRole('region', { name: 'Credit control' });
    expect(within(section).getByTestId('credit-limit').textContent).toBe('$5,000.00');
    expect(within(section).getByTestId('credit-exposure').textContent).toBe('$6,123.40');
    expect(within(section).getByTestId('dunning').textContent).toContain('new orders are held');
    const row = within(section).getByRole('row', { name: /GBP/ });
    expect(row.textContent).toContain('£4,200.50');
    expect(row.textContent).toContain('£4,300.50');
    expect(
      within(section).getByRole('link', { name: 'Statement (PDF)' }).getAttribute('href'),
    ).toBe('/api/admin/customers/companies/9/statement.pdf');
    expect((within(section).getByLabelText('Credit limit (USD)') as HTMLInputElement).value).toBe(
      '5000.00',
    );
    cleanup();
    // A role that cannot write reads it without the form.
    renderAt('/admin/customers/7', credit, false);
    expect(screen.queryByLabelText('Credit limit (USD)')).toBeNull();
  });
});
