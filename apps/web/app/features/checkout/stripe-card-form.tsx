// The card form when Stripe takes the payments (/payments/config/ answers "stripe"): Stripe
// Elements' card field lives in Stripe's iframe, so card numbers never reach this shop. The
// payment screen imports this file lazily and only in that case; Stripe.js itself is fetched from
// js.stripe.com only when this form mounts (the `pure` entry does not load it on import). The
// built-in test card form stays the default and needs none of this.
import { useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { StripeElementLocale } from '@stripe/stripe-js';
import type { Locale } from '@solestock/domain/locales';
import { useLocale, useT } from '../../i18n/i18n';
import {
  NAME_REQUIRED,
  PAYMENT_UNAVAILABLE,
  type CardPaid,
  type StartPayment,
} from './card-payment';
import { paymentMessage } from './payment-messages';

/** Stripe's own words in its card field (placeholders, its messages) in the page's language. */
const STRIPE_LOCALE = { ja: 'ja', 'zh-CN': 'zh' } as const satisfies Record<
  Exclude<Locale, 'en'>,
  StripeElementLocale
>;

export interface StripeCardFormProps {
  formId: string;
  publishableKey: string;
  /** Gets the intent on submit (checkout places the order; an order's balance asks for it). */
  start: StartPayment;
  processing: boolean;
  setProcessing: (processing: boolean) => void;
  onPaid: (paid: CardPaid) => void;
  inputClassName: string;
  submitClassName: string;
  submitLabel: string;
}

/** One Stripe.js per key for the page's lifetime, as Stripe asks. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export default function StripeCardForm(props: StripeCardFormProps) {
  const locale = useLocale();
  // English pages keep Stripe's default (no options), as before.
  const options = locale === 'en' ? undefined : { locale: STRIPE_LOCALE[locale] };
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={options}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({
  formId,
  start,
  processing,
  setProcessing,
  onPaid,
  inputClassName,
  submitClassName,
  submitLabel,
}: StripeCardFormProps) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  const [ready, setReady] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!name.trim()) return setMessage(paymentMessage(NAME_REQUIRED, t));
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return setMessage(paymentMessage(PAYMENT_UNAVAILABLE, t));

    setProcessing(true);
    const placed = await start();
    if ('message' in placed) {
      setProcessing(false);
      return setMessage(paymentMessage(placed.message, t));
    }
    // Stripe.js runs 3D Secure in its own dialog when the bank asks for it.
    const result = await stripe.confirmCardPayment(placed.secret, {
      payment_method: { card, billing_details: { name: name.trim() } },
    });
    if (result.error) {
      setProcessing(false);
      return setMessage(result.error.message ?? paymentMessage(PAYMENT_UNAVAILABLE, t));
    }
    if (result.paymentIntent.status !== 'succeeded') {
      // The webhook marks the order paid when Stripe settles it.
      setProcessing(false);
      return setMessage(t('checkout.card.stripeProcessing'));
    }
    onPaid({ orderId: placed.orderId, paymentIntentId: result.paymentIntent.id, name });
  };

  return (
    <form id={formId} onSubmit={(e) => void pay(e)} noValidate className="space-y-4">
      <div>
        <span id={`${formId}-card-label`} className="text-sm font-medium text-slate-800">
          {t('checkout.card.details')}
        </span>
        <div
          role="group"
          aria-labelledby={`${formId}-card-label`}
          aria-busy={!ready}
          className="mt-1 rounded-lg border border-slate-300 px-3 py-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600"
        >
          <CardElement
            onReady={() => setReady(true)}
            options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
          />
          {ready ? null : (
            <p className="text-sm text-slate-500">{t('checkout.card.loadingField')}</p>
          )}
        </div>
      </div>
      <div>
        <label htmlFor={`${formId}-name`} className="text-sm font-medium text-slate-800">
          {t('checkout.card.name')}
        </label>
        <input
          id={`${formId}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="cc-name"
          className={inputClassName}
        />
      </div>
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={processing || !stripe}
        aria-busy={processing}
        className={submitClassName}
      >
        {processing ? t('checkout.processing') : submitLabel}
      </button>
    </form>
  );
}
