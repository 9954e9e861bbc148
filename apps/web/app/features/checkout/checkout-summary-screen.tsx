// Checkout step 2, Delivery (001 §2): the delivery address, price details, 'Continue To Payment',
// and 'Submit Order' (an order without payment). The address is picked from the company's book
// (decision 146); a buyer whose company has none sees the specs' sample address list. Submit
// Order and the address book's changes are forms posted to the route's action (they work without
// JavaScript); the action places the order and redirects to the success screen.
import { useEffect, useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { CHECKOUT_FAILURE_REDIRECT_MS } from '@solestock/domain';
import type { CheckoutData } from '../../lib/checkout.server';
import { clearOrderNow, orderNowSearch } from '../../lib/order-now';
import type { CompanyActionResult } from '../company/company-actions.server';
import { CheckoutSteps } from '../cart/checkout-steps';
import { SAMPLE_ADDRESSES } from '../cart/cart-texts';
import { PriceSummary } from '../cart/price-summary';
import { AddressBook } from '../company/address-book';
import { DepositNote } from './deposit-note';
import { CheckoutGoods } from './checkout-goods';
import { useT } from '../../i18n/i18n';

export function CheckoutLoadError({ message }: { message: string }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/cart'), CHECKOUT_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert" className="font-semibold text-red-800">
        {t('checkout.loadError')} {message}
      </p>
    </main>
  );
}

/** The payment step's URL: the ORDER NOW detail and the chosen delivery address travel in it. */
export function paymentStepUrl(orderNow: CheckoutData['orderNow'], addressId: number | null) {
  const query = new URLSearchParams(orderNow ? orderNowSearch(orderNow).slice(1) : '');
  if (addressId !== null) query.set('address_id', String(addressId));
  const search = query.toString();
  return `/checkout/payment-method${search ? `?${search}` : ''}`;
}

/**
 * 001 §2's sample address list, shown to a buyer with no address as what it is: an example, in a
 * dashed box, that cannot be chosen (issue 41.14: an order once went to it). The buyer adds their
 * own with "+ Add New Address".
 */
function SampleAddresses() {
  // What a buyer with no address is told (issue 41.14): the sample is not theirs.
  const t = useT();
  return (
    <div className="mt-4">
      <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t('checkout.noAddressYet')}
      </p>
      <figure className="mt-3 rounded-lg border border-dashed border-slate-300 p-3 text-slate-500">
        <figcaption className="text-xs font-semibold tracking-wide uppercase">
          {t('checkout.sampleCaption')}
        </figcaption>
        <ul className="mt-2 space-y-2 text-sm">
          {SAMPLE_ADDRESSES.map((address) => (
            <li key={address.name}>
              <span className="block font-semibold">{address.name}</span>
              <span className="block">{address.lines.join(', ')}</span>
              <span className="block">{address.phone}</span>
            </li>
          ))}
        </ul>
      </figure>
    </div>
  );
}

/**
 * The Delivery step's address (decision 146): the company's book to pick from, where any member
 * may add an address (admins also edit and remove); a company with none still shows the specs'
 * sample, with a working "+ Add New Address".
 */
export function DeliveryAddressStep({
  checkout,
  addressId,
  onPick,
  result,
}: {
  checkout: CheckoutData;
  addressId: number | null;
  onPick: (id: number | null) => void;
  /** The answer to the address book's last post (the route's action). */
  result?: CompanyActionResult | undefined;
}) {
  const t = useT();
  const addresses = checkout.book?.addresses ?? [];
  const status = result?.ok ? result.message : '';
  return (
    <section
      aria-labelledby="address-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="address-heading" className="font-semibold text-slate-900">
        {t('checkout.deliveryAddress')}
      </h2>
      <p role="status" aria-live="polite" className="mt-2 text-sm text-brand-900 empty:hidden">
        {status}
      </p>
      {checkout.book === null ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('checkout.bookUnreadable')}
        </p>
      ) : null}
      <AddressBook
        addresses={addresses}
        canEdit={checkout.book?.can_edit ?? false}
        defaultCountry={checkout.country}
        picking={{ selectedId: addressId, onSelect: onPick }}
        empty={<SampleAddresses />}
        result={result}
      />
    </section>
  );
}

