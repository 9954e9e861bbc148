// /checkout/payment-method (001 §2, step 3 'PAYMENTS'): the totals and which processor pays.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/payment-method';
import { apiJson } from '../lib/api';
import { loadCheckout } from '../lib/checkout.server';
import { orderNowFromSearch } from '../lib/order-now';
import { PaymentMethodScreen } from '../features/checkout/payment-method-screen';
import { newIdempotencyKey } from '../features/checkout/place-order.server';
import { placeForPayment } from '../features/checkout/payments.server';
import type { PaymentsConfig } from '@solestock/domain/order-payloads';
import { checkoutMeta } from '../features/checkout/checkout-meta';
import { localeOfRequest } from '../i18n/page-redirect';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  checkoutMeta('checkout.title.payment', loaderData?.locale, matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const [checkout, config] = await Promise.all([
    loadCheckout(request, context),
    apiJson<PaymentsConfig>(context.api, '/payments/config/').catch(() => ({
      provider: 'unavailable',
      publishable_key: undefined,
    })),
  ]);
  return {
    checkout,
    provider: config.provider,
    publishableKey: config.publishable_key,
    idempotencyKey: newIdempotencyKey(),
    locale: localeOfRequest(request),
  };
}

/**
 * Pay Now's first step: places the order for payment and answers its id and the intent's client
 * secret (or the sentence to show); the card is then confirmed with the processor in the browser.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // ORDER NOW's detail is in the page's address, which the form posts back to.
  const orderNow = orderNowFromSearch(new URL(request.url).searchParams);
  const addressId = Number(form.get('address_id')) || null;
  const key = String(form.get('idempotency_key') ?? '') || newIdempotencyKey();
  return placeForPayment(context.api, context.country, orderNow, key, addressId);
}

// Pay Now placed the order and the card is being paid: the page stays as it is (read again, the
// emptied cart would send it back to /cart).
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'place-for-payment' ? false : defaultShouldRevalidate;
}

export default function PaymentMethodRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentMethodScreen
      checkout={loaderData.checkout}
      provider={loaderData.provider}
      publishableKey={loaderData.publishableKey}
      idempotencyKey={loaderData.idempotencyKey}
    />
  );
}
