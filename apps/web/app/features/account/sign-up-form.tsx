// The sign-up form (001 §2, §5): the spec's patterns and hints, the silent block when the two
// passwords differ, and 'Error: ' plus the server's message.
import { useEffect, useState } from 'react';
import { Form, Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { isValidEmail, isValidPassword } from '@solestock/domain';
import { useT } from '../../i18n/i18n';
import { richMessage } from '../../i18n/rich-message';
import { AccountCard, Field, FormError, PrimaryButton, linkClass } from './form-parts';

export type SignUpResult =
  { ok: true; message: string; email: string; from: string } | { ok: false; error: string | null };

export function SignUpForm({ result }: { result: SignUpResult | null }) {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const submitting = navigation.state === 'submitting';

  useEffect(() => {
    if (result?.ok) {
      navigate('/get-confirm-email', {
        state: { message: result.message, from: result.from, email: result.email },
      });
    }
  }, [result, navigate]);

  const emailError =
    touched.email && email && !isValidEmail(email.trim())
      ? t('account.signUp.emailHint', { email: email.trim() })
      : undefined;
  const passwordError =
    touched.password && password && !isValidPassword(password)
      ? t('account.signUp.passwordHint')
      : undefined;
  const loginHref = from ? `/login?from=${encodeURIComponent(from)}` : '/login';

  return (
    <AccountCard title={t('account.signUp.title')}>
      <Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          setTouched({ email: true, password: true });
          const valid =
            String(form.get('username') ?? '').trim() &&
            isValidEmail(String(form.get('email') ?? '').trim()) &&
            isValidPassword(String(form.get('password') ?? ''));
          // 001 §5: mismatched passwords block the submission with no message.
          if (!valid || form.get('password') !== form.get('confirm_password'))
            event.preventDefault();
        }}
      >
        <input type="hidden" name="from" value={from} />
        <FormError message={result && !result.ok ? result.error : null} />
        <Field
          label={t('account.field.username')}
          name="username"
          autoComplete="username"
          required
        />
        <Field
          label={t('account.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value.toLowerCase())}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
          error={emailError}
        />
        <Field
          label={t('account.field.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          revealable
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          error={passwordError}
        />
        <Field
          label={t('account.field.confirmPassword')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          revealable
        />
        <p className="mb-5 text-xs text-slate-600">
          {richMessage(t, 'account.signUp.agree', {
            terms: (
              <Link to="/policy-page" className={linkClass}>
                {t('account.signUp.terms')}
              </Link>
            ),
            privacy: (
              <Link to="/privacy-policy" className={linkClass}>
                {t('account.signUp.privacy')}
              </Link>
            ),
          })}
        </p>
        <PrimaryButton disabled={submitting} busy={submitting}>
          {submitting ? t('account.signUp.submitting') : t('account.signUp.submit')}
        </PrimaryButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {richMessage(t, 'account.signUp.haveAccount', {
          login: (
            <Link to={loginHref} className={linkClass}>
              {t('account.signUp.login')}
            </Link>
          ),
        })}
      </p>
    </AccountCard>
  );
}
