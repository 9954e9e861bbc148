// @vitest-environment jsdom
// The order page shows the moves the status and role allow, each behind its dialog, and the
// note form to every role; a 409 says so in an alert that takes focus.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StaffRole } from '@solestock/domain/back-office/staff-roles';
import type { AdminOrder } from '../shared/console-types';
import { OrderPage } from './order-page';
import { adminByStyle } from './order-by-style.fixture';
import type { OrderActionResult } from './order-action-dialog';

// jsdom has <dialog> without its methods: enough of them to open and close.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

const order = (
  status: AdminOrder['status'],
  balance_due = 0,
  possible_moves?: string[],
): AdminOrder => ({
  id: 7,
  created_at: '2026-11-24T08:00:00Z',
  status,
  buyer: { id: 3, email: 'buyer@example.com', first_name: 'Ada' },
  country_code: 'us',
  currency: 'USD',
  symbol: '$',
  total: 120,
  shipping_charge: null,
  balance_due,
  items_count: 1,
  version: 4,
  lines: [
    {
      id: 1,
      product_id: 11,
      sku: 'SKU-1',
      product_name: 'Runner',
      brand: 'Brand',
      color: 'Black',
      size: '42',
      quantity: 12,
      mode: 'pairs',
      unit_price: 10,
      product_currency: 'USD',
      conversion_rate: null,
      converted_unit_price: 10,
      line_total: 120,
    },
  ],
  payments: [],
  refunds: [],
  events: [
    {
      id: 1,
      type: 'placed',
      from_status: null,
      to_status: 'submitted',
      created_at: '2026-11-24T08:00:00Z',
      data: {},
      staff: null,
    },
  ],
  notes: [],
  carrier: null,
  tracking_number: null,
  cancel_reason: null,
  // undefined: an answer without the list, where the domain's state machine decides.
  possible_moves: possible_moves as string[],
});

function renderPage(o: AdminOrder, role: StaffRole, result?: OrderActionResult) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/orders/7',
        element: <OrderPage order={adminByStyle(o)} role={role} result={result} />,
      },
    ],
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

  it('shows a failed refund’s error and offers to send it again to roles that may move orders', () => {
    const cancelled: AdminOrder = {
      ...order('cancelled'),
      refunds: [
        {
          id: 5,
          payment_id: 1,
          processor: 'test',
          amount: 120,
          currency: 'USD',
          status: 'failed',
          error: 'The card’s account is closed.',
          created_at: '2026-11-24T09:00:00Z',
        },
      ],
    };
    renderPage(cancelled, 'manager');
    expect(screen.getByText(/Failed: The card’s account is closed\./)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send refunds again' });
    expect(send.getAttribute('value')).toBe('refunds_send');
    cleanup();
    renderPage(cancelled, 'support');
    expect(screen.getByText(/Failed: The card’s account is closed\./)).toBeTruthy();
    expect(buttons()).not.toContain('Send refunds again');
  });

  it('says why a confirmed order that still owes money cannot ship', () => {
    renderPage(order('confirmed', 15), 'owner');
    expect(buttons()).not.toContain('Ship order');
    expect(
      screen.getByText(/can ship once the buyer has paid the balance of \$15\.00/),
    ).toBeTruthy();
  });

  it('shows a refused move (409 invalid_transition) as an alert that takes focus', () => {
    renderPage(order('confirmed'), 'owner', {
      intent: 'ship',
      ok: false,
      conflict: true,
      code: 'invalid_transition',
      error: 'An order that is cancelled cannot be shipped.',
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('An order that is cancelled cannot be shipped.');
    expect(alert.textContent).toContain('the page now shows the order as it is');
    expect(document.activeElement).toBe(alert);
  });

  it('says a stale version was someone else’s change, not an error of the form', () => {
    renderPage(order('confirmed'), 'owner', {
      intent: 'confirm',
      ok: false,
      conflict: true,
      code: 'stale_version',
      error: 'This order changed since you opened it.',
    });
    expect(screen.getByRole('alert').textContent).toMatch(/Someone else changed this order/);
  });

  it('offers the moves possible_moves lists rather than its own reading of the status', () => {
    renderPage(order('paid', 0, ['cancel']), 'owner');
    expect(buttons()).toContain('Cancel order');
    expect(buttons()).not.toContain('Confirm order');
  });

  it('tells the timeline in words: who moved the order and with what', () => {
    const o = order('shipped', 0, ['deliver']);
    o.events.push({
      id: 2,
      type: 'shipped',
      from_status: 'confirmed',
      to_status: 'shipped',
      created_at: '2026-11-25T09:30:00Z',
      data: { carrier: 'DHL Express', tracking_number: 'JD0146' },
      staff: { id: 2, name: 'Mina Manager', email: 'mina@example.com' },
    });
    o.notes.push({
      id: 5,
      text: 'One box per size.',
      created_at: '2026-11-25T09:31:00Z',
      staff: { id: 2, name: 'Mina Manager', email: 'mina@example.com' },
    });
    renderPage(o, 'manager');
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline.textContent).toContain('Placed (Submitted)');
    expect(timeline.textContent).toContain('by the buyer');
    expect(timeline.textContent).toContain('Shipped (Confirmed → Shipped)');
    expect(timeline.textContent).toContain('by Mina Manager');
    expect(timeline.textContent).toContain('DHL Express · tracking JD0146');
    expect(screen.getByRole('region', { name: 'Notes' }).textContent).toContain('Mina Manager');
    expect(buttons()).toContain('Mark delivered');
  });

  it('names a card balance’s refunded excess and a released hold in the timeline (issue 41)', () => {
    const o = order('confirmed', 0, ['ship', 'cancel']);
    o.events.push(
      {
        id: 3,
        type: 'stock_released',
        from_status: null,
        to_status: null,
        created_at: '2026-11-25T09:00:00Z',
        data: {
          reason: 'It was not paid within 30 minutes, so the pairs held for it went back on sale.',
        },
        staff: null,
      },
      {
        id: 4,
        type: 'balance_paid',
        from_status: null,
        to_status: null,
        created_at: '2026-11-25T10:00:00Z',
        data: { amount: 10, currency: 'gbp', refund: 4 },
        staff: null,
      },
    );
    renderPage(o, 'manager');
    const timeline = screen.getByRole('region', { name: 'Timeline' }).textContent;
    expect(timeline).toContain(
      'Pairs released: the hold ended unpaid2026-11-25 09:00 UTC · by the system',
    );
    expect(timeline).toContain('Reason: It was not paid within 30 minutes');
    expect(timeline).toContain('£4.00 more than owed, refunded to the card');
  });
});

