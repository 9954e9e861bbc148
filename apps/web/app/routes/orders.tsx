// /orders: the shopper's own orders, newest first (the header's and My account's Dashboard).
import type { Route } from './+types/orders';
import { shopTitle } from '../lib/brand';
import { apiJson } from '../lib/api';
import type { OrderSummaryDto, OrdersDto } from '@solestock/domain/order-payloads';
import { guestToLogin } from '../lib/shopper.server';
import { OrdersList } from '../features/orders/order-views';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: shopTitle('My Orders', matches) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    // Without their lines (docs/api.md): the list shows none, and an order can have thousands.
    return await apiJson<OrdersDto<OrderSummaryDto>>(context.api, '/ecommerce/orders/?lines=none');
  } catch (error) {
    guestToLogin(request, error);
  }
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersList orders={loaderData?.orders ?? []} />;
}
