// /password-reset (001 §2): one e-mail field; the same answer whether or not it has an account.
import { data, Link, Form, useNavigation } from 'react-router';
import type { Route } from './+types/password-reset';
import { shopTitle } from '../lib/brand';
import { apiJson } from '../lib/api';
import { refusal } from '../lib/refusal';
import { AccountCard, Field, PrimaryButton, linkClass } from '../features/account/form-parts';
import type { AccountMessageDto } from '@solestock/domain/account-schemas';
import { localeOfRequest } from '../i18n/page-redirect';
import { translatorOf, useT } from '../i18n/i18n';
import { apiSentence, localeLoader, metaTranslator } from '../features/account/page-locale';

export const loader = localeLoader;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: shopTitle(metaTranslator(loaderData)('account.reset.metaTitle'), matches) },
];

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const t = translatorOf(locale);
  const failed = t('account.reset.failed');
  const email = String((await request.formData()).get('email') ?? '')
    .trim()
    .toLowerCase();
  if (!email) return data({ message: null, error: t('account.enterEmail') }, { status: 400 });
  try {
    const body = await apiJson<AccountMessageDto>(context.api, '/password-reset/', {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    return {
      message: apiSentence(locale, body.message, () => t('account.reset.sent')),
      error: null,
    };
  } catch (error) {
    // A throttled request says when to try again; anything else gets the spec's sentence.
    const r = refusal(error, { unreachable: failed });
    return data(
      { message: null, error: r.status === 429 ? r.error : failed },
      { status: r.status },
    );
  }
}

export default function PasswordResetRoute({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <AccountCard title={t('account.reset.title')}>
      {actionData?.message ? (
        <p role="status" className="mb-6 text-center text-slate-700">
          {actionData.message}
        </p>
      ) : (
        <Form method="post">
          <p className="mb-5 text-sm text-slate-600">{t('account.reset.intro')}</p>
          {actionData?.error && (
            <p role="alert" className="mb-4 text-sm font-medium text-red-700">
              {actionData.error}
            </p>
          )}
          <Field
            label={t('account.field.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <PrimaryButton disabled={busy} busy={busy}>
            {busy ? t('account.sending') : t('account.reset.submit')}
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
