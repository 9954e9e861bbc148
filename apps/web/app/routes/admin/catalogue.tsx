// /admin/catalogue: the item groups table (GET /api/admin/catalogue/item-groups/) and its bulk
// actions (POST …/bulk/preview/ and …/bulk/).
import { useSearchParams } from 'react-router';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import type { Route } from './+types/catalogue';
import { consoleMeta } from '../../console/shared/console-meta';
import type { Paged } from '../../console/shared/console-types';
import { staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { catalogueWrite } from '../../console/catalogue/catalogue-api.server';
import type { ItemGroupRow, PricePreview } from '../../console/catalogue/catalogue-types';
import { ItemGroupsTable } from '../../console/catalogue/item-groups-table';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Catalogue', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  const q = search.get('q')?.trim();
  if (q) query.set('q', q);
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.set('page', String(page));
  const qs = query.toString();
  return staffLoad<Paged<ItemGroupRow>>(
    request,
    context.api,
    `/catalogue/item-groups/${qs ? `?${qs}` : ''}`,
  );
}

const DONE: Record<string, string> = {
  show_on_homepage: 'shown on the home page',
  hide_from_homepage: 'hidden from the home page',
  archive: 'archived',
  unarchive: 'brought back',
  change_price: 're-priced',
};

export async function action({ request, context }: Route.ActionArgs) {
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  const { intent, ...form } = body;
  if (intent === 'preview')
    return catalogueWrite(request, context.api, 'preview', 'POST', '/bulk/preview/', form, (a) => ({
      preview: a as PricePreview,
    }));
  return catalogueWrite(request, context.api, 'bulk', 'POST', '/bulk/', form, (a) => {
    const changed = (a as { changed?: number }).changed ?? 0;
    const what = DONE[String(form.action)] ?? 'changed';
    const noun =
      form.action === 'show_on_homepage' || form.action === 'hide_from_homepage'
        ? 'item group'
        : 'product';
    // A price change says by how much (issue 28.7): "3 products re-priced by +10 %."
    const p = String(form.percent ?? '')
      .trim()
      .replace(/^\+/, '');
    const by = form.action === 'change_price' && p ? ` by ${Number(p) > 0 ? '+' : ''}${p} %` : '';
    return { message: `${changed} ${noun}${changed === 1 ? '' : 's'} ${what}${by}.` };
  });
}

export default function CatalogueRoute({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const me = useStaffMe();
  return (
    <ItemGroupsTable
      list={loaderData}
      search={search}
      canWrite={staffMayDo(me.role, 'catalogue.write')}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