describe('the Export panel', () => {
  afterEach(cleanup);
  const withExport = (status: AdminOrder['status'], editable: boolean): AdminOrder => ({
    ...order(status),
    export: {
      incoterm: 'FOB',
      incoterm_place: 'Chennai',
      port_of_loading: 'Chennai (INMAA)',
      port_of_discharge: '',
      transport: 'sea',
      editable,
    },
  });
  const panel = () => screen.getByRole('region', { name: 'Export' });

  it('shows how the order travels, and offers a manager the form before it ships', () => {
    renderPage(withExport('confirmed', true), 'manager');
    const text = panel().textContent!;
    expect(text).toContain('FOB Chennai (Free On Board, Incoterms 2020)');
    expect(text).toContain('Sea freight');
    expect(text).toContain('Chennai (INMAA)');
    expect(text).toContain('Port of dischargeNot named');
    expect((screen.getByLabelText('Named place') as HTMLInputElement).value).toBe('Chennai');
    expect((screen.getByLabelText('Incoterm') as HTMLSelectElement).value).toBe('FOB');
    expect((screen.getByLabelText('Transport') as HTMLSelectElement).value).toBe('sea');
    expect(screen.getByRole('button', { name: 'Save the export details' })).toBeTruthy();
  });

  it('shows a refused field beside it, the form open', () => {
    renderPage(withExport('paid', true), 'owner', {
      intent: 'export',
      ok: false,
      error: 'Please correct these fields: transport.',
      fields: { transport: 'Choose how the goods travel: one of air, sea, road, courier.' },
    });
    const transport = screen.getByLabelText('Transport');
    expect(transport.getAttribute('aria-invalid')).toBe('true');
    expect(panel().textContent).toContain(
      'Choose how the goods travel: one of air, sea, road, courier.',
    );
    expect(screen.getAllByRole('alert')[0]!.textContent).toBe(
      'Please correct these fields: transport.',
    );
  });

  it('only shows them to support, and to everyone once shipped', () => {
    renderPage(withExport('confirmed', true), 'support');
    expect(screen.queryByLabelText('Named place')).toBeNull();
    expect(panel().textContent).toContain('Staff who confirm and ship orders can change these');
    cleanup();
    renderPage(withExport('shipped', false), 'owner');
    expect(screen.queryByLabelText('Named place')).toBeNull();
    expect(panel().textContent).toContain('they can no longer be changed');
  });
});
