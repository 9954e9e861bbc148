// /admin/staff (owners): GET /api/admin/staff/; invite (POST), change a role (PATCH), disable
// (DELETE /api/admin/staff/{id}/) and mail a two-factor set-up link (POST …/totp-enrolment/).
import { data } from 'react-router';
import type { Route } from './+types/staff';
import { consoleMeta } from '../../console/shared/console-meta';
import type {
  StaffShopSettings,
  TotpEnrolmentSent,
} from '@solestock/domain/back-office/staff-payloads';
import type { StaffMemberRow } from '../../console/shared/console-types';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { StaffPage, type StaffActionResult } from '../../console/staff/staff-page';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Staff', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const [list, settings] = await Promise.all([
    staffLoad<StaffMemberRow[] | { results: StaffMemberRow[] }>(request, context.api, '/staff/'),
    staffLoad<StaffShopSettings>(request, context.api, '/settings/'),
  ]);
  return { members: Array.isArray(list) ? list : list.results, requireTotp: settings.require_totp };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const values = {
    email: String(form.get('email') ?? '').trim(),
    name: String(form.get('name') ?? '').trim(),
    role: String(form.get('role') ?? ''),
  };
  try {
    if (intent === 'invite') {
      if (!values.email)
        return data<StaffActionResult>(
          { intent, ok: false, fields: { email: 'Enter an e-mail address.' }, values },
          400,
        );
      const member = await staffJson<StaffMemberRow>(
        request,
        context.api,
        '/staff/',
        jsonBody('POST', values),
      );
      // Says whom and as what (issue 28.7); `sent` remounts the form, emptied, after every send.
      return {
        intent,
        ok: true,
        message: `Invitation sent to ${member.email} as ${member.role}.`,
        sent: crypto.randomUUID(),
      } satisfies StaffActionResult;
    } else if (intent === 'settings') {
      const requireTotp = form.get('require_totp') === 'on';
      await staffJson(
        request,
        context.api,
        '/settings/',
        jsonBody('PUT', { require_totp: requireTotp }),
      );
    } else if (intent.startsWith('role-')) {
      await staffJson(
        request,
        context.api,
        `/staff/${id}/`,
        jsonBody('PATCH', { role: values.role }),
      );
    } else if (intent.startsWith('totp-link-')) {
      const sent = await staffJson<TotpEnrolmentSent>(
        request,
        context.api,
        `/staff/${id}/totp-enrolment/`,
        jsonBody('POST', {}),
      );
      return {
        intent,
        ok: true,
        message: `A two-factor set-up link was mailed to ${sent.sent_to}. It works once, within 24 hours; any earlier link stopped working.`,
      } satisfies StaffActionResult;
    } else if (intent.startsWith('disable-')) {
      await staffJson(request, context.api, `/staff/${id}/`, jsonBody('DELETE'));
    } else {
      return data<StaffActionResult>({ intent, ok: false, error: 'Unknown action.' }, 400);
    }
    return { intent, ok: true } satisfies StaffActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<StaffActionResult>(
      { intent, ok: false, error: r.error, fields: r.fields, values },
      { status: r.status },
    );
  }
}

export default function StaffRoute({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMe();
  return (
    <StaffPage
      members={loaderData.members}
      requireTotp={loaderData.requireTotp}
      selfId={me.id}
      result={actionData}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