export function CheckoutSummaryScreen({
  checkout,
  idempotencyKey,
  result,
  placeRefusal,
}: {
  checkout: CheckoutData;
  /** One per visit (the loader's): a second press of Submit Order returns the first order. */
  idempotencyKey: string;
  result?: CompanyActionResult | undefined;
  /** Why Submit Order was refused here (409 deposit_required, docs/credit-control.md). */
  placeRefusal?: string | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [addressId, setAddressId] = useState(checkout.addressId ?? null);
  // Once per answer of the address book: a new address is the one the buyer means; a removed
  // choice falls back to the default. The book is the one the loader read after the post.
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    const addresses = checkout.book?.addresses ?? [];
    if (result?.ok && result.added !== undefined) setAddressId(result.added);
    else if (result?.ok && !addresses.some((a) => a.id === addressId))
      setAddressId(addresses.find((a) => a.is_default)?.id ?? addresses[0]?.id ?? null);
  }
  // Until the success screen has loaded: the post, then the redirect.
  const submitting =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place-order';
  if (checkout.loadError) return <CheckoutLoadError message={checkout.loadError} />;
  const { summary, orderNow } = checkout;
  // No order is placed to an address the buyer never gave (issue 41.14): both ways on wait for one.
  const noAddress = addressId === null;
  // A member whose group gives net days places the order on account (decision 151).
  const onAccount = (checkout.terms?.net_days ?? 0) > 0;

  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
      <CheckoutSteps current="delivery" />
      <h1 className="text-2xl font-bold text-slate-900">{t('checkout.delivery.heading')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <DeliveryAddressStep
            checkout={checkout}
            addressId={addressId}
            onPick={setAddressId}
            result={result}
          />
          {checkout.goods ? <CheckoutGoods goods={checkout.goods} /> : null}
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <PriceSummary
            symbol={summary.total_price.currency}
            amount={summary.total_price.amount}
            itemsCount={summary.items_count}
            tax={summary.tax}
          >
            <div className="space-y-3">
              <DepositNote
                terms={checkout.terms}
                symbol={summary.total_price.currency}
                amount={summary.tax?.total_with_tax ?? summary.total_price.amount}
                currency={summary.currency_code}
              />
              {noAddress ? (
                <>
                  <p id="address-first" className="text-sm font-medium text-amber-900">
                    {/* Why Continue To Payment and Submit Order wait (issue 41.14). */}
                    {t('checkout.addressFirst')}
                  </p>
                  <button
                    type="button"
                    disabled
                    aria-describedby="address-first"
                    className="block w-full rounded-lg bg-slate-300 px-4 py-3 text-center font-bold text-white"
                  >
                    {t('checkout.continueToPayment')}
                  </button>
                </>
              ) : (
                <Link
                  to={paymentStepUrl(orderNow, addressId)}
                  className="block rounded-lg bg-brand-600 px-4 py-3 text-center font-bold text-white hover:bg-brand-700"
                >
                  {t('checkout.continueToPayment')}
                </Link>
              )}
              {placeRefusal ? (
                <p
                  role="alert"
                  className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
                  data-testid="place-refusal"
                >
                  {placeRefusal}
                </p>
              ) : null}
              <Form method="post" onSubmit={clearOrderNow}>
                <input type="hidden" name="intent" value="place-order" />
                <input type="hidden" name="idempotency_key" value={idempotencyKey} />
                {addressId === null ? null : (
                  <input type="hidden" name="address_id" value={addressId} />
                )}
                <button
                  type="submit"
                  disabled={submitting || noAddress}
                  aria-describedby={noAddress ? 'address-first' : undefined}
                  className="block w-full rounded-lg border-2 border-brand-600 px-4 py-3 font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                >
                  {submitting
                    ? t('checkout.submitting')
                    : onAccount
                      ? t('checkout.onAccount', { days: checkout.terms!.net_days })
                      : t('checkout.submitOrder')}
                </button>
              </Form>
            </div>
          </PriceSummary>
        </div>
      </div>
    </main>
  );
}
