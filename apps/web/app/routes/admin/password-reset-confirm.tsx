// /admin/password-reset/:token: the link of the reset mail; choosing a new password
// (POST /api/admin/password-reset/{token}/confirm/) signs the member out everywhere, so they
// sign in again with it.
import { Form, Link, data } from 'react-router';
import { PASSWORD_HINT, isValidPassword } from '@solestock/domain/validation';
import type { Route } from './+types/password-reset-confirm';
import { consoleMeta } from '../../console/shared/console-meta';
import { Field, FormError, SubmitButton } from '../../console/shared/form-parts';
import { ApiError, apiJson } from '../../lib/api';
import type { StaffMessage } from '@solestock/domain/back-office/staff-payloads';

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Choose a new password', matches);

interface ConfirmState {
  done: string | null;
  error: string | null;
  fields: Record<string, string>;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  const confirm = String(form.get('confirm_password') ?? '');
  const fields: Record<string, string> = {};
  if (!isValidPassword(password)) fields.password = PASSWORD_HINT;
  else if (password !== confirm) fields.confirm_password = 'The two passwords are not the same.';
  if (Object.keys(fields).length > 0)
    return data<ConfirmState>({ done: null, error: null, fields }, { status: 400 });
  try {
    const body = await apiJson<StaffMessage>(
      context.api,
      `/admin/password-reset/${encodeURIComponent(params.token)}/confirm/`,
      { method: 'POST', body: JSON.stringify({ password }) },
    );
    return { done: body.message, error: null, fields: {} as Record<string, string> };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const f = (error.body as { fields?: Record<string, string> } | null)?.fields ?? {};
    return data<ConfirmState>(
      { done: null, error: error.message, fields: f },
      { status: error.status },
    );
  }
}

export default function PasswordResetConfirmRoute({ actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      {actionData?.done ? (
        <>
          <p role="status" className="mt-4 text-sm text-emerald-800">
            {actionData.done}
          </p>
          <p className="mt-6 text-sm">
            <Link to="/admin/sign-in" className="underline">
              Sign in
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <FormError error={actionData?.error} />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_HINT}
            error={actionData?.fields.password}
          />
          <Field
            label="The new password again"
            name="confirm_password"
            type="password"
            autoComplete="new-password"
            required
            error={actionData?.fields.confirm_password}
          />
          <SubmitButton pendingLabel="Saving…">Save the new password</SubmitButton>
        </Form>
      )}
    </main>
  );
}
