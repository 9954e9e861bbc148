// /orders/:orderId: one of the shopper's orders (items, totals, status); another's is a 404.
import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/order';
import { ApiError, apiJson } from '../lib/api';
import type { Order } from '../lib/cart-types';
import { guestToLogin } from '../lib/shopper.server';
import { NotFoundPage } from '../features/info/not-found-page';
import { OrderDetail } from '../features/orders/order-views';

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Order #${params.orderId} | Solestock` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.orderId))
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  try {
    return await apiJson<Order>(context.api, `/ecommerce/orders/${params.orderId}/`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw data('Not Found', { status: 404, statusText: 'Not Found' });
    guestToLogin(request, error);
  }
}

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <OrderDetail order={loaderData} /> : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage errorText="Not Found" />;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert">This order could not be loaded. Please try again.</p>
    </main>
  );
}
