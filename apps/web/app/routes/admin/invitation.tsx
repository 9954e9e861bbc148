// /admin/invitation/:token: the invited staff member names themself and sets a password
// (POST /api/admin/invitations/{token}/accept/); the answer's cookie signs them in. The page
// first reads the invitation (GET /api/admin/invitations/{token}/): the role it grants, and the
// name the owner gave, pre-filled (issue 28.7). A used or expired link says so before any typing.
import { Form, Link, data, redirect } from 'react-router';
import { PASSWORD_HINT, isValidPassword } from '@solestock/domain/validation';
import type { Route } from './+types/invitation';
import { consoleMeta, useConsoleShopName } from '../../console/shared/console-meta';
import { Field, FormError, SubmitButton } from '../../console/shared/form-parts';
import { ApiError, apiJson } from '../../lib/api';

interface Invitation {
  email: string;
  name: string;
  role: string;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const invitation = await apiJson<Invitation>(
      context.api,
      `/admin/invitations/${encodeURIComponent(params.token)}/`,
    );
    return { invitation, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ invitation: null, error: error.message }, { status: error.status });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Accept your invitation', matches);

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const name = String(form.get('name') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const fields: Record<string, string> = {};
  if (!name) fields.name = 'Enter your name.';
  // The sign-up rules, checked here first so a bad password costs no round trip.
  if (!isValidPassword(password)) fields.password = PASSWORD_HINT;
  if (Object.keys(fields).length > 0)
    return data({ error: null as string | null, fields, name }, { status: 400 });
  const res = await context
    .api(`/admin/invitations/${encodeURIComponent(params.token)}/accept/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name, password }),
    })
    .catch(() => null);
  if (!res) return data({ error: 'The back office could not be reached.', fields, name }, 503);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      error?: string;
      fields?: Record<string, string>;
    } | null;
    return data(
      {
        error: body?.error ?? `The invitation could not be accepted (${res.status}).`,
        fields: body?.fields ?? {},
        name,
      },
      { status: res.status },
    );
  }
  const headers = new Headers();
  for (const c of res.headers.getSetCookie()) headers.append('set-cookie', c);
  return redirect('/admin', { headers });
}

export default function InvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const invitation = loaderData.invitation;
  const shopName = useConsoleShopName();
  return (
    <main className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold">{`Join the ${shopName} back office`}</h1>
      {invitation ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            You are invited as <strong>{invitation.role}</strong> with the address{' '}
            <span className="[overflow-wrap:anywhere]">{invitation.email}</span>. Choose the name
            your colleagues see and a password for signing in.
          </p>
          <Form method="post" className="mt-6 space-y-4">
            <FormError error={actionData?.error} />
            <Field
              label="Your name"
              name="name"
              autoComplete="name"
              required
              defaultValue={actionData?.name ?? invitation.name}
              error={actionData?.fields.name}
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              error={actionData?.fields.password}
            />
            <SubmitButton pendingLabel="Joining…">Accept the invitation</SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <div className="mt-4">
            <FormError error={loaderData.error} />
          </div>
          <p className="mt-6 text-sm">
            <Link to="/admin/sign-in" className="underline">
              Sign in
            </Link>{' '}
            if you have joined already.
          </p>
        </>
      )}
    </main>
  );
}
