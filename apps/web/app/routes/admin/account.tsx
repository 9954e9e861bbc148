// /admin/account: the signed-in staff member's own profile and two-factor setup. A refused code
// keeps the same QR code on screen (the action sends the enrolment back with the error).
import { data } from 'react-router';
import type { Route } from './+types/account';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import {
  AccountPage,
  type AccountActionResult,
  type TotpEnrolment,
} from '../../console/account/account-page';

export const meta: Route.MetaFunction = () => consoleMeta('My account');

/** The staff API's own two-factor calls (BACKOFFICE.md leaves their paths to the staff module). */
const TOTP = { start: '/me/totp/', confirm: '/me/totp/confirm/', off: '/me/totp/' } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
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
    if (intent === 'totp-confirm')
      await staffJson(request, context.api, TOTP.confirm, jsonBody('POST', { code }));
    else if (intent === 'totp-off')
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

export default function AccountRoute({ actionData }: Route.ComponentProps) {
  return <AccountPage me={useStaffMe()} result={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
