// /verify-email/{uid}/{token} and /confirm-email/{uid}/{token} (001 §2): verifies on load in the
// browser (a mail scanner fetching the link runs no script, so it cannot spend the token).
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { VERIFY_REDIRECT_MS } from '@solestock/domain';
import { browserApi } from '../../lib/api';
import { AccountCard, PrimaryButton } from './form-parts';
import { resendVerification } from './resend-verification';

type State =
  | { kind: 'verifying' }
  | { kind: 'verified'; message: string }
  | { kind: 'expired'; message: string; email: string | null };

export function VerifyEmail({ uid, token }: { uid: string; token: string }) {
  const [state, setState] = useState<State>({ kind: 'verifying' });
  const started = useRef(false);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        const res = await browserApi(
          `/verify-email/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`,
        );
        const body = (await res.json().catch(() => null)) as {
          message?: string;
          email?: string;
          from?: string;
        } | null;
        if (!res.ok) {
          setState({
            kind: 'expired',
            message: body?.message ?? 'Email verification failed. Please try again.',
            email: body?.email ?? null,
          });
          return;
        }
        setState({ kind: 'verified', message: body?.message ?? '' });
        // Signed in now: the header picks the user up.
        void revalidator.revalidate();
        timer = setTimeout(() => {
          if (body?.from) window.location.assign(body.from);
          else navigate('/', { replace: true });
        }, VERIFY_REDIRECT_MS);
      } catch {
        setState({
          kind: 'expired',
          message: 'Email verification failed. Please try again.',
          email: null,
        });
      }
    })();
    return () => clearTimeout(timer);
    // Runs once per page: verifying spends the token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.kind === 'verifying') {
    return (
      <AccountCard title="Verifying your email...">
        <p role="status" className="text-center text-slate-600">
          Please wait a moment.
        </p>
      </AccountCard>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AccountCard title="Verified!">
        <p role="status" className="text-center text-slate-700">
          {state.message}
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Verification Link Expired">
      <p role="alert" className="mb-6 text-center text-slate-700">
        {state.message}
      </p>
      {state.email && (
        <PrimaryButton
          type="button"
          disabled={busy}
          busy={busy}
          onClick={async () => {
            setBusy(true);
            await resendVerification(state.email!, null);
            setBusy(false);
          }}
        >
          {busy ? 'Sending...' : 'Resend Link'}
        </PrimaryButton>
      )}
    </AccountCard>
  );
}
