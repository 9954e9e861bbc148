// The signed-in console: who is signed in (GET /admin/me/; a 401 goes to the sign-in page) and
// the frame: a sidebar on wide screens, a top bar with a menu at phone widths.
import { Outlet } from 'react-router';
import type { Route } from './+types/console-layout';
import { loadStaffMe } from '../../console/shared/staff-api.server';
import { ConsoleShell } from '../../console/shell/console-shell';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { me: await loadStaffMe(request, context.api) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell me={loaderData.me}>
      <Outlet />
    </ConsoleShell>
  );
}
