// Checkout step 3, PAYMENTS (001 §2): four tabs of which only the card works, the card form and
// price details beside it. Below 768 px the tabs are an accordion and Pay Now sits in a fixed bar.
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPrice, PAYMENT_TABS } from '@solestock/domain';
import type { CheckoutData } from '../../lib/checkout.server';
import { clearOrderNow } from '../../lib/order-now';
import { CheckoutSteps } from '../cart/checkout-steps';
import { PriceSummary } from '../cart/price-summary';
import { successUrl, type CardPaid, type PaymentStart } from './card-payment';
import { CardPaymentForm } from './card-payment-form';
import { PAYMENT_UNAVAILABLE } from './card-payment';
import { CheckoutLoadError, paymentStepUrl } from './checkout-summary-screen';
import { AddressText } from '../company/address-text';
import { useActionCall } from '../../lib/use-action-call';
import { DepositNote, depositOf } from './deposit-note';
import { useT, type MessageId } from '../../i18n/i18n';

type PaymentTab = (typeof PAYMENT_TABS)[number];
/** The specs' tab names (PAYMENT_TABS) as messages. */
const TAB_LABEL_IDS = {
  'Credit/Debit Card': 'checkout.tab.card',
  'Pay Later': 'checkout.tab.payLater',
  EMI: 'checkout.tab.emi',
  'Net Banking': 'checkout.tab.netBanking',
} as const satisfies Record<PaymentTab, MessageId>;
const PLACEHOLDERS = {
  'Credit/Debit Card': null,
  'Pay Later': 'checkout.soon.payLater',
  EMI: 'checkout.soon.emi',
  'Net Banking': 'checkout.soon.netBanking',
} as const satisfies Record<PaymentTab, MessageId | null>;

export function PaymentMethodScreen({
  checkout,
  provider,
  publishableKey,
  idempotencyKey,
}: {
  checkout: CheckoutData;
  provider: string;
  publishableKey?: string;
  /** One per visit (the loader's): a second press of Pay Now returns the first order. */
  idempotencyKey: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [tab, setTab] = useState<PaymentTab>(PAYMENT_TABS[0]);
  const [processing, setProcessing] = useState(false);
  const place = useActionCall<PaymentStart>();
  if (checkout.loadError) return <CheckoutLoadError message={checkout.loadError} />;
  // No card is charged for an order without an address the buyer gave (issue 41.14): reached
  // without one (a typed URL, a bookmark), the step sends them back to choose or add one.
  if (checkout.addressId == null) return <AddressFirst checkout={checkout} />;
  const { summary } = checkout;
  // A deposit member's card pays the deposit now (decision 151): the bar says that amount.
  // What the card pays: the goods with their tax where the seller charges it (decision 181).
  const payable = summary.tax?.total_with_tax ?? summary.total_price.amount;
  const split = depositOf(checkout.terms, payable, summary.currency_code);
  const total = formatPrice(summary.total_price.currency, split ? split.deposit : payable);
  // The address chosen at the Delivery step (decision 146), shown with a way back to change it.
  const deliveryTo = checkout.book?.addresses.find((a) => a.id === checkout.addressId);
  const changeAddress = paymentStepUrl(checkout.orderNow, checkout.addressId ?? null).split('?')[1];

  const onPaid = (paid: CardPaid) => {
    clearOrderNow();
    void navigate(successUrl(paid.orderId, paid.name, paid.paymentIntentId));
  };
  const cardForm = (
    <CardPaymentForm
      formId={`${id}-card`}
      provider={provider}
      publishableKey={publishableKey}
      // Pay Now places the order (the route's action); the key makes a second press return the
      // same order.
      start={async () =>
        (await place.call({
          intent: 'place-for-payment',
          idempotency_key: idempotencyKey,
          address_id: String(checkout.addressId ?? ''),
        })) ?? { message: PAYMENT_UNAVAILABLE }
      }
      onPaid={onPaid}
      processing={processing}
      setProcessing={setProcessing}
      submitClassName="hidden md:block"
    />
  );

  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-32 sm:px-6 md:pb-16">
      <CheckoutSteps current="payment" />
      <h1 className="text-2xl font-bold text-slate-900">{t('checkout.payment.heading')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-label={t('checkout.payment.label')}
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
                  {t(TAB_LABEL_IDS[name])}
                </button>
                {/* The card panel stays mounted while another tab is open, so what was typed
                    in the card form (or Stripe's field) is still there on coming back. */}
                {open || name === PAYMENT_TABS[0] ? (
                  <div
                    id={`${id}-panel-${i}`}
                    hidden={!open}
                    className="px-1 pb-2 md:col-start-2 md:row-[1/6] md:px-0"
                  >
                    {PLACEHOLDERS[name] === null ? (
                      cardForm
                    ) : (
                      <p className="py-3 text-sm text-slate-600">{t(PLACEHOLDERS[name])}</p>
                    )}
                  </div>
                ) : null}
              </div>
            );
          })}
        </section>
        <div className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          {deliveryTo ? (
            <section
              aria-labelledby={`${id}-delivery`}
              className="rounded-xl border border-slate-200 bg-white p-4"
            >
              <div className="flex items-baseline justify-between gap-3">
                <h2 id={`${id}-delivery`} className="font-semibold text-slate-900">
                  {t('checkout.deliveringTo')}
                </h2>
                <Link
                  to={`/checkout-summary?${changeAddress}`}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('checkout.change')}
                </Link>
              </div>
              <AddressText address={deliveryTo} className="mt-2 block" />
            </section>
          ) : null}
          <PriceSummary
            symbol={summary.total_price.currency}
            amount={summary.total_price.amount}
            itemsCount={summary.items_count}
            tax={summary.tax}
          >
            {split ? (
              <DepositNote
                terms={checkout.terms}
                symbol={summary.total_price.currency}
                amount={payable}
                currency={summary.currency_code}
              />
            ) : null}
          </PriceSummary>
        </div>
      </div>
      {tab === PAYMENT_TABS[0] ? (
        <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-lg md:hidden">
          <span className="font-bold text-slate-900 tabular-nums">
            {split ? (
              <span className="block text-xs font-normal text-slate-600">
                {t('checkout.depositNow')}
              </span>
            ) : null}
            {total}
          </span>
          <button
            type="submit"
            form={`${id}-card`}
            disabled={processing}
            className="rounded-lg bg-brand-600 px-6 py-3 font-bold text-white disabled:opacity-60"
          >
            {processing ? t('checkout.processing') : t('checkout.payNow')}
          </button>
        </div>
      ) : null}
    </main>
  );
}

function AddressFirst({ checkout }: { checkout: CheckoutData }) {
  const t = useT();
  const back = paymentStepUrl(checkout.orderNow, null).split('?')[1];
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert" className="font-semibold text-amber-900">
        {t('checkout.addressFirst')}
      </p>
      <Link
        to={`/checkout-summary${back ? `?${back}` : ''}`}
        className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
      >
        {t('checkout.backToDelivery')}
      </Link>
    </main>
  );
}
