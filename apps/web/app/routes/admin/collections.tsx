// /admin/collections (docs/collections.md): GET /api/admin/collections/ with the editor's
// choices (styles found by `?q=`, every customer group, companies found by `?cq=`); add, change
// and remove a collection (checked first with the domain's schema, the one the API uses), and
// mail a company's buyers its line sheet. The line sheet itself is a plain download from the API.
import { data } from 'react-router';
import type { Route } from './+types/collections';
import {
  collectionSchema,
  type CollectionRow,
} from '@solestock/domain/back-office/collection-payloads';
import type { CustomerGroup } from '@solestock/domain/back-office/customer-group-payloads';
import type { AdminItemGroupRow } from '@solestock/domain/back-office/catalogue-payloads';
import type { CustomersPage } from '@solestock/domain/back-office/customer-payloads';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import {
  CollectionsPage,
  type CollectionsResult,
} from '../../console/collections/collections-page';

export const meta: Route.MetaFunction = () => consoleMeta('Collections');

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const cq = (url.searchParams.get('cq') ?? '').trim().slice(0, 100);
  const edit = url.searchParams.get('edit') ?? '';
  const [collections, groups, styles, customers] = await Promise.all([
    staffLoad<{ results: CollectionRow[] }>(request, context.api, '/collections/'),
    staffLoad<{ results: CustomerGroup[] }>(request, context.api, '/customer-groups/'),
    staffLoad<{ results: AdminItemGroupRow[] }>(
      request,
      context.api,
      `/catalogue/item-groups/${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    ),
    staffLoad<CustomersPage>(
      request,
      context.api,
      `/customers/?sort=company${cq ? `&q=${encodeURIComponent(cq)}` : ''}`,
    ),
  ]);
  const companies = new Map<number, string>();
  for (const c of customers.results) if (c.company) companies.set(c.company.id, c.company.name);
  return {
    collections: collections.results,
    groups: groups.results.map((g) => ({ id: g.id, name: g.name })),
    styles: styles.results.map((s) => ({ id: s.id, name: s.name })),
    companies: [...companies].map(([id, name]) => ({ id, name })),
    q,
    cq,
    edit,
  };
}

const ids = (form: FormData, name: string) =>
  form
    .getAll(name)
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const answer = (r: CollectionsResult, status = 200) => data(r, { status });
  if (intent === 'delete') {
    try {
      await staffJson(request, context.api, `/collections/${id}/`, jsonBody('DELETE'));
      return answer({ intent, ok: true, message: 'The collection is removed.' });
    } catch (error) {
      const r = refusal(error);
      return answer({ intent, id, ok: false, error: r.error }, r.status);
    }
  }
  if (intent === 'send') {
    try {
      const sent = await staffJson<{ sent_to: string[] }>(
        request,
        context.api,
        `/collections/${id}/line-sheet/send/`,
        jsonBody('POST', { company_id: Number(form.get('company_id')) }),
      );
      return answer({
        intent,
        id,
        ok: true,
        message: `The line sheet is on its way to ${sent.sent_to.join(', ')}.`,
      });
    } catch (error) {
      const r = refusal(error);
      return answer({ intent, id, ok: false, error: r.error }, r.status);
    }
  }
  if (intent !== 'create' && intent !== 'update')
    return answer({ intent: 'create', ok: false, error: 'Unknown action.' }, 400);
  // Window rows: a row with both dates empty is left out; one half-filled is sent as it is, so the
  // API's sentence names it.
  const froms = form.getAll('window_from').map((v) => String(v).trim());
  const tos = form.getAll('window_to').map((v) => String(v).trim());
  const windows = froms
    .map((from, i) => ({ from, to: tos[i] ?? '' }))
    .filter((w) => w.from !== '' || w.to !== '');
  const values = {
    name: String(form.get('name') ?? '').trim(),
    season: String(form.get('season') ?? '').trim(),
  };
  const parsed = collectionSchema.safeParse({
    ...values,
    delivery_windows: windows,
    item_group_ids: ids(form, 'item_group_ids'),
    group_ids: ids(form, 'group_ids'),
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? 'name')] ??= issue.message;
    return answer(
      { intent, id, ok: false, error: 'Please correct the fields marked below.', fields, values },
      400,
    );
  }
  try {
    const saved = await staffJson<CollectionRow>(
      request,
      context.api,
      intent === 'create' ? '/collections/' : `/collections/${id}/`,
      jsonBody(intent === 'create' ? 'POST' : 'PUT', parsed.data),
    );
    return answer({
      intent,
      id: saved.id,
      ok: true,
      message: intent === 'create' ? `${saved.name} is added.` : `${saved.name} is saved.`,
    });
  } catch (error) {
    const r = refusal(error);
    return answer({ intent, id, ok: false, error: r.error, fields: r.fields, values }, r.status);
  }
}

export default function CollectionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMe();
  return (
    <CollectionsPage
      {...loaderData}
      mayWrite={staffMayDo(me.role, 'catalogue.write')}
      maySend={staffMayDo(me.role, 'customers.write')}
      result={actionData}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
