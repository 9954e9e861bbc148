// Both spellings of the link (001 §2) render this module.
import { resendAction } from '../features/account/resend-verification.server';
import type { Route } from './+types/verify-email';
import { shopTitle } from '../lib/brand';
import { VerifyEmail } from '../features/account/verify-email';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: shopTitle('Verify your email', matches) },
  { name: 'robots', content: 'noindex' },
];

/** Resend Confirmation / Resend Link (resend-verification.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return resendAction(await request.formData(), context.api);
}

export default function VerifyEmailRoute({ params }: Route.ComponentProps) {
  return (
    <VerifyEmail key={`${params.uid}/${params.token}`} uid={params.uid} token={params.token} />
  );
}
