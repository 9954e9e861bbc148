// The two-factor set-up link's page (decision 131), laid out as the invitation page is: sign in
// with the password (or continue as the member signed in already), scan the QR code, confirm with
// a first code, keep the recovery codes. Every refusal is announced (role="alert").
import { Form, Link } from 'react-router';
import { RecoveryCodes, TotpSetup, type TotpEnrolment } from '../account/account-page';
import { Field, FormError, SubmitButton } from '../shared/form-parts';

export interface TotpEnrolmentResult {
  intent: 'start' | 'totp-confirm';
  ok: boolean;
  error?: string | null;
  fields?: Record<string, string>;
  /** What was typed, kept after a refusal. */
  email?: string;
  enrolment?: TotpEnrolment;
  /** Shown this once, after two-factor sign-in went on. */
  recoveryCodes?: string[];
}

function StartForms({
  signedInAs,
  result,
}: {
  signedInAs: string | null;
  result: TotpEnrolmentResult | undefined;
}) {
  const refused = result && !result.ok ? result : undefined;
  return (
    <div className="mt-6 space-y-6">
      <FormError error={refused?.error} />
      {signedInAs ? (
        <Form method="post" className="space-y-3">
          <p className="text-sm text-slate-700">
            You are signed in as{' '}
            <span className="font-semibold [overflow-wrap:anywhere]">{signedInAs}</span>.
          </p>
          <input type="hidden" name="continue" value="session" />
          <SubmitButton intent="start-session" pendingLabel="Preparing…">
            Continue as this member
          </SubmitButton>
        </Form>
      ) : null}
      {!signedInAs || refused ? (
        <Form method="post" className="space-y-4" aria-labelledby="enrol-sign-in-title">
          <h2 id="enrol-sign-in-title" className="text-lg font-semibold">
            {signedInAs ? 'Or sign in with your password' : 'Sign in with your password'}
          </h2>
          <Field
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={refused?.email ?? ''}
            error={refused?.fields?.email}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={refused?.fields?.password}
          />
          <SubmitButton intent="start" pendingLabel="Signing in…">
            Sign in and continue
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}

export function TotpEnrolmentPage({
  signedInAs,
  result,
}: {
  signedInAs: string | null;
  result: TotpEnrolmentResult | undefined;
}) {
  const done = result?.intent === 'totp-confirm' && result.ok;
  const confirming = result?.intent === 'totp-confirm' ? result : undefined;
  return (
    <main className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-2xl font-bold">Set up two-factor sign-in</h1>
      {done ? (
        <>
          <p role="status" className="mt-4 text-sm text-emerald-800">
            Two-factor sign-in is on. From now on, signing in asks for your password and a code from
            your authenticator app.
          </p>
          <RecoveryCodes codes={result.recoveryCodes ?? []} />
          <Link
            to="/admin"
            className="mt-6 inline-block rounded bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Open the back office
          </Link>
        </>
      ) : result?.enrolment ? (
        <>
          {/* A refused code's sentence sits beside the field: announce it as well. */}
          {confirming && !confirming.ok && confirming.fields?.code ? (
            <p role="alert" className="sr-only">
              {confirming.fields.code}
            </p>
          ) : null}
          <TotpSetup enrolment={result.enrolment} result={confirming} />
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            An owner of the shop asked you to add a second step to your sign-in.{' '}
            {signedInAs
              ? 'Continue as the member signed in here, or sign in with your back-office password;'
              : 'First sign in with your back-office password;'}{' '}
            then add the shop to an authenticator app on your phone.
          </p>
          <StartForms signedInAs={signedInAs} result={result} />
        </>
      )}
    </main>
  );
}
