// Checkout step 2, Delivery (001 §2): the sample address list (its buttons do nothing), price
// details, 'Continue To Payment', and 'Submit Order' (an order without payment).
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CHECKOUT_FAILURE_REDIRECT_MS } from '@solestock/domain';
import type { CheckoutData } from '../../lib/checkout.server';
import { clearOrderNow, orderNowSearch } from '../../lib/order-now';
import { CheckoutSteps } from '../cart/checkout-steps';
import { SAMPLE_ADDRESSES } from '../cart/cart-texts';
import { PriceSummary } from '../cart/price-summary';
import { newIdempotencyKey, placeOrder } from './place-order';

export const CHECKOUT_LOAD_ERROR = 'Failed to load checkout details. Please try again later.';

export function CheckoutLoadError({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/cart'), CHECKOUT_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert" className="font-semibold text-red-800">
        {CHECKOUT_LOAD_ERROR} {message}
      </p>
    </main>
  );
}

export function CheckoutSummaryScreen({ checkout }: { checkout: CheckoutData }) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [key] = useState(newIdempotencyKey);
  if (checkout.loadError) return <CheckoutLoadError message={checkout.loadError} />;
  const { summary, orderNow } = checkout;

  const submit = async () => {
    setSubmitting(true);
    try {
      const placed = await placeOrder(checkout.country, orderNow, true, key);
      clearOrderNow();
      await navigate(`/order-success?order_id=${placed.order_id}`);
    } catch (error) {
      // 001 §8: a failed direct submit goes to /order-success without an order id.
      console.error('order submit failed', error);
      await navigate('/order-success');
    }
  };

  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
      <CheckoutSteps current="delivery" />
      <h1 className="text-2xl font-bold text-slate-900">Delivery</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="address-heading"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="flex items-center justify-between">
            <h2 id="address-heading" className="font-semibold text-slate-900">
              Delivery Address
            </h2>
            <button
              type="button"
              className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700"
            >
              + Add New Address
            </button>
          </div>
          <ul className="mt-4 space-y-3">
            {SAMPLE_ADDRESSES.map((address, i) => (
              <li
                key={address.name}
                className={`rounded-lg border p-3 ${selected === i ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
              >
                <label className="flex cursor-pointer items-start gap-3">
                  <input
                    type="radio"
                    name="address"
                    checked={selected === i}
                    onChange={() => setSelected(i)}
                    className="mt-1 accent-brand-600"
                  />
                  <span className="text-sm">
                    <span className="block font-semibold text-slate-900">{address.name}</span>
                    <span className="block text-slate-700">{address.lines.join(', ')}</span>
                    <span className="block text-slate-600">{address.phone}</span>
                  </span>
                </label>
                <div className="mt-2 flex gap-3 pl-7 text-sm font-semibold">
                  <button type="button" className="text-brand-700">
                    Edit
                  </button>
                  <button type="button" className="text-red-700">
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <PriceSummary
            symbol={summary.total_price.currency}
            amount={summary.total_price.amount}
            itemsCount={summary.items_count}
          >
            <div className="space-y-3">
              <Link
                to={`/checkout/payment-method${orderNow ? orderNowSearch(orderNow) : ''}`}
                className="block rounded-lg bg-brand-600 px-4 py-3 text-center font-bold text-white hover:bg-brand-700"
              >
                Continue To Payment
              </Link>
              <button
                type="button"
                onClick={() => void submit()}
                disabled={submitting}
                className="block w-full rounded-lg border-2 border-brand-600 px-4 py-3 font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              >
                {submitting ? 'Submitting...' : 'Submit Order'}
              </button>
            </div>
          </PriceSummary>
        </div>
      </div>
    </main>
  );
}
