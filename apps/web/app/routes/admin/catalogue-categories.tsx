// /admin/catalogue/categories: head categories and subcategories
// (GET /api/admin/catalogue/head-categories/ and …/subcategories/), create, rename, remove.
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import type { Route } from './+types/catalogue-categories';
import { consoleMeta } from '../../console/shared/console-meta';
import type { Paged } from '../../console/shared/console-types';
import { staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { nameAction } from '../../console/catalogue/name-action.server';
import { CatalogueTabs } from '../../console/catalogue/catalogue-tabs';
import type { NamedRow } from '../../console/catalogue/catalogue-types';
import { NamesList } from '../../console/catalogue/names-list';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Categories', matches);

/** Every page of a list: categories are few (tens), and the page shows them all. */
async function all(request: Request, api: Route.LoaderArgs['context']['api'], path: string) {
  const rows: NamedRow[] = [];
  for (let page = 1; page <= 40; page++) {
    const answer = await staffLoad<Paged<NamedRow>>(request, api, `${path}?page=${page}`);
    rows.push(...answer.results);
    if (page * answer.page_size >= answer.count) break;
  }
  return rows;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const [heads, subs] = await Promise.all([
    all(request, context.api, '/catalogue/head-categories/'),
    all(request, context.api, '/catalogue/subcategories/'),
  ]);
  return { heads, subs };
}

export async function action({ request, context }: Route.ActionArgs) {
  return nameAction(request, context.api);
}

export default function CatalogueCategoriesRoute({ loaderData }: Route.ComponentProps) {
  const me = useStaffMe();
  const canWrite = staffMayDo(me.role, 'catalogue.write');
  const { heads, subs } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">Catalogue</h1>
      <CatalogueTabs current="categories" />
      <NamesList
        title="Head categories"
        noun="head category"
        kind="head-categories"
        rows={heads}
        canWrite={canWrite}
        pictures={[{ field: 'display_image', label: 'Display image' }]}
      />
      <NamesList
        title="Subcategories"
        noun="subcategory"
        kind="subcategories"
        rows={subs}
        canWrite={canWrite}
        pictures={[{ field: 'display_image', label: 'Display image' }]}
        initialExtra={{ head_category_id: String(heads[0]?.id ?? '') }}
        describe={(r) =>
          `in ${r.head_category ?? '?'} · ${r.item_group_count ?? 0} item group${r.item_group_count === 1 ? '' : 's'}`
        }
        extraCreate={(value, set) => (
          <div>
            <label htmlFor="create-sub-head" className="block text-sm font-medium">
              Under
            </label>
            <select
              id="create-sub-head"
              value={value.head_category_id ?? String(heads[0]?.id ?? '')}
              onChange={(e) => set('head_category_id', e.target.value)}
              className="mt-1 block rounded border border-slate-400 bg-white px-3 py-2 text-sm"
            >
              {heads.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.name}
                </option>
              ))}
            </select>
          </div>
        )}
      />
    </div>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
