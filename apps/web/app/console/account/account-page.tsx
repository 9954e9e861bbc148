// My account: who I am, my role, my password, two-factor sign-in (start the setup with a QR code
// and the secret to type by hand, confirm it with a first code and keep the recovery codes it
// gives, renew them, or turn it off) and which notification mails I receive (issue 28).
import { Form } from 'react-router';
import { PASSWORD_HINT } from '@solestock/domain/validation';
import {
  STAFF_NOTIFICATIONS,
  STAFF_NOTIFICATION_LABELS,
} from '@solestock/domain/back-office/staff-notifications';
import type { NotificationSettings, TotpSetup } from '@solestock/domain/back-office/staff-payloads';
import type { StaffMe } from '../shared/console-types';
import { Field, FormError, SubmitButton } from '../shared/form-parts';

/** What the page shows of a setup the staff API started (the domain's TotpSetup). */
export type TotpEnrolment = Pick<TotpSetup, 'secret' | 'otpauth_url' | 'qr_data_url'>;

export interface AccountActionResult {
  intent: string;
  ok: boolean;
  error?: string | null;
  fields?: Record<string, string>;
  enrolment?: TotpEnrolment;
  message?: string;
  /** Shown this once: after turning two-factor sign-in on, or renewing them. */
  recoveryCodes?: string[];
}

export type { NotificationSettings } from '@solestock/domain/back-office/staff-payloads';

const TOTP_INTENTS = new Set(['totp-start', 'totp-confirm', 'totp-off', 'recovery-codes']);

export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-semibold">Your recovery codes: keep them somewhere safe.</p>
      <p className="mt-1 text-slate-700">
        Each signs you in once in place of the app’s code, should you lose your phone. They are not
        shown again.
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

function PasswordSection({ result }: { result?: AccountActionResult | undefined }) {
  const mine = result?.intent === 'password' ? result : undefined;
  return (
    <section
      aria-labelledby="password-title"
      className="rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="password-title" className="text-lg font-semibold">
        Password
      </h2>
      <Form method="post" className="mt-3 max-w-xs space-y-3">
        {mine?.ok ? (
          <p role="status" className="text-sm text-emerald-800">
            {mine.message}
          </p>
        ) : null}
        <FormError error={mine && !mine.ok && !mine.fields?.new_password ? mine.error : null} />
        <Field
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Field
          label="New password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          error={mine?.fields?.new_password}
        />
        <SubmitButton intent="password">Change the password</SubmitButton>
      </Form>
    </section>
  );
}

function NotificationsSection({
  settings,
  result,
}: {
  settings: NotificationSettings;
  result?: AccountActionResult | undefined;
}) {
  const mine = result?.intent === 'notifications' ? result : undefined;
  return (
    <section
      aria-labelledby="notify-title"
      className="rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="notify-title" className="text-lg font-semibold">
        Notification mails
      </h2>
      <p className="mt-1 text-sm text-slate-700">Mail me when…</p>
      <Form method="post" className="mt-3 space-y-3">
        {mine?.ok ? (
          <p role="status" className="text-sm text-emerald-800">
            {mine.message}
          </p>
        ) : null}
        <FormError error={mine && !mine.ok ? mine.error : null} />
        <fieldset className="space-y-2 text-sm">
          <legend className="sr-only">Notification mails</legend>
          {STAFF_NOTIFICATIONS.map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input type="checkbox" name={kind} defaultChecked={settings[kind]} />
              {STAFF_NOTIFICATION_LABELS[kind]}
            </label>
          ))}
        </fieldset>
        <SubmitButton intent="notifications">Save the notification mails</SubmitButton>
      </Form>
    </section>
  );
}

/** The QR code, the key to type by hand and the first code (also the set-up link's page). */
export function TotpSetup({
  enrolment,
  result,
}: {
  enrolment: TotpEnrolment;
  result?: Pick<AccountActionResult, 'ok' | 'error' | 'fields'> | undefined;
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
  result: anyResult,
  notifications,
}: {
  me: StaffMe;
  result?: AccountActionResult | undefined;
  notifications: NotificationSettings;
}) {
  const result = anyResult && TOTP_INTENTS.has(anyResult.intent) ? anyResult : undefined;
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
      <PasswordSection result={anyResult} />
      <section
        aria-labelledby="totp-title"
        className="rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="totp-title" className="text-lg font-semibold">
          Two-factor sign-in
        </h2>
        {result?.ok && result.intent !== 'totp-start' && result.intent !== 'recovery-codes' ? (
          <p role="status" className="mt-2 text-sm text-emerald-800">
            {me.totp_enabled ? 'Two-factor sign-in is on.' : 'Two-factor sign-in is off.'}
          </p>
        ) : null}
        {result?.ok && result.recoveryCodes ? <RecoveryCodes codes={result.recoveryCodes} /> : null}
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
        ) : me.totp_setup_required ? (
          // A password alone never enrols an authenticator while it is required (decision 131).
          <p className="mt-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This shop requires two-factor sign-in, so it is set up through a link an owner mails
            you. Ask an owner to send you a set-up link, then open it from your mail.
          </p>
        ) : (
          <TotpRestart result={result} />
        )}
        {me.totp_enabled ? <RenewCodes me={me} result={result} /> : null}
      </section>
      <NotificationsSection settings={notifications} result={anyResult} />
    </div>
  );
}

function RenewCodes({ me, result }: { me: StaffMe; result?: AccountActionResult | undefined }) {
  const mine = result?.intent === 'recovery-codes' ? result : undefined;
  return (
    <Form method="post" className="mt-6 max-w-xs space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold">Recovery codes</h3>
      <p className="text-sm text-slate-700">
        {me.recovery_codes_left ?? 0} unused. New codes replace every old one.
      </p>
      <FormError error={mine && !mine.ok && !mine.fields?.code ? mine.error : null} />
      <Field
        label="Current code, for new recovery codes"
        name="code"
        id="recovery-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={mine?.fields?.code}
      />
      <SubmitButton intent="recovery-codes" tone="plain">
        Make new recovery codes
      </SubmitButton>
    </Form>
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
