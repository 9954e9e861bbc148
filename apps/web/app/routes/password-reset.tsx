// /password-reset (001 §2): one e-mail field; the same answer whether or not it has an account.
import { data, Link, Form, useNavigation } from 'react-router';
import type { Route } from './+types/password-reset';
import { shopTitle } from '../lib/brand';
import { apiJson } from '../lib/api';
import { refusal } from '../lib/refusal';
import { AccountCard, Field, PrimaryButton, linkClass } from '../features/account/form-parts';
import type { AccountMessageDto } from '@solestock/domain/account-schemas';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: shopTitle('Reset your password', matches) },
];

const FAILED = 'Failed to send reset link. Please try again.';

export async function action({ request, context }: Route.ActionArgs) {
  const email = String((await request.formData()).get('email') ?? '')
    .trim()
    .toLowerCase();
  if (!email)
    return data({ message: null, error: 'Please enter your email address.' }, { status: 400 });
  try {
    const body = await apiJson<AccountMessageDto>(context.api, '/password-reset/', {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    return { message: body.message, error: null };
  } catch (error) {
    // A throttled request says when to try again; anything else gets the spec's sentence.
    const r = refusal(error, { unreachable: FAILED });
    return data(
      { message: null, error: r.status === 429 ? r.error : FAILED },
      { status: r.status },
    );
  }
}

export default function PasswordResetRoute({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <AccountCard title="Reset Password">
      {actionData?.message ? (
        <p role="status" className="mb-6 text-center text-slate-700">
          {actionData.message}
        </p>
      ) : (
        <Form method="post">
          <p className="mb-5 text-sm text-slate-600">
            Enter the email address of your account and we will send you a link to choose a new
            password.
          </p>
          {actionData?.error && (
            <p role="alert" className="mb-4 text-sm font-medium text-red-700">
              {actionData.error}
            </p>
          )}
          <Field label="Email" name="email" type="email" autoComplete="email" required />
          <PrimaryButton disabled={busy} busy={busy}>
            {busy ? 'Sending...' : 'RESET PASSWORD'}
          </PrimaryButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={linkClass}>
          Back to Login
        </Link>
      </p>
    </AccountCard>
  );
}
