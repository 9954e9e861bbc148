// My account: who I am, my role, and two-factor sign-in: start the setup (a QR code and the
// secret to type by hand), confirm it with a first code, or turn it off.
import { Form } from 'react-router';
import type { StaffMe } from '../shared/console-types';
import { Field, FormError, SubmitButton } from '../shared/form-parts';

/** What the staff API answers when a setup starts (staff/totp.ts `totpEnrolment`). */
export interface TotpEnrolment {
  secret: string;
  otpauth_url: string;
  qr_data_url: string;
}

export interface AccountActionResult {
  intent: string;
  ok: boolean;
  error?: string | null;
  fields?: Record<string, string>;
  enrolment?: TotpEnrolment;
}

function TotpSetup({
  enrolment,
  result,
}: {
  enrolment: TotpEnrolment;
  result?: AccountActionResult;
}) {
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm text-slate-700">
        Scan this code with your authenticator app, then type the six digits it shows.
      </p>
      {/* A data: URL is an image the page's policy allows (img-src 'self' data:). */}
      <img
        src={enrolment.qr_data_url}
        width={192}
        height={192}
        alt="QR code to add Solestock to your authenticator app"
        className="rounded border border-slate-200 bg-white p-2"
      />
      <p className="text-sm">
        Or enter this key by hand:{' '}
        <code className="rounded bg-slate-100 px-1 py-0.5 text-sm [overflow-wrap:anywhere]">
          {enrolment.secret}
        </code>
      </p>
      <Form method="post" className="max-w-xs space-y-3">
        {/* Sent back with a refused code, so the same QR code stays on screen. */}
        <input type="hidden" name="secret" value={enrolment.secret} />
        <input type="hidden" name="otpauth_url" value={enrolment.otpauth_url} />
        <input type="hidden" name="qr_data_url" value={enrolment.qr_data_url} />
        <FormError error={result && !result.ok && !result.fields?.code ? result.error : null} />
        <Field
          label="Code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          required
          error={result?.fields?.code}
        />
        <SubmitButton intent="totp-confirm" pendingLabel="Checking…">
          Turn on two-factor sign-in
        </SubmitButton>
      </Form>
    </div>
  );
}

export function AccountPage({
  me,
  result,
}: {
  me: StaffMe;
  result?: AccountActionResult | undefined;
}) {
  const enrolment = result?.enrolment;
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">My account</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-600">Name</dt>
        <dd className="font-medium">{me.name || '—'}</dd>
        <dt className="text-slate-600">E-mail</dt>
        <dd className="font-medium [overflow-wrap:anywhere]">{me.email}</dd>
        <dt className="text-slate-600">Role</dt>
        <dd className="font-medium capitalize">{me.role}</dd>
      </dl>
      <section
        aria-labelledby="totp-title"
        className="rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="totp-title" className="text-lg font-semibold">
          Two-factor sign-in
        </h2>
        {result?.ok && result.intent !== 'totp-start' ? (
          <p role="status" className="mt-2 text-sm text-emerald-800">
            {me.totp_enabled ? 'Two-factor sign-in is on.' : 'Two-factor sign-in is off.'}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-700">
          {me.totp_enabled
            ? 'On: signing in asks for a code from your authenticator app.'
            : 'Off: signing in asks for your password only.'}
        </p>
        {me.totp_enabled ? (
          <Form method="post" className="mt-3 max-w-xs space-y-3">
            <FormError error={result?.intent === 'totp-off' && !result.ok ? result.error : null} />
            <Field
              label="Current code, to turn it off"
              name="code"
              id="totp-off-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={result?.intent === 'totp-off' ? result.fields?.code : undefined}
            />
            <SubmitButton intent="totp-off" tone="plain">
              Turn off two-factor sign-in
            </SubmitButton>
          </Form>
        ) : enrolment ? (
          <TotpSetup enrolment={enrolment} result={result} />
        ) : (
          <TotpRestart result={result} />
        )}
      </section>
    </div>
  );
}

function TotpRestart({ result }: { result?: AccountActionResult | undefined }) {
  return (
    <Form method="post" className="mt-3 space-y-3">
      <FormError error={result && !result.ok ? result.error : null} />
      <SubmitButton intent="totp-start" pendingLabel="Preparing…">
        Set up two-factor sign-in
      </SubmitButton>
    </Form>
  );
}
