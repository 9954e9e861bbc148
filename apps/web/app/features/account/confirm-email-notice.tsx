// /get-confirm-email (001 §2): 'ALMOST THERE!' and Resend Confirmation, with the e-mail and `from`
// carried in navigation state from sign-up. Resend posts to the route's action.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n';
import { AccountCard, Field, PrimaryButton } from './form-parts';
import { ResendForm } from './resend-verification';

export function ConfirmEmailNotice() {
  const t = useT();
  const state = (useLocation().state ?? {}) as { message?: string; from?: string; email?: string };
  const [email, setEmail] = useState(state.email ?? '');
  return (
    <AccountCard title={t('account.confirmEmail.title')}>
      {state.message && (
        <p className="mb-3 text-center font-medium text-brand-900">{state.message}</p>
      )}
      <p className="mb-6 text-center text-slate-600">
        {state.email
          ? t('account.confirmEmail.checkInboxAt', { email: state.email })
          : t('account.confirmEmail.checkInbox')}
      </p>
      <ResendForm email={state.email} from={state.from}>
        {(busy) => (
          <>
            {!state.email && (
              <Field
                label={t('account.field.email')}
                name="email"
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
            <PrimaryButton disabled={busy} busy={busy}>
              {busy ? t('account.sending') : t('account.confirmEmail.resend')}
            </PrimaryButton>
          </>
        )}
      </ResendForm>
    </AccountCard>
  );
}
