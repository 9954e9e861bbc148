// /admin/customers: GET /api/admin/customers/ with the page's own search parameters.
import { useSearchParams } from 'react-router';
import type { Route } from './+types/customers';
import { consoleMeta } from '../../console/shared/console-meta';
import type { Paged } from '../../console/shared/console-types';
import { staffLoad } from '../../console/shared/staff-api.server';
import { CustomersList } from '../../console/customers/customers-list';
import type { CustomerRow } from '../../console/customers/customer-types';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Customers', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  const q = search.get('q')?.trim();
  if (q) query.set('q', q.slice(0, 100));
  if (search.get('sort') === 'company') query.set('sort', 'company');
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.set('page', String(page));
  const qs = query.toString();
  return staffLoad<Paged<CustomerRow>>(request, context.api, `/customers/${qs ? `?${qs}` : ''}`);
}

export default function CustomersRoute({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <CustomersList list={loaderData} search={search} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
