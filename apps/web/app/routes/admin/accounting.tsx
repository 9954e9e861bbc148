// /admin/accounting: Reports → Accounting export (docs/accounting-export.md). The page fetches
// GET /api/admin/accounting/export/ from the browser; the loader gives it today's date, so the
// server's and the browser's first render agree on the default range.
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import type { Route } from './+types/accounting';
import { consoleMeta } from '../../console/shared/console-meta';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { AccountingExportPage } from '../../console/accounting/accounting-export-page';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Accounting export', matches);

export function loader() {
  return { today: new Date().toISOString().slice(0, 10) };
}

export default function AccountingRoute({ loaderData }: Route.ComponentProps) {
  const me = useStaffMe();
  return (
    <AccountingExportPage
      today={loaderData.today}
      mayExport={staffMayDo(me.role, 'accounting.export')}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
