// /admin/audit (owners): GET /api/admin/audit/?page=.
import { useSearchParams } from 'react-router';
import type { Route } from './+types/audit';
import { consoleMeta } from '../../console/shared/console-meta';
import type { AuditRow, Paged } from '../../console/shared/console-types';
import { staffLoad } from '../../console/shared/staff-api.server';
import { AuditLog } from '../../console/audit/audit-log';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Audit log', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page'));
  const query = Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  const list = await staffLoad<Paged<AuditRow> | AuditRow[]>(
    request,
    context.api,
    `/audit/${query}`,
  );
  // A bare list is one page holding everything.
  return Array.isArray(list)
    ? { count: list.length, page: 1, page_size: list.length, results: list }
    : list;
}

export default function AuditRoute({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <AuditLog list={loaderData} search={search} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
