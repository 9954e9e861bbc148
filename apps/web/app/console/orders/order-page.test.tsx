// @vitest-environment jsdom
// The order page shows the moves the status and role allow, each behind its dialog, and the
// note form to every role; a 409 says so in an alert that takes focus.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StaffRole } from '@solestock/domain/back-office/staff-roles';
import type { AdminOrder } from '../shared/console-types';
import { OrderPage } from './order-page';
import type { OrderActionResult } from './order-action-dialog';

// jsdom has <dialog> without its methods: enough of them to open and close.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

const order = (status: AdminOrder['status'], balance_due = '0.00'): AdminOrder => ({
  id: 7,
  created_at: '2026-11-24T08:00:00Z',
  status,
  buyer: { id: 3, email: 'buyer@example.com', first_name: 'Ada' },
  country_code: 'us',
  currency: 'USD',
  total: '120.00',
  shipping_charge: null,
  balance_due,
  items_count: 1,
  version: 4,
  lines: [
    {
      id: 1,
      sku: 'SKU-1',
      product_name: 'Runner',
      quantity: 12,
      unit_price: '10.00',
      line_total: '120.00',
    },
  ],
  payments: [],
  refunds: [],
  events: [{ id: 1, at: '2026-11-24T08:00:00Z', from: null, to: status }],
  notes: [],
});

function renderPage(o: AdminOrder, role: StaffRole, result?: OrderActionResult) {
  const router = createMemoryRouter(
    [{ path: '/admin/orders/7', element: <OrderPage order={o} role={role} result={result} /> }],
    { initialEntries: ['/admin/orders/7'] },
  );
  render(<RouterProvider router={router} />);
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('OrderPage', () => {
  afterEach(cleanup);

  it('offers a manager confirm and cancel on a paid order, with the shipping charge input', () => {
    renderPage(order('paid'), 'manager');
    expect(buttons()).toEqual(
      expect.arrayContaining(['Confirm order', 'Cancel order', 'Add note']),
    );
    expect(buttons()).not.toContain('Ship order');
    // The dialog's inputs are in the page, hidden until it opens.
    expect(screen.getByLabelText('Shipping charge (USD)', { selector: 'input' })).toBeTruthy();
    expect((document.querySelector('input[name="version"]') as HTMLInputElement).value).toBe('4');
  });

  it('offers support no move, only the note form', () => {
    renderPage(order('paid'), 'support');
    expect(buttons()).toEqual(['Add note']);
    expect(screen.queryByRole('heading', { name: 'Actions' })).toBeNull();
  });

  it('says why a confirmed order that still owes money cannot ship', () => {
    renderPage(order('confirmed', '15.00'), 'owner');
    expect(buttons()).not.toContain('Ship order');
    expect(
      screen.getByText(/can ship once the buyer has paid the balance of \$15\.00/),
    ).toBeTruthy();
  });

  it('shows a 409 as an alert that takes focus', () => {
    renderPage(order('confirmed'), 'owner', {
      intent: 'ship',
      ok: false,
      conflict: true,
      error: 'This order has changed since you opened it.',
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This order has changed since you opened it.');
    expect(document.activeElement).toBe(alert);
  });
});
