// /admin/orders: the queue (GET /api/admin/orders/ with the page's own search parameters).
import { useSearchParams } from 'react-router';
import type { Route } from './+types/orders';
import { consoleMeta } from '../../console/shared/console-meta';
import type { AdminOrderRow, Paged } from '../../console/shared/console-types';
import { staffLoad } from '../../console/shared/staff-api.server';
import { OrdersQueue, queueFilters } from '../../console/orders/orders-queue';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Orders', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = queueFilters(search);
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.set('page', String(page));
  const q = query.toString();
  return staffLoad<Paged<AdminOrderRow>>(request, context.api, `/orders/${q ? `?${q}` : ''}`);
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const me = useStaffMe();
  return (
    <OrdersQueue
      list={loaderData}
      search={search}
      mayCreate={staffMayDo(me.role, 'orders.create')}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
