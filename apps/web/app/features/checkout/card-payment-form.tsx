// The card form of 001 §2 (card number, name on card, expiry, CVV, 'Pay Now'), shared by checkout's
// PAYMENTS step and an order's balance: the built-in test card processor's form by default,
// Stripe Elements when /payments/config/ says stripe. What is being paid for comes from `start`.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { payByCard, type CardDetails, type CardPaid, type StartPayment } from './card-payment';
import { useT } from '../../i18n/i18n';
import { paymentMessage } from './payment-messages';

// Stripe Elements only when Stripe takes the payments: its code is a separate chunk, fetched in
// the browser after the form mounts, so the default test card path never loads it.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

const noSubscription = () => () => {};

export const CARD_INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none';

export interface CardPaymentFormProps {
  /** The form's id: a button elsewhere on the page may submit it with `form={formId}`. */
  formId: string;
  provider: string;
  publishableKey?: string | undefined;
  /** Called on submit, once the card fields pass their checks: the intent to confirm. */
  start: StartPayment;
  /** The processor accepted the card; the payment is still to be recorded. */
  onPaid: (paid: CardPaid) => void;
  processing: boolean;
  setProcessing: (processing: boolean) => void;
  /** The submit button's classes: checkout hides it below 768 px, where its fixed bar submits. */
  submitClassName?: string;
  /** The submit button's words when not processing. */
  submitLabel?: string;
}

const SUBMIT_CLASS =
  'w-full rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60';

export function CardPaymentForm(props: CardPaymentFormProps) {
  const t = useT();
  // False while rendering on the server and hydrating, true after: Stripe.js is browser-only.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (props.provider !== 'stripe') return <TestCardForm {...props} />;
  if (!props.publishableKey) {
    return (
      <p role="alert" className="py-3 text-sm font-medium text-red-800">
        {t('checkout.card.unavailable')}
      </p>
    );
  }
  const loading = (
    <p aria-live="polite" className="py-3 text-sm text-slate-600">
      {t('checkout.card.loadingForm')}
    </p>
  );
  if (!mounted) return loading;
  return (
    <Suspense fallback={loading}>
      <StripeCardForm
        formId={props.formId}
        publishableKey={props.publishableKey}
        start={props.start}
        processing={props.processing}
        setProcessing={props.setProcessing}
        onPaid={props.onPaid}
        inputClassName={CARD_INPUT_CLASS}
        submitClassName={`${SUBMIT_CLASS} ${props.submitClassName ?? ''}`}
        submitLabel={props.submitLabel ?? t('checkout.payNow')}
      />
    </Suspense>
  );
}

function TestCardForm({
  formId: id,
  provider,
  start,
  onPaid,
  processing,
  setProcessing,
  submitClassName = '',
  submitLabel,
}: CardPaymentFormProps) {
  const t = useT();
  const [card, setCard] = useState<CardDetails>({ number: '', name: '', expiry: '', cvc: '' });
  const [message, setMessage] = useState<string | null>(null);

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setProcessing(true);
    const outcome = await payByCard(provider, card, start);
    if (outcome.ok) {
      // The owner moves on (a new screen, or the paid balance); processing stays on till then.
      onPaid(outcome);
      return;
    }
    setProcessing(false);
    setMessage(paymentMessage(outcome.message, t));
  };
  const field = (name: keyof CardDetails) => ({
    value: card[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setCard((c) => ({ ...c, [name]: e.target.value })),
  });

  return (
    <form id={id} onSubmit={(e) => void pay(e)} noValidate className="space-y-4">
      <div>
        <label htmlFor={`${id}-number`} className="text-sm font-medium text-slate-800">
          {t('checkout.card.number')}
        </label>
        <input
          id={`${id}-number`}
          {...field('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          className={CARD_INPUT_CLASS}
        />
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
          {t('checkout.card.name')}
        </label>
        <input
          id={`${id}-name`}
          {...field('name')}
          autoComplete="cc-name"
          className={CARD_INPUT_CLASS}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-expiry`} className="text-sm font-medium text-slate-800">
            {t('checkout.card.expiry')}
          </label>
          <input
            id={`${id}-expiry`}
            {...field('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('checkout.card.expiryPlaceholder')}
            className={CARD_INPUT_CLASS}
          />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="text-sm font-medium text-slate-800">
            {t('checkout.card.cvv')}
          </label>
          <input
            id={`${id}-cvc`}
            {...field('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            className={CARD_INPUT_CLASS}
          />
        </div>
      </div>
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">{t('checkout.card.testCard')}</p>
      <button
        type="submit"
        disabled={processing}
        aria-busy={processing}
        className={`${SUBMIT_CLASS} ${submitClassName}`}
      >
        {processing ? t('checkout.processing') : (submitLabel ?? t('checkout.payNow'))}
      </button>
    </form>
  );
}
