// @vitest-environment jsdom
// A company's orders on the buyer's pages (decision 146): the list and the order say who placed
// each; the order shows its delivery address and company as it copied them; the success page
// names the chosen address, and keeps the specs' sample text only for a buyer who had none.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { OrderDetail, OrdersList } from './order-views';
import { OrderSuccessScreen } from '../checkout/order-result-screens';
import { byStyle, submittedOrder } from './order-fixtures';

afterEach(cleanup);

const address = {
  label: 'Warehouse',
  name: 'Ann Lee',
  company: 'Lee Shoes Ltd',
  line1: 'Bay 12, Northgate Logistics Centre',
  line2: '',
  city: 'Leeds',
  region: '',
  postcode: 'LS9 0PS',
  country_code: 'gb',
  phone: '+44 113 555 0199',
};
const order = {
  ...submittedOrder,
  placed_by: { id: 2, first_name: 'Bea' },
  company: { name: 'Lee Shoes Ltd', tax_id: 'GB123' },
  delivery_address: address,
};

function renderIn(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('company orders', () => {
  it('the list says who placed each order', () => {
    renderIn(<OrdersList orders={[order]} />);
    expect(screen.getByText(/placed by Bea/)).toBeTruthy();
  });

  it('the order shows who placed it, where it goes and for which company', () => {
    renderIn(<OrderDetail order={byStyle(order)} />);
    expect(screen.getByText(/Placed on .* by Bea/)).toBeTruthy();
    const delivery = screen.getByRole('heading', { name: 'Delivery address' }).parentElement!;
    expect(delivery.textContent).toContain('Bay 12, Northgate Logistics Centre');
    expect(delivery.textContent).toContain('United Kingdom');
    expect(screen.getByText('Tax id GB123')).toBeTruthy();
  });

  it('the success page names the chosen address, and never the specs’ sample (issue 41.14)', () => {
    renderIn(<OrderSuccessScreen orderId={41} paymentIntentId={null} deliveryAddress={address} />);
    expect(screen.getByTestId('delivering-to').textContent).toBe(
      'Delivering to Ann Lee, Lee Shoes Ltd, Bay 12, Northgate Logistics Centre, Leeds LS9 0PS, United Kingdom',
    );
    cleanup();
    // An order without an address (placed before issue 41.14) is not said to go to the sample.
    renderIn(<OrderSuccessScreen orderId={41} paymentIntentId={null} deliveryAddress={null} />);
    expect(screen.queryByTestId('delivering-to')).toBeNull();
    expect(document.body.textContent).not.toContain('Riverside');
    cleanup();
    renderIn(<OrderSuccessScreen orderId={41} paymentIntentId={null} />);
    expect(screen.queryByTestId('delivering-to')).toBeNull();
  });
});
