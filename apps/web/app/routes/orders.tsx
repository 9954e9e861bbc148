// /orders: the shopper's own orders, newest first (the header's and My account's Dashboard).
import type { Route } from './+types/orders';
import { shopTitle } from '../lib/brand';
import { apiJson } from '../lib/api';
import type { OrderSummaryDto, OrdersDto } from '@solestock/domain/order-payloads';
import { guestToLogin } from '../lib/shopper.server';
import { OrdersList } from '../features/orders/order-views';
import { translatorOf } from '../i18n/i18n';
import { localeOfRequest } from '../i18n/page-redirect';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: shopTitle(translatorOf(loaderData?.locale ?? 'en')('orders.title'), matches) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    // Without their lines (docs/api.md): the list shows none, and an order can have thousands.
    const { orders } = await apiJson<OrdersDto<OrderSummaryDto>>(
      context.api,
      '/ecommerce/orders/?lines=none',
    );
    // The page's language, for its title (meta sees no basename).
    return { orders, locale: localeOfRequest(request) };
  } catch (error) {
    guestToLogin(request, error);
  }
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersList orders={loaderData?.orders ?? []} />;
}
