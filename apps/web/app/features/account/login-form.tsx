// The login form (001 §2 Login): works without JavaScript; 'Logging In...' while it posts.
import { useBrand } from '../../lib/brand';
import { Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { returnPathFrom } from '../../lib/return-target';
import { useT } from '../../i18n/i18n';
import { richMessage, useMessageLocale } from '../../i18n/rich-message';
import { DEFAULT_LOCALE } from '@solestock/domain/locales';
import { AccountCard, Field, FormError, PrimaryButton, linkClass } from './form-parts';

/**
 * "Remember me" and "Forgot password?" side by side; Japanese and Chinese wrap onto two lines at
 * 390 px rather than break inside a word. English keeps its row exactly (docs/languages.md).
 */
const REMEMBER_ROW = {
  en: 'mb-5 flex items-center justify-between text-sm',
  other: 'mb-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm',
} as const;

export function LoginForm({ error }: { error: string | null }) {
  const t = useT();
  const locale = useMessageLocale();
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
    <AccountCard title={t('account.login.title')}>
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
        <Field
          label={t('account.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <Field
          label={t('account.field.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          revealable
        />
        {/* Longer words (Japanese) put the link under the checkbox rather than break them. */}
        <div className={REMEMBER_ROW[locale === DEFAULT_LOCALE ? 'en' : 'other']}>
          <label className="flex items-center gap-2 text-slate-700">
            <input type="checkbox" name="remember_me" className="h-4 w-4 accent-brand-600" />
            {t('account.login.rememberMe')}
          </label>
          <Link to="/password-reset" className={linkClass}>
            {t('account.login.forgotPassword')}
          </Link>
        </div>
        <PrimaryButton disabled={submitting} busy={submitting}>
          {submitting ? t('account.login.submitting') : t('account.login.submit')}
        </PrimaryButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {richMessage(
          t,
          'account.login.newTo',
          {
            signUp: (
              <Link to={signUpHref} className={linkClass}>
                {t('account.login.signUp')}
              </Link>
            ),
          },
          { shop: shop_name },
        )}
      </p>
    </AccountCard>
  );
}
