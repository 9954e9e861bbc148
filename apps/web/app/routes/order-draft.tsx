// /order-draft/:token: an order prepared by staff (docs/staff-orders.md), opened from its mailed
// link by a signed-in member of the company (a guest signs in first and comes back). It shows
// the lines and the goods' total at the agreed prices; "Pay by card" places it and pays with the
// checkout's own card form (the payment is then recorded as any order's), "Place on account"
// when the company has net terms. A used or expired link says so.
import { useState } from 'react';
import { data, useNavigate } from 'react-router';
import { formatPrice } from '@solestock/domain';
import type { BuyerDraftDto } from '@solestock/domain/back-office/draft-payloads';
import type { PaymentsConfig, PlacedOrderDto } from '@solestock/domain/order-payloads';
import type { Locale } from '@solestock/domain/locales';
import { shopTitle } from '../lib/brand';
import type { Route } from './+types/order-draft';
import { ApiError, apiJson } from '../lib/api';
import { guestToLogin, loginRedirect } from '../lib/shopper.server';
import { refusal } from '../lib/refusal';
import { useActionCall } from '../lib/use-action-call';
import { CardPaymentForm } from '../features/checkout/card-payment-form';
import { recordPaymentAction } from '../features/checkout/payments.server';
import {
  PAYMENT_UNAVAILABLE,
  type CardPaid,
  type PaymentStart,
} from '../features/checkout/card-payment';
import { translatorOf, useT } from '../i18n/i18n';
import { localeOfRequest } from '../i18n/page-redirect';
import { formatDate } from '../i18n/format';
import { useWords } from '../features/orders/order-words';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: shopTitle(translatorOf(loaderData?.locale ?? 'en')('orders.draft.title'), matches) },
  { name: 'robots', content: 'noindex' },
];

type Loaded = (
  | { ok: true; draft: BuyerDraftDto; provider: string; publishableKey?: string | undefined }
  | { ok: false; error: string }
) & { locale: Locale };

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<Loaded> {
  // The page's language, for its title (meta sees no basename).
  const locale = localeOfRequest(request);
  try {
    const draft = await apiJson<BuyerDraftDto>(
      context.api,
      `/ecommerce/order-drafts/${encodeURIComponent(params.token)}/?country_code=${context.country}`,
    );
    const payment = await apiJson<PaymentsConfig>(context.api, '/payments/config/')
      .then((c) => ({ provider: c.provider, publishableKey: c.publishable_key }))
      .catch(() => ({ provider: 'unavailable' }));
    return { ok: true, draft, ...payment, locale };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) guestToLogin(request, error);
    return { ok: false, error: refusal(error).error, locale };
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'record-payment') return recordPaymentAction(form, context.api);
  const onAccount = intent === 'place-on-account';
  try {
    const placed = await apiJson<PlacedOrderDto>(
      context.api,
      `/ecommerce/order-drafts/${encodeURIComponent(params.token)}/place/?country_code=${context.country}&without_payment=${onAccount}`,
      {
        method: 'POST',
        headers: { 'idempotency-key': `draft-${params.token.slice(0, 20)}-${onAccount}` },
      },
    );
    return { placed };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(request);
    const r = refusal(error);
    return data({ error: r.error }, { status: r.status });
  }
}

/**
 * Placing and recording leave the page's data alone: the link is used once the order exists, and
 * the card form on screen must stay to confirm the payment.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) {
  return formMethod ? false : defaultShouldRevalidate;
}

type PlaceAnswer = { placed: PlacedOrderDto } | { error: string };

export default function OrderDraftRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.ok)
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-bold">{t('orders.draft.title')}</h1>
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {loaderData.error}
        </p>
      </main>
    );
  return <DraftReview {...loaderData} />;
}

function DraftReview({
  draft,
  provider,
  publishableKey,
}: {
  draft: BuyerDraftDto;
  provider: string;
  publishableKey?: string | undefined;
}) {
  const { t, locale } = useWords();
  const navigate = useNavigate();
  const place = useActionCall<PlaceAnswer>();
  const record = useActionCall<{ recorded: boolean }>();
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const start = async (): Promise<PaymentStart> => {
    const answer = await place.call({ intent: 'pay-by-card' });
    if (answer && 'placed' in answer && answer.placed.payment_client_secret)
      return { orderId: answer.placed.order_id, secret: answer.placed.payment_client_secret };
    return { message: answer && 'error' in answer ? answer.error : PAYMENT_UNAVAILABLE };
  };
  const paid = async (card: CardPaid) => {
    const answer = await record.call({
      intent: 'record-payment',
      order_id: String(card.orderId),
      payment_intent: card.paymentIntentId,
    });
    setProcessing(false);
    if (answer?.recorded) void navigate(`/orders/${card.orderId}`);
    else setMessage(t('orders.draft.notRecorded'));
  };
  const onAccount = async () => {
    setMessage(null);
    const answer = await place.call({ intent: 'place-on-account' });
    if (answer && 'placed' in answer) void navigate(`/orders/${answer.placed.order_id}`);
    else setMessage(answer?.error ?? PAYMENT_UNAVAILABLE);
  };
  const money = (amount: string) => formatPrice(draft.symbol, Number(amount));

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-2xl font-bold">{t('orders.draft.title')}</h1>
        <p className="text-slate-700">
          {t('orders.draft.intro', {
            company: draft.company.name,
            date:
              locale === 'en'
                ? new Date(draft.expires_at).toUTCString().slice(0, 16)
                : formatDate(locale, draft.expires_at, { dateStyle: 'full', timeZone: 'UTC' }),
          })}
        </p>
      </div>
      <section aria-labelledby="draft-lines" className="rounded-xl border border-slate-200">
        <h2 id="draft-lines" className="sr-only">
          {t('orders.draft.lines')}
        </h2>
        <ul className="divide-y divide-slate-200">
          {draft.lines.map((l) => (
            <li
              key={`${l.product_id}`}
              className="flex flex-wrap justify-between gap-2 p-3 text-sm"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-semibold">{l.product_name}</span>{' '}
                <span className="text-slate-600">
                  {t('orders.draft.line', {
                    colour: l.color,
                    size: l.size || t('orders.oneSize'),
                    count: l.quantity,
                    price: money(l.converted_unit_price),
                  })}
                </span>
              </span>
              <span className="font-semibold tabular-nums">{money(l.line_total)}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-slate-200 p-3 font-bold">
          <span>{t('orders.draft.goods', { count: draft.pairs })}</span>
          <span className="tabular-nums" data-testid="draft-goods-total">
            {money(draft.goods_total.amount)}
          </span>
        </p>
      </section>
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      {paying ? (
        <section aria-labelledby="draft-pay" className="space-y-3">
          <h2 id="draft-pay" className="font-semibold">
            {t('orders.draft.payByCard')}
          </h2>
          <CardPaymentForm
            formId="draft-card"
            provider={provider}
            publishableKey={publishableKey}
            start={start}
            onPaid={(card) => void paid(card)}
            processing={processing}
            setProcessing={setProcessing}
          />
        </section>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setPaying(true)}
            className="rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
          >
            {t('orders.draft.payByCard')}
          </button>
          {draft.net_terms ? (
            <button
              type="button"
              onClick={() => void onAccount()}
              className="rounded-lg border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-50"
            >
              {t('orders.draft.placeOnAccount')}
            </button>
          ) : null}
        </div>
      )}
    </main>
  );
}
