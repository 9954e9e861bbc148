// /login (001 §2): e-mail, password, remember-me; the session cookies come back on the redirect.
import { data } from 'react-router';
import type { Route } from './+types/login';
import type { ShopBrand } from '@solestock/domain/back-office/brand-payloads';
import { apiJson } from '../lib/api';
import { shopTitle } from '../lib/brand';
import { afterLoginTarget } from '../lib/return-target';
import { LoginForm } from '../features/account/login-form';
import { pageQuery } from '../lib/page-query';
import { localeOfRequest, redirectInLanguage } from '../i18n/page-redirect';
import { translatorOf } from '../i18n/i18n';
import { localeLoader, metaTranslator } from '../features/account/page-locale';

// The form reads where to go back to (001 §2 Login); any other key is not kept.
export const handle = pageQuery('from', 'redirectTo');

export const loader = localeLoader;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: shopTitle(metaTranslator(loaderData)('account.login.metaTitle'), matches) },
];

export async function action({ request, context }: Route.ActionArgs) {
  const t = translatorOf(localeOfRequest(request));
  const form = await request.formData();
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase();
  const password = String(form.get('password') ?? '');
  // 001 §5: an empty e-mail or password is ignored.
  if (!email || !password) return data({ error: null as string | null }, { status: 400 });
  let res: Response;
  try {
    res = await context.api('/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, remember_me: form.get('remember_me') === 'on' }),
    });
  } catch {
    return data({ error: t('account.unreachable') }, { status: 503 });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    return data(
      { error: body?.error ?? t('account.login.failed', { status: res.status }) },
      { status: res.status, headers: retryAfter(res) },
    );
  }
  const headers = new Headers();
  for (const c of res.headers.getSetCookie()) headers.append('set-cookie', c);
  // A shop that switched its seller-site links off sends nobody there (docs/brand.md).
  const brand = await apiJson<ShopBrand>(context.api, '/ecommerce/brand/').catch(() => null);
  const target = afterLoginTarget(
    form.get('from'),
    form.get('redirectTo'),
    brand?.show_seller_links === false ? undefined : context.sellerSiteUrl,
    context.publicUrl,
  );
  // Back in the page's language (a seller-site URL is left as it is).
  return redirectInLanguage(request, target, { headers });
}

function retryAfter(res: Response): HeadersInit {
  const value = res.headers.get('retry-after');
  return value ? { 'retry-after': value } : {};
}

export default function LoginRoute({ actionData }: Route.ComponentProps) {
  return <LoginForm error={actionData?.error ?? null} />;
}
