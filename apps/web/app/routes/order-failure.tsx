// /order-failure (001 §2).
import type { Route } from './+types/order-failure';
import { shopTitle } from '../lib/brand';
import { OrderFailureScreen } from '../features/checkout/order-result-screens';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: shopTitle('Order Failed', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function OrderFailureRoute() {
  return <OrderFailureScreen />;
}
