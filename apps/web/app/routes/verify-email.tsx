// Both spellings of the link (001 §2) render this module.
import { resendAction } from '../features/account/resend-verification.server';
import type { Route } from './+types/verify-email';
import { shopTitle } from '../lib/brand';
import { localeOfRequest } from '../i18n/page-redirect';
import { localeLoader, metaTranslator } from '../features/account/page-locale';
import { VerifyEmail } from '../features/account/verify-email';

export const loader = localeLoader;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: shopTitle(metaTranslator(loaderData)('account.verify.metaTitle'), matches) },
  { name: 'robots', content: 'noindex' },
];

/** Resend Confirmation / Resend Link (resend-verification.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return resendAction(await request.formData(), context.api, localeOfRequest(request));
}

export default function VerifyEmailRoute({ params }: Route.ComponentProps) {
  return (
    <VerifyEmail key={`${params.uid}/${params.token}`} uid={params.uid} token={params.token} />
  );
}
