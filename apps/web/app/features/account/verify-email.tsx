// /verify-email/{uid}/{token} and /confirm-email/{uid}/{token} (001 §2): verifies on load in the
// browser (a mail scanner fetching the link runs no script, so it cannot spend the token).
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { VERIFY_REDIRECT_MS } from '@solestock/domain';
import { browserApi } from '../../lib/api';
import { Logo } from '../shell/logo';
import { useT } from '../../i18n/i18n';
import { useMessageLocale } from '../../i18n/rich-message';
import { useBrand } from '../../lib/brand';
import { apiSentence } from './page-locale';
import { accountEn } from '../../i18n/catalogues/areas/account.en';
import { AccountCard, PrimaryButton } from './form-parts';
import { ResendForm } from './resend-verification';

/** The way on from a verified account, as a link too (its English text; the page also moves on by itself). */
export const VERIFIED_LINK_TEXT = accountEn['account.verify.continue'];

const continueClass =
  'inline-block rounded-lg bg-brand-600 px-6 py-3 font-bold tracking-wide text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

type State =
  | { kind: 'verifying' }
  | { kind: 'verified'; message: string; next: string | null }
  | { kind: 'expired'; message: string; email: string | null };

export function VerifyEmail({ uid, token }: { uid: string; token: string }) {
  const t = useT();
  const locale = useMessageLocale();
  const { shop_name } = useBrand();
  const [state, setState] = useState<State>({ kind: 'verifying' });
  const started = useRef(false);
  const navigate = useNavigate();
  const revalidator = useRevalidator();

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
            message: body?.message ?? t('account.verify.failed'),
            email: body?.email ?? null,
          });
          return;
        }
        setState({
          kind: 'verified',
          message: apiSentence(locale, body?.message ?? '', () =>
            t('account.verify.welcome', { shop: shop_name }),
          ),
          next: body?.from ?? null,
        });
        // Signed in now: the header picks the user up.
        void revalidator.revalidate();
        timer = setTimeout(() => {
          if (body?.from) window.location.assign(body.from);
          else navigate('/', { replace: true });
        }, VERIFY_REDIRECT_MS);
      } catch {
        setState({
          kind: 'expired',
          message: t('account.verify.failed'),
          email: null,
        });
      }
    })();
    return () => clearTimeout(timer);
    // Runs once per page: verifying spends the token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // These pages show no site header (000 §2): a slim bar with the logo is the way home.
  const bar = (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center px-4">
        <Logo />
      </div>
    </div>
  );

  if (state.kind === 'verifying') {
    return (
      <AccountCard title={t('account.verify.verifying')} bar={bar}>
        <p role="status" className="text-center text-slate-600">
          {t('account.verify.wait')}
        </p>
      </AccountCard>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AccountCard title={t('account.verify.verified')} bar={bar}>
        <p role="status" className="text-center text-slate-700">
          {state.message}
        </p>
        {/* 001 §2, §9 move on after 2 s by themselves; the link is there for whoever is quicker,
            or whose browser did not follow (issue 28.10). A seller site is left by a full load. */}
        <p className="mt-6 text-center">
          {state.next ? (
            <a href={state.next} className={continueClass}>
              {t('account.verify.continue')}
            </a>
          ) : (
            <Link to="/" replace className={continueClass}>
              {t('account.verify.continue')}
            </Link>
          )}
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('account.verify.expired')} bar={bar}>
      <p role="alert" className="mb-6 text-center text-slate-700">
        {state.message}
      </p>
      {state.email && (
        <ResendForm email={state.email}>
          {(busy) => (
            <PrimaryButton disabled={busy} busy={busy}>
              {busy ? t('account.sending') : t('account.verify.resend')}
            </PrimaryButton>
          )}
        </ResendForm>
      )}
    </AccountCard>
  );
}
