// /admin/totp-enrolment/:token: the two-factor set-up link an owner mails (decision 131). The
// member signs in with their password, or continues as the member already signed in
// (POST /api/admin/totp-enrolment/{token}/), scans the QR code and confirms with a first code
// (…/confirm/); the answer's recovery codes are shown once and its cookie signs them in anew.
import { data } from 'react-router';
import type { Route } from './+types/totp-enrolment';
import { consoleMeta } from '../../console/shared/console-meta';
import type { StaffMe } from '../../console/shared/console-types';
import {
  TotpEnrolmentPage,
  type TotpEnrolmentResult,
} from '../../console/staff/totp-enrolment-page';
import type { TotpEnrolment } from '../../console/account/account-page';
import { apiJson } from '../../lib/api';

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Set up two-factor sign-in', matches);

/** Who this browser is signed in as, if anyone: they may continue without the password. */
export async function loader({ context }: Route.LoaderArgs) {
  const me = await apiJson<StaffMe>(context.api, '/admin/me/').catch(() => null);
  return { signedInAs: me && !me.totp_enabled ? me.email : null };
}

async function post(
  api: Route.ActionArgs['context']['api'],
  path: string,
  body: unknown,
): Promise<{ res: Response; body: Record<string, unknown> } | null> {
  const res = await api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!res) return null;
  return { res, body: ((await res.json().catch(() => null)) ?? {}) as Record<string, unknown> };
}

const refused = (
  intent: TotpEnrolmentResult['intent'],
  status: number,
  body: Record<string, unknown>,
  extra: Partial<TotpEnrolmentResult> = {},
) =>
  data<TotpEnrolmentResult>(
    {
      intent,
      ok: false,
      error:
        typeof body.error === 'string' ? body.error : `The set-up could not go on (${status}).`,
      fields: (body.fields as Record<string, string> | undefined) ?? {},
      ...extra,
    },
    { status },
  );

const unreachable = (intent: TotpEnrolmentResult['intent']) =>
  data<TotpEnrolmentResult>(
    { intent, ok: false, error: 'The back office could not be reached. Try again.', fields: {} },
    { status: 503 },
  );

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const base = `/admin/totp-enrolment/${encodeURIComponent(params.token)}/`;
  if (form.get('intent') === 'totp-confirm') {
    const shown: TotpEnrolment = {
      secret: String(form.get('secret') ?? ''),
      otpauth_url: String(form.get('otpauth_url') ?? ''),
      qr_data_url: String(form.get('qr_data_url') ?? ''),
    };
    // Sent back with a refused code, so the same QR code stays on screen.
    const enrolment = shown.qr_data_url.startsWith('data:image/') ? shown : undefined;
    const code = String(form.get('code') ?? '').replace(/\s+/g, '');
    if (!/^\d{6}$/.test(code))
      return data<TotpEnrolmentResult>(
        {
          intent: 'totp-confirm',
          ok: false,
          fields: { code: 'Enter the six digits your app shows.' },
          ...(enrolment ? { enrolment } : {}),
        },
        { status: 400 },
      );
    const sent = await post(context.api, `${base}confirm/`, { code });
    if (!sent) return unreachable('totp-confirm');
    if (!sent.res.ok) {
      const { fields, error } = sent.body as { fields?: { code?: string }; error?: string };
      return refused('totp-confirm', sent.res.status, sent.body, {
        ...(enrolment ? { enrolment } : {}),
        // The API's sentence reads better beside the field than its terse field note.
        ...(fields?.code && error ? { fields: { code: error } } : {}),
      });
    }
    const headers = new Headers();
    for (const c of sent.res.headers.getSetCookie()) headers.append('set-cookie', c);
    return data<TotpEnrolmentResult>(
      {
        intent: 'totp-confirm',
        ok: true,
        recoveryCodes: (sent.body.recovery_codes as string[] | undefined) ?? [],
      },
      { headers },
    );
  }
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const sent = await post(
    context.api,
    base,
    form.get('continue') === 'session' ? {} : { email, password },
  );
  if (!sent) return unreachable('start');
  if (!sent.res.ok) return refused('start', sent.res.status, sent.body, { email });
  return {
    intent: 'start',
    ok: true,
    enrolment: {
      secret: String(sent.body.secret),
      otpauth_url: String(sent.body.otpauth_url),
      qr_data_url: String(sent.body.qr_data_url),
    },
  } satisfies TotpEnrolmentResult;
}

export default function TotpEnrolmentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TotpEnrolmentPage signedInAs={loaderData.signedInAs} result={actionData} />;
}
