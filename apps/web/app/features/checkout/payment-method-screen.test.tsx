// @vitest-environment jsdom
// Which card form the payment screen shows: the test card form by default, Stripe Elements only
// when /payments/config/ says stripe, and never Stripe.js during server rendering; and a tab switch
// loses nothing typed.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import type { CheckoutData } from '../../lib/checkout.server';
import { PAYMENT_UNAVAILABLE } from './card-payment';
import { PaymentMethodScreen } from './payment-method-screen';

afterEach(cleanup);

/** A data router around the screen (its Pay Now posts through a fetcher). */
function InRouter({ children }: { children: ReactNode }) {
  const router = createMemoryRouter([{ path: '/', element: children }]);
  return <RouterProvider router={router} />;
}

const checkout: CheckoutData = {
  country: 'gb',
  orderNow: null,
  summary: {
    total_price: { currency: '£', amount: 1234.5 },
    currency_code: 'gbp',
    items_count: 3,
  },
  loadError: null,
  book: {
    count: 1,
    can_edit: true,
    addresses: [
      {
        id: 4,
        label: '',
        name: 'Ann Lee',
        company: '',
        line1: '9 Wharf Road',
        line2: '',
        city: 'Leeds',
        region: '',
        postcode: 'LS9 0PS',
        country_code: 'gb',
        phone: '',
        is_default: true,
      },
    ],
  },
  addressId: 4,
};
const screenFor = (provider: string, publishableKey?: string) => (
  <InRouter>
    <PaymentMethodScreen
      idempotencyKey="visit-1"
      checkout={checkout}
      provider={provider}
      publishableKey={publishableKey}
    />
  </InRouter>
);
const stripeScripts = () => document.querySelectorAll('script[src*="stripe.com"]').length;

describe('payment screen card form', () => {
  it('charges no card without a delivery address: it sends the buyer back to add one (issue 41.14)', () => {
    render(
      <InRouter>
        <PaymentMethodScreen
          idempotencyKey="visit-1"
          checkout={{ ...checkout, addressId: null }}
          provider="test"
        />
      </InRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Add or choose a delivery address to continue.',
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Delivery' }).getAttribute('href')).toBe(
      '/checkout-summary',
    );
  });

  it('shows the test card form for the test processor, with no Stripe anywhere', () => {
    render(screenFor('test'));
    expect(screen.getByLabelText('Card Number')).toBeTruthy();
    expect(screen.getByText(/Test card: 4242 4242 4242 4242/)).toBeTruthy();
    expect(screen.queryByText('Loading the secure card form…')).toBeNull();
    expect(stripeScripts()).toBe(0);
  });

  it('says payment is unavailable when Stripe is chosen without a publishable key', () => {
    render(screenFor('stripe'));
    expect(screen.getByRole('alert').textContent).toBe(PAYMENT_UNAVAILABLE);
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    expect(stripeScripts()).toBe(0);
  });

  it('renders a placeholder, not Stripe.js, on the server when Stripe is chosen', () => {
    const html = renderToString(screenFor('stripe', 'pk_test_example'));
    expect(html).toContain('Loading the secure card form…');
    expect(html).not.toContain('Card Number');
    expect(html).not.toContain('stripe.com');
  });
});

describe('payment screen tabs', () => {
  it('keeps what was typed in the card form while another tab is open', async () => {
    render(screenFor('test'));
    await userEvent.type(screen.getByLabelText('Name on Card'), 'Ada Buyer');
    await userEvent.click(screen.getByRole('button', { name: 'EMI' }));
    expect(screen.getByText(/EMI options are coming soon/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Name on Card' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Credit/Debit Card' }));
    expect((screen.getByLabelText('Name on Card') as HTMLInputElement).value).toBe('Ada Buyer');
  });
});
