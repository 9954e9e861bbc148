// /checkout-summary (001 §2, step 2 'Delivery'): totals of the cart or of the ORDER NOW product.
// Its action places the order without payment (Submit Order) and keeps the address book.
import { data } from 'react-router';
import { ApiError } from '../lib/api';
import { refusal } from '../lib/refusal';
import type { Route } from './+types/checkout-summary';
import { loadCheckout } from '../lib/checkout.server';
import { orderNowFromSearch } from '../lib/order-now';
import { CheckoutSummaryScreen } from '../features/checkout/checkout-summary-screen';
import { newIdempotencyKey, placeOrder } from '../features/checkout/place-order.server';
import { ADDRESS_INTENTS, companyAction } from '../features/company/company-actions.server';
import { localeOfRequest, redirectInLanguage } from '../i18n/page-redirect';
import { checkoutMeta } from '../features/checkout/checkout-meta';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  checkoutMeta('checkout.title.delivery', loaderData?.locale, matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const checkout = await loadCheckout(request, context, true);
  return { checkout, idempotencyKey: newIdempotencyKey(), locale: localeOfRequest(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'place-order')
    return companyAction(form, context.api, ADDRESS_INTENTS, localeOfRequest(request));
  // ORDER NOW's detail is in the page's address, which the form posts back to.
  const orderNow = orderNowFromSearch(new URL(request.url).searchParams);
  const addressId = Number(form.get('address_id')) || null;
  const key = String(form.get('idempotency_key') ?? '') || newIdempotencyKey();
  try {
    const placed = await placeOrder(context.api, context.country, orderNow, true, key, addressId);
    return redirectInLanguage(request, `/order-success?order_id=${placed.order_id}`);
  } catch (error) {
    // Deposits enforced (docs/credit-control.md): the refusal is said here, where the buyer can
    // pay the deposit instead, not on the failure screen.
    const refused = error instanceof ApiError ? refusal(error) : null;
    if (refused?.code === 'deposit_required')
      return data({ intent: 'place-order' as const, error: refused.error }, { status: 409 });
    // 001 §8: a failed direct submit goes to /order-success without an order id.
    console.error('order submit failed', error);
    return redirectInLanguage(request, '/order-success');
  }
}

export default function CheckoutSummaryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutSummaryScreen
      checkout={loaderData.checkout}
      idempotencyKey={loaderData.idempotencyKey}
      result={actionData && 'ok' in actionData ? actionData : undefined}
      placeRefusal={actionData && !('ok' in actionData) ? actionData.error : undefined}
    />
  );
}
