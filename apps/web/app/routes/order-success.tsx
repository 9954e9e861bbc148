// /order-success?order_id=&name= (001 §2): without an order id, straight on to /order-failure.
import type { Route } from './+types/order-success';
import { OrderSuccessScreen } from '../features/checkout/order-result-screens';
import { apiJson } from '../lib/api';
import { recordPaymentAction } from '../features/checkout/payments.server';
import type { OrderDto } from '@solestock/domain/order-payloads';
import { localeOfRequest, redirectInLanguage } from '../i18n/page-redirect';
import { checkoutMeta } from '../features/checkout/checkout-meta';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  checkoutMeta('checkout.title.success', loaderData?.locale, matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const orderId = Number(search.get('order_id'));
  // A redirect response replaces the history entry, as 001 §2 asks.
  if (!Number.isInteger(orderId) || orderId < 1)
    throw redirectInLanguage(request, '/order-failure');
  // Where it goes (decision 146): the order's own copy of the chosen address; null when the
  // buyer had none (the specs' sample text then), undefined when the order cannot be read.
  const order = await apiJson<OrderDto>(context.api, `/ecommerce/orders/${orderId}/`).catch(
    () => null,
  );
  return {
    orderId,
    paymentIntentId: search.get('payment_intent'),
    deliveryAddress: order ? (order.delivery_address ?? null) : undefined,
    locale: localeOfRequest(request),
  };
}

/** The card payment's record, posted by the screen once it has loaded (001 §4). */
export async function action({ request, context }: Route.ActionArgs) {
  return recordPaymentAction(await request.formData(), context.api);
}

export default function OrderSuccessRoute({ loaderData }: Route.ComponentProps) {
  return (
    <OrderSuccessScreen
      orderId={loaderData.orderId}
      paymentIntentId={loaderData.paymentIntentId}
      deliveryAddress={loaderData.deliveryAddress}
    />
  );
}
