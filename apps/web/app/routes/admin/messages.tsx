// /admin/messages (every role): GET /api/admin/messages/?status=&page=, marking read or unread
// (PATCH /api/admin/messages/{id}/); owners also set the contact address
// (GET/PUT /api/admin/settings/contact/).
import { data, useSearchParams } from 'react-router';
import type { ContactSettings } from '@solestock/domain/back-office/message-payloads';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import type { Route } from './+types/messages';
import { consoleMeta } from '../../console/shared/console-meta';
import { statusPageQuery } from '../../console/shared/status-views';
import {
  jsonBody,
  loadStaffMe,
  refusal,
  staffJson,
  staffLoad,
} from '../../console/shared/staff-api.server';
import {
  InboxPage,
  type InboxActionResult,
  type InboxList,
} from '../../console/messages/inbox-page';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Messages', matches);

const STATUSES = ['unread', 'read'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, query } = statusPageQuery(request, STATUSES);
  const [list, me] = await Promise.all([
    staffLoad<InboxList>(request, context.api, `/messages/${query}`),
    loadStaffMe(request, context.api),
  ]);
  const contactEmail = staffMayDo(me.role, 'settings.manage')
    ? (await staffLoad<ContactSettings>(request, context.api, '/settings/contact/')).contact_email
    : null;
  return { list, status, contactEmail };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    if (intent === 'contact') {
      const contact_email = String(form.get('contact_email') ?? '').trim();
      const saved = await staffJson<ContactSettings>(
        request,
        context.api,
        '/settings/contact/',
        jsonBody('PUT', { contact_email }),
      );
      return {
        intent,
        ok: true,
        message: `Saved: the help center now shows ${saved.contact_email}.`,
      } satisfies InboxActionResult;
    }
    const id = Number(form.get('id'));
    if (!intent.startsWith('read-') || !Number.isInteger(id) || id < 1)
      return data<InboxActionResult>({ intent, ok: false, error: 'Unknown action.' }, 400);
    await staffJson(
      request,
      context.api,
      `/messages/${id}/`,
      jsonBody('PATCH', { read: form.get('read') === 'true' }),
    );
    return { intent, ok: true } satisfies InboxActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<InboxActionResult>(
      { intent, ok: false, error: r.error, fields: r.fields },
      { status: r.status },
    );
  }
}

export default function MessagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <InboxPage
      list={loaderData.list}
      status={loaderData.status}
      search={search}
      contactEmail={loaderData.contactEmail}
      result={actionData}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
