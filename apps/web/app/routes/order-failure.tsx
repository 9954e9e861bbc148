// /order-failure (001 §2).
import type { Route } from './+types/order-failure';
import { OrderFailureScreen } from '../features/checkout/order-result-screens';

export const meta: Route.MetaFunction = () => [
  { title: 'Order Failed | Solestock' },
  { name: 'robots', content: 'noindex' },
];

export default function OrderFailureRoute() {
  return <OrderFailureScreen />;
}
