// The sign-up form (001 §2, §5): the spec's patterns and hints, the silent block when the two
// passwords differ, and 'Error: ' plus the server's message.
import { useEffect, useState } from 'react';
import { Form, Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { PASSWORD_HINT, emailHint, isValidEmail, isValidPassword } from '@solestock/domain';
import { AccountCard, Field, FormError, PrimaryButton, linkClass } from './form-parts';

export type SignUpResult =
  { ok: true; message: string; email: string; from: string } | { ok: false; error: string | null };

export function SignUpForm({ result }: { result: SignUpResult | null }) {
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
    touched.email && email && !isValidEmail(email.trim()) ? emailHint(email.trim()) : undefined;
  const passwordError =
    touched.password && password && !isValidPassword(password) ? PASSWORD_HINT : undefined;
  const loginHref = from ? `/login?from=${encodeURIComponent(from)}` : '/login';

  return (
    <AccountCard title="Sign Up">
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
        <Field label="Username" name="username" autoComplete="username" required />
        <Field
          label="Email"
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
          label="Password"
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
          label="Confirm Password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          revealable
        />
        <p className="mb-5 text-xs text-slate-600">
          By signing up you agree to our{' '}
          <Link to="/policy-page" className={linkClass}>
            Terms of Use
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
        <PrimaryButton disabled={submitting} busy={submitting}>
          {submitting ? 'Signing Up...' : 'Sign Up'}
        </PrimaryButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={loginHref} className={linkClass}>
          Login
        </Link>
      </p>
    </AccountCard>
  );
}
