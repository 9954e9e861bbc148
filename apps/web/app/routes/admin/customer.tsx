// /admin/customers/:customerId: GET /api/admin/customers/{id}/; disable and enable
// (POST /api/admin/customers/{id}/disable/ and /enable/).
import { data } from 'react-router';
import type { Route } from './+types/customer';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { CustomerPage } from '../../console/customers/customer-page';
import type { CustomerActionResult, CustomerDetail } from '../../console/customers/customer-types';
import type { CustomerGroup } from '@solestock/domain/back-office/customer-group-payloads';
import type { CompanyCredit } from '@solestock/domain/back-office/credit-control';
import type { SalesReps } from '@solestock/domain/back-office/draft-payloads';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  consoleMeta(loaded ? `Customer ${loaded.email}` : 'Customer', matches);

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.customerId)) throw notFound();
  const [customer, groups, reps] = await Promise.all([
    staffLoad<CustomerDetail>(request, context.api, `/customers/${params.customerId}/`),
    staffLoad<{ results: CustomerGroup[] }>(request, context.api, '/customer-groups/'),
    // The sales reps to assign (customers.write); a role without it reads the rep only.
    staffJson<SalesReps>(request, context.api, '/customers/reps/').catch(() => ({ results: [] })),
  ]);
  // The company's credit (docs/credit-control.md): limit, exposure, ageing and dunning.
  const credit = customer.company
    ? await staffLoad<CompanyCredit>(
        request,
        context.api,
        `/customers/companies/${customer.company.id}/credit/`,
      )
    : null;
  return { ...customer, groups: groups.results, reps: reps.results, credit };
}

/** PUT …/companies/{id}/credit/ from the credit form: an empty limit is none. */
async function saveCredit(
  request: Request,
  api: Route.ActionArgs['context']['api'],
  form: FormData,
) {
  const intent = 'credit' as const;
  const companyId = Number(form.get('company_id'));
  const limit = String(form.get('credit_limit') ?? '').trim();
  try {
    await staffJson(
      request,
      api,
      `/customers/companies/${companyId}/credit/`,
      jsonBody('PUT', {
        credit_limit: limit === '' ? null : limit,
        allow_without_deposit: form.get('allow_without_deposit') === 'on',
        dunning_paused: form.get('dunning_paused') === 'on',
      }),
    );
    return { intent, ok: true } satisfies CustomerActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<CustomerActionResult>(
      { intent, ok: false, error: r.error, fields: r.fields },
      { status: r.status },
    );
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'credit') return saveCredit(request, context.api, form);
  if (intent === 'rep') {
    const chosen = String(form.get('staff_id') ?? '');
    try {
      await staffJson(
        request,
        context.api,
        `/customers/companies/${Number(form.get('company_id'))}/rep/`,
        jsonBody('PUT', { staff_id: chosen === '' ? null : Number(chosen) }),
      );
      return { intent, ok: true } satisfies CustomerActionResult;
    } catch (error) {
      const r = refusal(error);
      return data<CustomerActionResult>(
        { intent, ok: false, error: r.error },
        { status: r.status },
      );
    }
  }
  if (intent === 'group') {
    const companyId = Number(form.get('company_id'));
    const chosen = String(form.get('group_id') ?? '');
    try {
      await staffJson(
        request,
        context.api,
        `/customers/${companyId}/group/`,
        jsonBody('PUT', { group_id: chosen === '' ? null : Number(chosen) }),
      );
      return { intent, ok: true } satisfies CustomerActionResult;
    } catch (error) {
      const r = refusal(error);
      return data<CustomerActionResult>(
        { intent, ok: false, error: r.error },
        { status: r.status },
      );
    }
  }
  if (intent !== 'disable' && intent !== 'enable')
    return data<CustomerActionResult>(
      { intent: 'disable', ok: false, error: 'Unknown action.' },
      400,
    );
  if (!/^\d{1,9}$/.test(params.customerId)) throw notFound();
  try {
    await staffJson(
      request,
      context.api,
      `/customers/${params.customerId}/${intent}/`,
      jsonBody('POST'),
    );
    return { intent, ok: true } satisfies CustomerActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<CustomerActionResult>({ intent, ok: false, error: r.error }, { status: r.status });
  }
}

export default function CustomerRoute({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMe();
  return (
    <CustomerPage
      customer={loaderData}
      groups={loaderData.groups}
      credit={loaderData.credit}
      reps={loaderData.reps}
      mayWrite={staffMayDo(me.role, 'customers.write')}
      result={actionData}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
