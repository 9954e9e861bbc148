// /admin/import: the catalogue's import and export (docs/catalogue-import.md). The page talks to
// /api/admin/imports/ from the browser (an upload with progress, then polling the job);
// /admin/import?id=N shows import N, e.g. while its images are fetched (decision 172).
import { useSearchParams } from 'react-router';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import type { Route } from './+types/import';
import { consoleMeta } from '../../console/shared/console-meta';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { ImportPage } from '../../console/import/import-page';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Import and export', matches);

export default function ImportRoute() {
  const me = useStaffMe();
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id'));
  return (
    <ImportPage
      mayWrite={staffMayDo(me.role, 'catalogue.write')}
      mayExport={staffMayDo(me.role, 'catalogue.export')}
      importId={Number.isSafeInteger(id) && id > 0 ? id : undefined}
      onImportStarted={(started) =>
        setSearch({ id: String(started) }, { replace: true, preventScrollReset: true })
      }
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
