// /orders: the shopper's own orders, newest first (the header's and My account's Dashboard).
import type { Route } from './+types/orders';
import { apiJson } from '../lib/api';
import type { Order } from '../lib/cart-types';
import { guestToLogin } from '../lib/shopper.server';
import { OrdersList } from '../features/orders/order-views';

export const meta: Route.MetaFunction = () => [
  { title: 'My Orders | Solestock' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return await apiJson<{ count: number; orders: Order[] }>(context.api, '/ecommerce/orders/');
  } catch (error) {
    guestToLogin(request, error);
  }
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersList orders={loaderData?.orders ?? []} />;
}
