// /admin: the dashboard (GET /api/admin/dashboard/).
import type { Route } from './+types/dashboard';
import { consoleMeta } from '../../console/shared/console-meta';
import type { Dashboard } from '../../console/shared/console-types';
import { staffLoad } from '../../console/shared/staff-api.server';
import { DashboardView } from '../../console/dashboard/dashboard-view';

export const meta: Route.MetaFunction = () => consoleMeta('Dashboard');

export async function loader({ request, context }: Route.LoaderArgs) {
  return staffLoad<Dashboard>(request, context.api, '/dashboard/');
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardView dashboard={loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
