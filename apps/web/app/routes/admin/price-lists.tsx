// /admin/price-lists: GET /api/admin/price-lists/; add a list (POST), checked first with the
// domain's schema, the one the API uses (docs/price-lists.md).
import { data, redirect } from 'react-router';
import type { Route } from './+types/price-lists';
import { priceListSchema, type PriceList } from '@solestock/domain/back-office/price-list-payloads';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import {
  PriceListsPage,
  type PriceListFormResult,
} from '../../console/price-lists/price-lists-page';

export const meta: Route.MetaFunction = () => consoleMeta('Price lists');

export async function loader({ request, context }: Route.LoaderArgs) {
  return staffLoad<{ results: PriceList[] }>(request, context.api, '/price-lists/');
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = {
    name: String(form.get('name') ?? ''),
    currency: String(form.get('currency') ?? ''),
  };
  const answer = (r: PriceListFormResult, status = 200) => data(r, { status });
  const parsed = priceListSchema.safeParse(values);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    return answer(
      {
        intent: 'create',
        ok: false,
        error: 'Please correct the fields marked below.',
        fields,
        values,
      },
      400,
    );
  }
  try {
    const made = await staffJson<PriceList>(
      request,
      context.api,
      '/price-lists/',
      jsonBody('POST', parsed.data),
    );
    return redirect(`/admin/price-lists/${made.id}`);
  } catch (error) {
    const r = refusal(error);
    return answer(
      { intent: 'create', ok: false, error: r.error, fields: r.fields, values },
      r.status,
    );
  }
}

export default function PriceListsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMe();
  return (
    <PriceListsPage
      lists={loaderData.results}
      mayWrite={staffMayDo(me.role, 'customers.write')}
      result={actionData}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
