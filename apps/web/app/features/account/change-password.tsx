// /change-password/{uid}/{token} (001 §2): validates the link on load, then the new password
// form; after success, to /login in 3 s.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORDS_DO_NOT_MATCH, RESET_REDIRECT_MS } from '@solestock/domain';
import { apiJson, browserApi, serverMessage } from '../../lib/api';
import { AccountCard, Field, PrimaryButton, linkClass } from './form-parts';

const INVALID = 'This password reset link is invalid or has expired.';
const FAILED = 'Failed to reset password. Please try again.';

type LinkState = 'validating' | 'valid' | 'invalid';

export function ChangePassword({
  uid,
  token,
}: {
  uid: string | undefined;
  token: string | undefined;
}) {
  const [link, setLink] = useState<LinkState>(uid && token ? 'validating' : 'invalid');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const base = `/password-reset/${encodeURIComponent(uid ?? '')}/${encodeURIComponent(token ?? '')}`;

  useEffect(() => {
    if (!uid || !token) return;
    apiJson<{ valid: boolean }>(browserApi, `${base}/validate/`).then(
      (r) => setLink(r.valid ? 'valid' : 'invalid'),
      () => setLink('invalid'),
    );
  }, [base, uid, token]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (link === 'validating') {
    return (
      <AccountCard title="Change Password">
        <p role="status" className="text-center text-slate-600">
          Validating your reset link...
        </p>
      </AccountCard>
    );
  }
  if (link === 'invalid') {
    return (
      <AccountCard title="Invalid Reset Link">
        <p role="alert" className="mb-6 text-center text-slate-700">
          {INVALID}
        </p>
        <Link
          to="/password-reset"
          className="block w-full rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
        >
          Request New Reset Link
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Change Password">
      {done ? (
        <p role="status" className="text-center text-slate-700">
          {done}
        </p>
      ) : (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const password = String(form.get('password') ?? '');
            const confirm = String(form.get('confirm_password') ?? '');
            if (!password || !confirm) return;
            if (password !== confirm) return setError(PASSWORDS_DO_NOT_MATCH);
            setError(null);
            setBusy(true);
            try {
              const body = await apiJson<{ message: string }>(browserApi, `${base}/confirm/`, {
                method: 'POST',
                body: JSON.stringify({ password, confirm_password: confirm }),
              });
              setDone(body.message);
            } catch (e) {
              setError(serverMessage(e) ?? FAILED);
            } finally {
              setBusy(false);
            }
          }}
        >
          {error && (
            <p role="alert" className="mb-4 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <Field
            label="New Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            revealable
          />
          <Field
            label="Confirm New Password"
            name="confirm_password"
            type="password"
            autoComplete="new-password"
            required
            revealable
          />
          <PrimaryButton disabled={busy} busy={busy}>
            {busy ? 'Resetting...' : 'Reset Password'}
          </PrimaryButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={linkClass}>
          Back to Login
        </Link>
      </p>
    </AccountCard>
  );
}
