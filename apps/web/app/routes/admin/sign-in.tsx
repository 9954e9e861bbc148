// /admin/sign-in: POST /api/admin/session/; the staff cookie comes back on the redirect. A 401
// `totp_required` asks for the authenticator code on the same form.
import { data, redirect } from 'react-router';
import type { Route } from './+types/sign-in';
import { consoleMeta } from '../../console/shared/console-meta';
import { consoleReturnTarget } from '../../console/sign-in/safe-return';
import { SignInForm, type SignInState } from '../../console/sign-in/sign-in-form';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Sign in', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = consoleReturnTarget(new URL(request.url).searchParams.get('redirectTo'));
  // Already signed in (a bookmark, the back button): straight on to the console.
  const me = await context.api('/admin/me/').catch(() => null);
  if (me?.ok) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase();
  const password = String(form.get('password') ?? '');
  const code = String(form.get('code') ?? '').replace(/\s+/g, '');
  const hadCode = form.has('code');
  const state = (error: string, totpRequired = hadCode): SignInState => ({
    error,
    totpRequired,
    email,
  });
  if (!email || !password) return data(state('Enter your e-mail and password.'), { status: 400 });
  let res: Response;
  try {
    res = await context.api('/admin/session/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password, ...(code ? { code } : {}) }),
    });
  } catch {
    return data(state('The back office could not be reached. Please try again.'), { status: 503 });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
    if (res.status === 401 && body?.code === 'totp_required') {
      // The first answer of a two-factor account is a question, not a failure.
      const message = hadCode ? (body.error ?? 'That code is not right.') : null;
      return data({ error: message, totpRequired: true, email }, { status: 401 });
    }
    const retry = res.headers.get('retry-after');
    return data(state(body?.error ?? `Sign-in failed (${res.status}).`), {
      status: res.status,
      headers: retry ? { 'retry-after': retry } : {},
    });
  }
  const headers = new Headers();
  for (const c of res.headers.getSetCookie()) headers.append('set-cookie', c);
  return redirect(consoleReturnTarget(form.get('redirectTo')), { headers });
}

export default function SignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInForm
      state={actionData ?? { error: null, totpRequired: false, email: '' }}
      redirectTo={loaderData.redirectTo}
    />
  );
}
