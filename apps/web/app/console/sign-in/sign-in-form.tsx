// The staff sign-in form: e-mail and password, then, when the API says a code is needed, the
// authenticator's six digits or a recovery code. The e-mail and password fields stay in the form (and keep what was
// typed) so the second post carries all three.
import { Form, Link } from 'react-router';
import { Field, FormError, SubmitButton } from '../shared/form-parts';

export interface SignInState {
  error: string | null;
  totpRequired: boolean;
  email: string;
}

export function SignInForm({ state, redirectTo }: { state: SignInState; redirectTo: string }) {
  return (
    <main className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold">Sign in to the back office</h1>
      <Form method="post" className="mt-6 space-y-4" noValidate={false}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError error={state.error} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {state.totpRequired ? (
          <Field
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            required
            // The step only appears after a post: the code is what to type next.
            autoFocus
            hint="The six digits your authenticator app shows for Solestock, or one of your recovery codes."
          />
        ) : null}
        <SubmitButton pendingLabel="Signing in…">
          {state.totpRequired ? 'Verify and sign in' : 'Sign in'}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/admin/password-reset" className="text-slate-900 underline">
          Forgot your password?
        </Link>
      </p>
    </main>
  );
}
