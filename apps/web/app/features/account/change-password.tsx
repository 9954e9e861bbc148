// /change-password/{uid}/{token} (001 §2): validates the link on load, then the new password
// form; after success, to /login in 3 s.
import { useEffect, useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { RESET_REDIRECT_MS } from '@solestock/domain';
import { useT } from '../../i18n/i18n';
import { AccountCard, Field, PrimaryButton, linkClass } from './form-parts';

export function ChangePassword({
  valid,
  error: refused,
  done,
}: {
  /** The link checked by the route's loader. */
  valid: boolean;
  /** The action's refusal, or null. */
  error: string | null;
  /** The action's sentence once the password is changed. */
  done: string | null;
}) {
  const t = useT();
  const [mismatch, setMismatch] = useState(false);
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const error = mismatch ? t('account.passwordsDoNotMatch') : refused;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  // Once the password is changed the link is spent, so a reload of the loader would call it
  // invalid: the sentence of success wins over it until the move to /login.
  if (!valid && !done) {
    return (
      <AccountCard title={t('account.changePassword.invalidTitle')}>
        <p role="alert" className="mb-6 text-center text-slate-700">
          {t('account.changePassword.invalidLink')}
        </p>
        <Link
          to="/password-reset"
          className="block w-full rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
        >
          {t('account.changePassword.requestNew')}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('account.changePassword.title')}>
      {done ? (
        <p role="status" className="text-center text-slate-700">
          {done}
        </p>
      ) : (
        <Form
          method="post"
          onSubmit={(event) => {
            // The same checks the action makes, before the post: empty fields wait, a confirm
            // that differs is said at once.
            const form = new FormData(event.currentTarget);
            const password = String(form.get('password') ?? '');
            const confirm = String(form.get('confirm_password') ?? '');
            if (!password || !confirm) return event.preventDefault();
            setMismatch(password !== confirm);
            if (password !== confirm) event.preventDefault();
          }}
        >
          {error && (
            <p role="alert" className="mb-4 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <Field
            label={t('account.changePassword.newPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            revealable
          />
          <Field
            label={t('account.changePassword.confirmNew')}
            name="confirm_password"
            type="password"
            autoComplete="new-password"
            required
            revealable
          />
          <PrimaryButton disabled={busy} busy={busy}>
            {busy ? t('account.changePassword.submitting') : t('account.changePassword.submit')}
          </PrimaryButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={linkClass}>
          {t('account.backToLogin')}
        </Link>
      </p>
    </AccountCard>
  );
}
