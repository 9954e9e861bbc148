// /admin/customer-groups: GET /api/admin/customer-groups/; add, change and remove a group
// (POST, PUT, DELETE), checked first with the domain's schema, the one the API uses.
import { data } from 'react-router';
import type { Route } from './+types/customer-groups';
import {
  customerGroupSchema,
  type CustomerGroup,
} from '@solestock/domain/back-office/customer-group-payloads';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import {
  CustomerGroupsPage,
  type CustomerGroupsResult,
} from '../../console/customers/customer-groups-page';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Customer groups', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  return staffLoad<{ results: CustomerGroup[] }>(request, context.api, '/customer-groups/');
}

const FIELDS = ['name', 'discount_percent', 'deposit_percent', 'net_days'] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const answer = (r: CustomerGroupsResult, status = 200) => data(r, { status });
  if (intent === 'delete') {
    try {
      await staffJson(request, context.api, `/customer-groups/${id}/`, jsonBody('DELETE'));
      return answer({ intent, ok: true, message: 'The group is removed.' });
    } catch (error) {
      const r = refusal(error);
      return answer({ intent, id, ok: false, error: r.error }, r.status);
    }
  }
  if (intent !== 'create' && intent !== 'update')
    return answer({ intent: 'create', ok: false, error: 'Unknown action.' }, 400);
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '').trim()]));
  const parsed = customerGroupSchema.safeParse({
    name: values.name,
    discount_percent: values.discount_percent || '0',
    deposit_percent: values.deposit_percent === '' ? 100 : Number(values.deposit_percent),
    net_days: values.net_days === '' ? 0 : Number(values.net_days),
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    return answer(
      { intent, id, ok: false, error: 'Please correct the fields marked below.', fields, values },
      400,
    );
  }
  try {
    const saved = await staffJson<CustomerGroup>(
      request,
      context.api,
      intent === 'create' ? '/customer-groups/' : `/customer-groups/${id}/`,
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

export default function CustomerGroupsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMe();
  return (
    <CustomerGroupsPage
      groups={loaderData.results}
      mayWrite={staffMayDo(me.role, 'customers.write')}
      result={actionData}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
