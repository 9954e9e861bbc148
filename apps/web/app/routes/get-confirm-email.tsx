import { resendAction } from '../features/account/resend-verification.server';
import type { Route } from './+types/get-confirm-email';
import { shopTitle } from '../lib/brand';
import { ConfirmEmailNotice } from '../features/account/confirm-email-notice';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: shopTitle('Confirm your email', matches) },
];

/** Resend Confirmation / Resend Link (resend-verification.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return resendAction(await request.formData(), context.api);
}

export default function GetConfirmEmailRoute() {
  return <ConfirmEmailNotice />;
}
