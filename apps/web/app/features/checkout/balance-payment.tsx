// "Pay Now" for a confirmed order's balance (docs/api.md, back office, "Orders"): POST pay-balance gives the
// intent, then the checkout's own card form confirms it and the payment record lets the server
// verify it. The order page (routes/order.tsx) places this in the order's balance block; its
// action asks for the intent and records the payment (payments.server.ts), the card itself is
// confirmed with the processor in the browser.
import { useEffect, useId, useRef, useState } from 'react';
import { formatPrice, fromMinorUnits } from '@solestock/domain';
import type { BalanceIntentDto } from '@solestock/domain/order-payloads';
import { useActionCall } from '../../lib/use-action-call';
import { PAYMENT_UNAVAILABLE, type CardPaid } from './card-payment';
import { CardPaymentForm } from './card-payment-form';
import { useT } from '../../i18n/i18n';
import { cartEn } from '../../i18n/catalogues/areas/cart.en';
import { paymentMessage } from './payment-messages';

export { NOTHING_DUE } from './card-payment';
/** The sentence of a card accepted but not recorded, in English (the catalogue's). */
export const BALANCE_NOT_RECORDED = cartEn['checkout.balance.notRecorded'];

type Step =
  | { name: 'idle' }
  | { name: 'starting' }
  | { name: 'card'; intent: BalanceIntentDto }
  | { name: 'recording'; paid: CardPaid }
  | { name: 'not-recorded'; paid: CardPaid }
  | { name: 'recorded' };

/** The order action's answer to pay-balance: the intent, or the sentence to show. */
export type BalanceStart = { intent: BalanceIntentDto } | { message: string; nothingDue?: true };

export function BalancePayment({
  symbol,
  provider,
  publishableKey,
  onPaid,
}: {
  /** The order's currency symbol: the amount itself is the one pay-balance asks for. */
  symbol: string;
  provider: string;
  publishableKey?: string | undefined;
  /** The balance is paid and recorded (or found to be nothing): reload the order. */
  onPaid: () => void;
}) {
  const t = useT();
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [message, setMessage] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const payBalance = useActionCall<BalanceStart>();
  const recordCall = useActionCall<{ recorded: boolean }>();

  // Keyboard and screen-reader users land on the card form when it opens.
  const cardOpen = step.name === 'card';
  useEffect(() => {
    if (cardOpen) cardHeading.current?.focus();
  }, [cardOpen]);

  const start = async () => {
    setMessage(null);
    setStep({ name: 'starting' });
    const started = (await payBalance.call({ intent: 'pay-balance' })) ?? {
      message: PAYMENT_UNAVAILABLE,
    };
    if ('intent' in started) return setStep({ name: 'card', intent: started.intent });
    setStep({ name: 'idle' });
    setMessage(paymentMessage(started.message, t));
    if (started.nothingDue) onPaid();
  };

  const record = async (paid: CardPaid) => {
    setStep({ name: 'recording', paid });
    const answer = await recordCall.call({
      intent: 'record-payment',
      order_id: String(paid.orderId),
      payment_intent: paid.paymentIntentId,
    });
    if (answer?.recorded) {
      setStep({ name: 'recorded' });
      onPaid();
    } else {
      setStep({ name: 'not-recorded', paid });
    }
    setProcessing(false);
  };

  const cancel = () => {
    setStep({ name: 'idle' });
    setMessage(null);
    // Back to the button that opened the form.
    requestAnimationFrame(() => payButton.current?.focus());
  };

  if (step.name === 'recorded') {
    return (
      <p role="status" className="font-semibold text-brand-900">
        {t('checkout.balance.paid')}
      </p>
    );
  }
  if (step.name === 'recording' || step.name === 'not-recorded') {
    const failed = step.name === 'not-recorded';
    return (
      <div className="space-y-3">
        <p
          role={failed ? 'alert' : 'status'}
          className={
            failed
              ? 'rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800'
              : 'text-sm text-slate-700'
          }
        >
          {failed ? t('checkout.balance.notRecorded') : t('checkout.balance.recording')}
        </p>
        {failed ? (
          <button
            type="button"
            onClick={() => void record(step.paid)}
            className="rounded-lg bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700"
          >
            {t('checkout.balance.tryAgain')}
          </button>
        ) : null}
      </div>
    );
  }
  if (step.name === 'card') {
    const { intent } = step;
    return (
      <section aria-labelledby={`${id}-heading`} className="space-y-4">
        <h3
          id={`${id}-heading`}
          ref={cardHeading}
          tabIndex={-1}
          className="font-semibold text-slate-900 focus:outline-none"
        >
          {t('checkout.balance.payByCard', {
            amount: formatPrice(symbol, fromMinorUnits(intent.amount, intent.currency)),
          })}
        </h3>
        <CardPaymentForm
          formId={`${id}-card`}
          provider={provider}
          publishableKey={publishableKey}
          // The intent pay-balance gave; a declined card is tried again on the same one.
          start={() =>
            Promise.resolve({ orderId: intent.order_id, secret: intent.payment_client_secret })
          }
          onPaid={(paid) => void record(paid)}
          processing={processing}
          setProcessing={setProcessing}
        />
        <button
          type="button"
          onClick={cancel}
          disabled={processing}
          className="w-full rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {t('checkout.balance.cancel')}
        </button>
      </section>
    );
  }
  const starting = step.name === 'starting';
  return (
    <div className="space-y-3">
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <button
        ref={payButton}
        type="button"
        onClick={() => void start()}
        disabled={starting}
        aria-busy={starting}
        className="w-full rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
      >
        {starting ? t('checkout.balance.preparing') : t('checkout.payNow')}
      </button>
    </div>
  );
}
