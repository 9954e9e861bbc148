// /sign-up (001 §2): username, e-mail, password, confirm; on 201 to /get-confirm-email.
import { data } from 'react-router';
import type { Route } from './+types/sign-up';
import { shopTitle } from '../lib/brand';
import { SignUpForm } from '../features/account/sign-up-form';
import { pageQuery } from '../lib/page-query';
import { localeOfRequest } from '../i18n/page-redirect';
import { translatorOf } from '../i18n/i18n';
import { apiSentence, localeLoader, metaTranslator } from '../features/account/page-locale';

export const handle = pageQuery('from');

export const loader = localeLoader;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: shopTitle(metaTranslator(loaderData)('account.signUp.metaTitle'), matches) },
];

export async function action({ request, context }: Route.ActionArgs) {
  const language = localeOfRequest(request);
  const t = translatorOf(language);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const email = field('email').trim().toLowerCase();
  const from = field('from');
  // 001 §5: a confirm that differs blocks the submission silently.
  if (field('password') !== field('confirm_password'))
    return data({ ok: false as const, error: null });
  const query = from ? `?from_subdomain=${encodeURIComponent(from)}` : '';
  try {
    const res = await context.api(`/register/${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: field('username').trim(),
        email,
        password: field('password'),
        from,
        role: 'seller',
        // The page's language: the new buyer's mails follow it (docs/languages.md).
        language,
      }),
    });
    const body = (await res.json().catch(() => null)) as {
      message?: string;
      error?: string;
    } | null;
    if (res.status === 201) {
      const message = apiSentence(language, body?.message ?? '', () =>
        t('account.signUp.registered'),
      );
      return { ok: true as const, message, email, from };
    }
    return data(
      {
        ok: false as const,
        error: body?.error ?? t('account.signUp.failed', { status: res.status }),
      },
      { status: res.status },
    );
  } catch {
    return data({ ok: false as const, error: t('account.unreachable') }, { status: 503 });
  }
}

export default function SignUpRoute({ actionData }: Route.ComponentProps) {
  return <SignUpForm result={actionData ?? null} />;
}
