// /admin/drafts: "New order" (docs/staff-orders.md): GET /api/admin/orders/drafts/ and the
// companies the member may order for (a sales rep: theirs, as /api/admin/customers/ lists them).
import { data, redirect } from 'react-router';
import type { DraftDto, DraftsPage } from '@solestock/domain/back-office/draft-payloads';
import type { Route } from './+types/drafts';
import { consoleMeta } from '../../console/shared/console-meta';
import type { Paged } from '../../console/shared/console-types';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import type { CustomerRow } from '../../console/customers/customer-types';
import { DraftsList, type CompanyChoice } from '../../console/drafts/drafts-list';

export const meta: Route.MetaFunction = () => consoleMeta('New order');

export async function loader({ request, context }: Route.LoaderArgs) {
  const [drafts, customers] = await Promise.all([
    staffLoad<DraftsPage>(request, context.api, '/orders/drafts/'),
    staffLoad<Paged<CustomerRow>>(request, context.api, '/customers/?sort=company'),
  ]);
  const companies = new Map<number, CompanyChoice>();
  for (const c of customers.results)
    if (c.company) companies.set(c.company.id, { id: c.company.id, name: c.company.name });
  return { drafts, companies: [...companies.values()] };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const draft = await staffJson<DraftDto>(
      request,
      context.api,
      '/orders/drafts/',
      jsonBody('POST', { company_id: Number(form.get('company_id')) }),
    );
    return redirect(`/admin/drafts/${draft.id}`);
  } catch (error) {
    const r = refusal(error);
    return data({ error: r.error }, { status: r.status });
  }
}

export default function DraftsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DraftsList
      drafts={loaderData.drafts}
      companies={loaderData.companies}
      error={actionData?.error}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
