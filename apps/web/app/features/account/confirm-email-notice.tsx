// /get-confirm-email (001 §2): 'ALMOST THERE!' and Resend Confirmation, with the e-mail and `from`
// carried in navigation state from sign-up. Resend posts to the route's action.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AccountCard, Field, PrimaryButton } from './form-parts';
import { ResendForm } from './resend-verification';

export function ConfirmEmailNotice() {
  const state = (useLocation().state ?? {}) as { message?: string; from?: string; email?: string };
  const [email, setEmail] = useState(state.email ?? '');
  return (
    <AccountCard title="ALMOST THERE!">
      {state.message && (
        <p className="mb-3 text-center font-medium text-brand-900">{state.message}</p>
      )}
      <p className="mb-6 text-center text-slate-600">
        Please check your inbox{state.email ? ` at ${state.email}` : ''} and click the link we sent
        to confirm your account.
      </p>
      <ResendForm email={state.email} from={state.from}>
        {(busy) => (
          <>
            {!state.email && (
              <Field
                label="Email"
                name="email"
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
            <PrimaryButton disabled={busy} busy={busy}>
              {busy ? 'Sending...' : 'Resend Confirmation'}
            </PrimaryButton>
          </>
        )}
      </ResendForm>
    </AccountCard>
  );
}
