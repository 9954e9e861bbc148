// Order success and order failure (001 §2, §4): success records the card payment first when the
// order was paid by card, then confirms; failure tells the shopper about the refund. The record
// is posted to the route's action (payments.server.ts).
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { addressOneLine, type DeliveryAddress } from '@solestock/domain/company';
import { useT } from '../../i18n/i18n';

function HelpLine() {
  const t = useT();
  return (
    <p className="mt-10 text-sm text-slate-600">
      {t('checkout.needHelp')}{' '}
      <Link to="/help-center" className="font-semibold text-brand-700 hover:underline">
        {t('checkout.contactUs')}
      </Link>
    </p>
  );
}

export function OrderSuccessScreen({
  orderId,
  paymentIntentId,
  deliveryAddress,
}: {
  orderId: number;
  paymentIntentId: string | null;
  /**
   * The order's delivery address (decision 146): the chosen one is named; null (no address
   * book) keeps the specs' sample text; undefined (the order could not be read) names none.
   */
  deliveryAddress?: DeliveryAddress | null | undefined;
}) {
  const t = useT();
  const record = useFetcher<{ recorded: boolean }>();
  const answer = record.state === 'idle' ? record.data : undefined;
  const state = !paymentIntentId
    ? 'confirmed'
    : answer === undefined
      ? 'processing'
      : answer.recorded
        ? 'confirmed'
        : 'failed';

  // Recording the payment is what empties the cart on the server, and it happens after this page
  // (and the header's badge) loaded: the action's post reloads the loaders, the badge among them
  // (issue 28.10).
  useEffect(() => {
    if (!paymentIntentId) return;
    void record.submit(
      { intent: 'record-payment', order_id: String(orderId), payment_intent: paymentIntentId },
      { method: 'post' },
    );
    // Once per order and intent: the fetcher changes identity while it runs, and must not record
    // the payment again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, paymentIntentId]);

  if (state !== 'confirmed') {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
        <span
          aria-hidden="true"
          className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        />
        <p role="status" className="mt-4 text-slate-700">
          {state === 'processing'
            ? t('checkout.success.processing')
            : t('checkout.success.notConfirmed')}
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-3xl text-brand-700"
      >
        ✓
      </div>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{t('checkout.success.heading')}</h1>
      <p className="mt-4 text-slate-700">{t('checkout.success.text')}</p>
      <p className="mt-4 font-semibold text-slate-900">
        {t('checkout.success.orderId')} <span data-testid="order-id">{orderId}</span>
      </p>
      {/* Only an address the buyer gave: never the specs' sample (issue 41.14). */}
      {deliveryAddress ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="delivering-to">
          {t('checkout.success.deliveringTo', { address: addressOneLine(deliveryAddress) })}
        </p>
      ) : null}
      <Link
        to={`/orders/${orderId}`}
        className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-bold tracking-wide text-white hover:bg-brand-700"
      >
        {t('checkout.success.orderDetails')}
      </Link>
      <HelpLine />
    </main>
  );
}

export function OrderFailureScreen() {
  const t = useT();
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-red-100 text-3xl text-red-700"
      >
        !
      </div>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{t('checkout.failure.heading')}</h1>
      <p className="mt-4 text-slate-700">
        {t('checkout.failure.text', { days: t('checkout.failure.refundDays') })}
      </p>
      <Link
        to="/cart"
        className="mt-8 inline-block rounded-lg border-2 border-brand-600 px-6 py-3 font-bold text-brand-700 hover:bg-brand-50"
      >
        {t('checkout.failure.backToCart')}
      </Link>
      <HelpLine />
    </main>
  );
}
