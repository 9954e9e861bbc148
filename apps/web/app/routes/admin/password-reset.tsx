// /admin/password-reset: a staff member asks for a link to choose a new password
// (POST /api/admin/password-reset/). The answer is the same for any address (docs/security.md).
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/password-reset';
import { consoleMeta } from '../../console/shared/console-meta';
import { Field, FormError, SubmitButton } from '../../console/shared/form-parts';
import { ApiError, apiJson } from '../../lib/api';
import type { StaffMessage } from '@solestock/domain/back-office/staff-payloads';

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Reset your password', matches);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  if (!email) return data({ sent: null, error: 'Enter your e-mail address.' }, { status: 400 });
  try {
    const body = await apiJson<StaffMessage>(context.api, '/admin/password-reset/', {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    return { sent: body.message, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ sent: null, error: error.message }, { status: error.status });
  }
}

export default function PasswordResetRoute({ actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold">Reset your back-office password</h1>
      {actionData?.sent ? (
        <p role="status" className="mt-4 text-sm text-emerald-800">
          {actionData.sent}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Enter the e-mail address you sign in with: we mail you a link to choose a new password.
          </p>
          <Form method="post" className="mt-6 space-y-4">
            <FormError error={actionData?.error} />
            <Field label="Email" name="email" type="email" autoComplete="username" required />
            <SubmitButton pendingLabel="Sending…">Send the link</SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link to="/admin/sign-in" className="underline">
          Back to sign-in
        </Link>
      </p>
    </main>
  );
}
