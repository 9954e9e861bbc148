// @vitest-environment jsdom
// Issue 28.8: the order page names each figure: goods, shipping, the order total with shipping
// (as the buyer sees it), lines and pairs apart, and the cartons and net weight to ship.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdminOrder } from '../shared/console-types';
import { OrderPage } from './order-page';
import { adminByStyle } from './order-by-style.fixture';
import { orderTotal } from './order-columns';

const line = (id: number, quantity: number) => ({
  id,
  product_id: id,
  sku: `SKU-${id}`,
  product_name: 'Runner',
  brand: 'Brand',
  color: 'Black',
  size: String(38 + id),
  quantity,
  mode: 'air',
  unit_price: 10,
  product_currency: 'GBP',
  conversion_rate: null,
  converted_unit_price: 10,
  line_total: quantity * 10,
});

const order: AdminOrder = {
  id: 9,
  created_at: '2026-11-24T08:00:00Z',
  status: 'confirmed',
  buyer: { id: 3, email: 'buyer@example.com', first_name: 'Ada' },
  country_code: 'gb',
  currency: 'GBP',
  symbol: '£',
  total: 850,
  shipping_charge: 25.5,
  order_total: 875.5,
  balance_due: 875.5,
  items_count: 5,
  lines_count: 5,
  pairs: 85,
  cartons: 8,
  carton_pairs: 12,
  net_weight_kg: '72.250',
  unweighed_lines: 1,
  version: 2,
  lines: [line(1, 24), line(2, 24), line(3, 12), line(4, 12), line(5, 13)],
  payments: [],
  refunds: [],
  events: [],
  notes: [],
  carrier: null,
  tracking_number: null,
  cancel_reason: null,
  possible_moves: ['cancel'],
} as unknown as AdminOrder;

function renderPage(o: AdminOrder) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/orders/9',
        element: <OrderPage order={adminByStyle(o)} role="owner" result={undefined} />,
      },
    ],
    { initialEntries: ['/admin/orders/9'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the order’s figures', () => {
  afterEach(cleanup);

  it('shows goods, the order total with shipping, pairs beside lines, cartons and weight', () => {
    renderPage(order);
    expect(screen.getByTestId('goods-total').textContent).toMatch(/850\.00/);
    expect(screen.getByTestId('order-total').textContent).toMatch(/875\.50/);
    expect(screen.getByTestId('order-pairs').textContent).toBe('5 lines · 85 pairs');
    expect(screen.getByTestId('order-cartons').textContent).toMatch(/^8 /);
    expect(screen.getByTestId('order-weight').textContent).toMatch(
      /72\.250 kg.*1 line has no product weight/,
    );
  });

  it('adds the shipping to the goods when an answer has no order_total', () => {
    const old = { ...order, order_total: undefined, pairs: undefined };
    expect(orderTotal(old)).toBe(875.5);
    expect(orderTotal({ ...old, shipping_charge: null })).toBe(850);
    renderPage(old as AdminOrder);
    // Pairs counted from the lines, never the number of lines.
    expect(screen.getByTestId('order-pairs').textContent).toBe('5 lines · 85 pairs');
  });
});
