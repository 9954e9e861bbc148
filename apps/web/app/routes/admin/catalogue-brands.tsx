// /admin/catalogue/brands: the brands (GET /api/admin/catalogue/brands/), create, rename, remove.
import { useSearchParams } from 'react-router';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import type { Route } from './+types/catalogue-brands';
import { consoleMeta } from '../../console/shared/console-meta';
import type { Paged } from '../../console/shared/console-types';
import { PageLinks } from '../../console/shared/data-table';
import { staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { nameAction } from '../../console/catalogue/name-action.server';
import { CatalogueTabs } from '../../console/catalogue/catalogue-tabs';
import type { NamedRow } from '../../console/catalogue/catalogue-types';
import { NamesList } from '../../console/catalogue/names-list';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Brands', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page'));
  const qs = Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  return staffLoad<Paged<NamedRow>>(request, context.api, `/catalogue/brands/${qs}`);
}

export async function action({ request, context }: Route.ActionArgs) {
  return nameAction(request, context.api);
}

export default function CatalogueBrandsRoute({ loaderData }: Route.ComponentProps) {
  const me = useStaffMe();
  const [search] = useSearchParams();
  return (
    <div>
      <h1 className="text-2xl font-bold">Catalogue</h1>
      <CatalogueTabs current="brands" />
      <NamesList
        title="Brands"
        noun="brand"
        kind="brands"
        rows={loaderData.results}
        canWrite={staffMayDo(me.role, 'catalogue.write')}
        pictures={[
          { field: 'logo', label: 'Logo' },
          { field: 'banner', label: 'Banner' },
          { field: 'display_image', label: 'Display image' },
        ]}
      />
      <PageLinks
        search={search}
        page={loaderData.page}
        pageSize={loaderData.page_size}
        count={loaderData.count}
      />
    </div>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
