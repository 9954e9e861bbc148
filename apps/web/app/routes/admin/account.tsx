// /admin/account: the signed-in staff member's own profile and two-factor setup. A refused code
// keeps the same QR code on screen (the action sends the enrolment back with the error).
import { data } from 'react-router';
import type { Route } from './+types/account';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import {
  AccountPage,
  type AccountActionResult,
  type NotificationSettings,
  type TotpEnrolment,
} from '../../console/account/account-page';
import { STAFF_NOTIFICATIONS } from '@solestock/domain/back-office/staff-notifications';
import type {
  RecoveryCodes,
  StaffMessage,
  TotpTurnedOn,
} from '@solestock/domain/back-office/staff-payloads';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('My account', matches);

/** The staff API's own two-factor calls (docs/api.md, back office, leaves their paths to the staff module). */
const TOTP = {
  start: '/me/totp/',
  confirm: '/me/totp/confirm/',
  off: '/me/totp/',
  recovery: '/me/totp/recovery-codes/',
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    notifications: await staffLoad<NotificationSettings>(
      request,
      context.api,
      '/me/notifications/',
    ),
  };
}

/** The member's own password and notification settings (issue 28, items 1 and 2). */
async function accountAction(
  request: Request,
  api: Route.ActionArgs['context']['api'],
  intent: string,
  form: FormData,
): Promise<AccountActionResult> {
  if (intent === 'password') {
    const body = await staffJson<StaffMessage>(
      request,
      api,
      '/me/password/',
      jsonBody('PUT', {
        current_password: String(form.get('current_password') ?? ''),
        new_password: String(form.get('new_password') ?? ''),
      }),
    );
    return { intent, ok: true, message: body.message };
  }
  const chosen = Object.fromEntries(STAFF_NOTIFICATIONS.map((k) => [k, form.get(k) === 'on']));
  await staffJson(request, api, '/me/notifications/', jsonBody('PUT', chosen));
  return { intent, ok: true, message: 'Your notification mails are saved.' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'password' || intent === 'notifications') {
    try {
      return await accountAction(request, context.api, intent, form);
    } catch (error) {
      const r = refusal(error);
      return data<AccountActionResult>(
        { intent, ok: false, error: r.error, fields: r.fields },
        { status: r.status },
      );
    }
  }
  const code = String(form.get('code') ?? '').replace(/\s+/g, '');
  // The setup under way, as the confirm form carries it back.
  const shown: TotpEnrolment | undefined = form.get('qr_data_url')
    ? {
        secret: String(form.get('secret') ?? ''),
        otpauth_url: String(form.get('otpauth_url') ?? ''),
        qr_data_url: String(form.get('qr_data_url') ?? ''),
      }
    : undefined;
  const enrolment =
    intent === 'totp-confirm' && shown?.qr_data_url.startsWith('data:image/') ? shown : undefined;
  try {
    if (intent === 'totp-start') {
      const started = await staffJson<TotpEnrolment>(
        request,
        context.api,
        TOTP.start,
        jsonBody('POST', {}),
      );
      return { intent, ok: true, enrolment: started } satisfies AccountActionResult;
    }
    if (!/^\d{6}$/.test(code))
      return data<AccountActionResult>(
        {
          intent,
          ok: false,
          fields: { code: 'Enter the six digits your app shows.' },
          ...(enrolment ? { enrolment } : {}),
        },
        { status: 400 },
      );
    if (intent === 'totp-confirm') {
      const on = await staffJson<TotpTurnedOn>(
        request,
        context.api,
        TOTP.confirm,
        jsonBody('POST', { code }),
      );
      return { intent, ok: true, recoveryCodes: on.recovery_codes } satisfies AccountActionResult;
    }
    if (intent === 'recovery-codes') {
      const fresh = await staffJson<RecoveryCodes>(
        request,
        context.api,
        TOTP.recovery,
        jsonBody('POST', { code }),
      );
      return {
        intent,
        ok: true,
        recoveryCodes: fresh.recovery_codes,
      } satisfies AccountActionResult;
    } else if (intent === 'totp-off')
      await staffJson(request, context.api, TOTP.off, jsonBody('DELETE', { code }));
    else return data<AccountActionResult>({ intent, ok: false, error: 'Unknown action.' }, 400);
    return { intent, ok: true } satisfies AccountActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<AccountActionResult>(
      {
        intent,
        ok: false,
        error: r.error,
        // The API's sentence reads better beside the field than its terse field note.
        fields: r.fields.code ? { ...r.fields, code: r.error } : r.fields,
        ...(enrolment ? { enrolment } : {}),
      },
      { status: r.status },
    );
  }
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage me={useStaffMe()} result={actionData} notifications={loaderData.notifications} />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
