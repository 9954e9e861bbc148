// /admin/mail (owners, managers): GET /api/admin/mail/?status=&page=, and "Send again"
// (POST /api/admin/mail/{id}/send/).
import { data, useSearchParams } from 'react-router';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import type { Route } from './+types/mail';
import { consoleMeta } from '../../console/shared/console-meta';
import { statusPageQuery } from '../../console/shared/status-views';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import {
  OutboxPage,
  type OutboxActionResult,
  type OutboxList,
} from '../../console/mail/outbox-page';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Outbox', matches);

const STATUSES = ['failed', 'kept', 'pending'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, query } = statusPageQuery(request, STATUSES);
  const list = await staffLoad<OutboxList>(request, context.api, `/mail/${query}`);
  return { list, status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id < 1)
    return data<OutboxActionResult>({ ok: false, id: 0, message: 'No such mail.' }, 400);
  try {
    await staffJson(request, context.api, `/mail/${id}/send/`, jsonBody('POST'));
    return { ok: true, id, message: 'Queued to be sent again now.' } satisfies OutboxActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<OutboxActionResult>({ ok: false, id, message: r.error }, { status: r.status });
  }
}

export default function MailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const me = useStaffMe();
  return (
    <OutboxPage
      list={loaderData.list}
      status={loaderData.status}
      search={search}
      mayResend={staffMayDo(me.role, 'mail.send')}
      result={actionData}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
