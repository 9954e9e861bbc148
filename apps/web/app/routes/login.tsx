// /login (001 §2): e-mail, password, remember-me; the session cookies come back on the redirect.
import { data, redirect } from 'react-router';
import type { Route } from './+types/login';
import { afterLoginTarget } from '../lib/return-target';
import { LoginForm } from '../features/account/login-form';
import { pageQuery } from '../lib/page-query';

// The form reads where to go back to (001 §2 Login); any other key is not kept.
export const handle = pageQuery('from', 'redirectTo');

export const meta: Route.MetaFunction = () => [{ title: 'Log in | Solestock' }];

export async function action({ request, context }: Route.ActionArgs) {
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
    return data({ error: 'The shop could not be reached. Please try again.' }, { status: 503 });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    return data(
      { error: body?.error ?? `Login failed (${res.status}).` },
      { status: res.status, headers: retryAfter(res) },
    );
  }
  const headers = new Headers();
  for (const c of res.headers.getSetCookie()) headers.append('set-cookie', c);
  const target = afterLoginTarget(
    form.get('from'),
    form.get('redirectTo'),
    context.sellerSiteUrl,
    context.publicUrl,
  );
  return redirect(target, { headers });
}

function retryAfter(res: Response): HeadersInit {
  const value = res.headers.get('retry-after');
  return value ? { 'retry-after': value } : {};
}

export default function LoginRoute({ actionData }: Route.ComponentProps) {
  return <LoginForm error={actionData?.error ?? null} />;
}
