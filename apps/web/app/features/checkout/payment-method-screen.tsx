// Checkout step 3, PAYMENTS (001 §2): four tabs of which only the card works, the card form and
// price details beside it. Below 768 px the tabs are an accordion and Pay Now sits in a fixed bar.
import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice, PAYMENT_TABS } from '@solestock/domain';
import type { CheckoutData } from '../../lib/checkout.server';
import { clearOrderNow } from '../../lib/order-now';
import { CheckoutSteps } from '../cart/checkout-steps';
import { PriceSummary } from '../cart/price-summary';
import { PAYMENT_UNAVAILABLE, payByCard, type CardDetails } from './card-payment';
import { CheckoutLoadError } from './checkout-summary-screen';
import { newIdempotencyKey } from './place-order';

// Stripe Elements only when Stripe takes the payments: its code is a separate chunk, fetched in
// the browser after the screen mounts, so the default test card path never loads it.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

const noSubscription = () => () => {};

const PLACEHOLDERS: Record<string, string> = {
  'Pay Later': 'Pay Later is coming soon. Please pay by card for now.',
  EMI: 'EMI options are coming soon. Please pay by card for now.',
  'Net Banking': 'Net Banking is coming soon. Please pay by card for now.',
};

export function PaymentMethodScreen({
  checkout,
  provider,
  publishableKey,
}: {
  checkout: CheckoutData;
  provider: string;
  publishableKey?: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [tab, setTab] = useState<string>(PAYMENT_TABS[0]);
  const [card, setCard] = useState<CardDetails>({ number: '', name: '', expiry: '', cvc: '' });
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  // False while rendering on the server and hydrating, true after: Stripe.js is browser-only.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (checkout.loadError) return <CheckoutLoadError message={checkout.loadError} />;
  const { summary } = checkout;
  const total = formatPrice(summary.total_price.currency, summary.total_price.amount);

  const pay = async (event?: React.FormEvent) => {
    event?.preventDefault();
    setMessage(null);
    setProcessing(true);
    const outcome = await payByCard(provider, checkout.country, checkout.orderNow, card, key);
    if (outcome.ok) {
      clearOrderNow();
      await navigate(outcome.successUrl);
      return;
    }
    setProcessing(false);
    setMessage(outcome.message);
  };
  const field = (name: keyof CardDetails) => ({
    value: card[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setCard((c) => ({ ...c, [name]: e.target.value })),
  });
  const input =
    'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none';

  const loadingStripe = (
    <p aria-live="polite" className="py-3 text-sm text-slate-600">
      Loading the secure card form…
    </p>
  );
  const stripeForm = !publishableKey ? (
    <p role="alert" className="py-3 text-sm font-medium text-red-800">
      {PAYMENT_UNAVAILABLE}
    </p>
  ) : mounted ? (
    <Suspense fallback={loadingStripe}>
      <StripeCardForm
        formId={`${id}-card`}
        publishableKey={publishableKey}
        country={checkout.country}
        orderNow={checkout.orderNow}
        idempotencyKey={key}
        processing={processing}
        setProcessing={setProcessing}
        onPaid={(url) => {
          clearOrderNow();
          void navigate(url);
        }}
        inputClassName={input}
      />
    </Suspense>
  ) : (
    loadingStripe
  );

  const testCardForm = (
    <form id={`${id}-card`} onSubmit={(e) => void pay(e)} noValidate className="space-y-4">
      <div>
        <label htmlFor={`${id}-number`} className="text-sm font-medium text-slate-800">
          Card Number
        </label>
        <input
          id={`${id}-number`}
          {...field('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          className={input}
        />
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
          Name on Card
        </label>
        <input id={`${id}-name`} {...field('name')} autoComplete="cc-name" className={input} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-expiry`} className="text-sm font-medium text-slate-800">
            Expiry (MM/YY)
          </label>
          <input
            id={`${id}-expiry`}
            {...field('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="text-sm font-medium text-slate-800">
            CVV
          </label>
          <input
            id={`${id}-cvc`}
            {...field('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            className={input}
          />
        </div>
      </div>
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">
        Test card: 4242 4242 4242 4242, any future expiry, any 3 digits.
      </p>
      <button
        type="submit"
        disabled={processing}
        className="hidden w-full rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60 md:block"
      >
        {processing ? 'Processing...' : 'Pay Now'}
      </button>
    </form>
  );

  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-32 sm:px-6 md:pb-16">
      <CheckoutSteps current="payment" />
      <h1 className="text-2xl font-bold text-slate-900">PAYMENTS</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-label="Payment method"
          className="grid grid-flow-row-dense gap-2 rounded-xl border border-slate-200 bg-white p-3 md:grid-cols-[13rem_minmax(0,1fr)] md:grid-rows-[auto_auto_auto_auto_1fr] md:gap-x-5 md:p-4"
        >
          {PAYMENT_TABS.map((name, i) => {
            const open = tab === name;
            return (
              <div key={name} className="contents">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={`${id}-panel-${i}`}
                  onClick={() => setTab(name)}
                  className={`rounded-lg px-3 py-3 text-left text-sm font-semibold md:col-start-1 ${
                    open
                      ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-600'
                      : 'text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  {name}
                </button>
                {open ? (
                  <div
                    id={`${id}-panel-${i}`}
                    className="px-1 pb-2 md:col-start-2 md:row-[1/6] md:px-0"
                  >
                    {name === PAYMENT_TABS[0] ? (
                      provider === 'stripe' ? (
                        stripeForm
                      ) : (
                        testCardForm
                      )
                    ) : (
                      <p className="py-3 text-sm text-slate-600">{PLACEHOLDERS[name]}</p>
                    )}
                  </div>
                ) : null}
              </div>
            );
          })}
        </section>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <PriceSummary
            symbol={summary.total_price.currency}
            amount={summary.total_price.amount}
            itemsCount={summary.items_count}
          />
        </div>
      </div>
      {tab === PAYMENT_TABS[0] ? (
        <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-lg md:hidden">
          <span className="font-bold text-slate-900 tabular-nums">{total}</span>
          <button
            type="submit"
            form={`${id}-card`}
            disabled={processing}
            className="rounded-lg bg-brand-600 px-6 py-3 font-bold text-white disabled:opacity-60"
          >
            {processing ? 'Processing...' : 'Pay Now'}
          </button>
        </div>
      ) : null}
    </main>
  );
}
