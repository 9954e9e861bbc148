// The login form (001 §2 Login): works without JavaScript; 'Logging In...' while it posts.
import { useBrand } from '../../lib/brand';
import { Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { returnPathFrom } from '../../lib/return-target';
import { AccountCard, Field, FormError, PrimaryButton, linkClass } from './form-parts';

export function LoginForm({ error }: { error: string | null }) {
  const { shop_name } = useBrand();
  const navigation = useNavigation();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const returnPath = returnPathFrom(location.state, location.search) ?? '';
  // The form posts to its own URL, query included (`?from=` on every guard redirect): match the path.
  const submitting =
    navigation.state === 'submitting' && navigation.formAction?.split('?')[0] === location.pathname;
  const signUpHref = from ? `/sign-up?from=${encodeURIComponent(from)}` : '/sign-up';

  return (
    <AccountCard title="Login">
      <Form
        method="post"
        replace
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          // 001 §5: submit is ignored while e-mail or password is empty.
          if (!String(form.get('email') ?? '').trim() || !form.get('password'))
            event.preventDefault();
        }}
      >
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="redirectTo" value={returnPath} />
        <FormError message={error} />
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          revealable
        />
        <div className="mb-5 flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input type="checkbox" name="remember_me" className="h-4 w-4 accent-brand-600" />
            Remember me
          </label>
          <Link to="/password-reset" className={linkClass}>
            Forgot password?
          </Link>
        </div>
        <PrimaryButton disabled={submitting} busy={submitting}>
          {submitting ? 'Logging In...' : 'Login'}
        </PrimaryButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to {shop_name}?{' '}
        <Link to={signUpHref} className={linkClass}>
          Sign Up
        </Link>
      </p>
    </AccountCard>
  );
}
