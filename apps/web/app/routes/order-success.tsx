// /order-success?order_id=&name= (001 §2): without an order id, straight on to /order-failure.
import { redirect } from 'react-router';
import type { Route } from './+types/order-success';
import { OrderSuccessScreen } from '../features/checkout/order-result-screens';

export const meta: Route.MetaFunction = () => [
  { title: 'Order Submitted | Solestock' },
  { name: 'robots', content: 'noindex' },
];

export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const orderId = Number(search.get('order_id'));
  // A redirect response replaces the history entry, as 001 §2 asks.
  if (!Number.isInteger(orderId) || orderId < 1) throw redirect('/order-failure');
  return { orderId, paymentIntentId: search.get('payment_intent') };
}

export default function OrderSuccessRoute({ loaderData }: Route.ComponentProps) {
  return (
    <OrderSuccessScreen orderId={loaderData.orderId} paymentIntentId={loaderData.paymentIntentId} />
  );
}
