import { resendAction } from '../features/account/resend-verification.server';
import type { Route } from './+types/get-confirm-email';
import { shopTitle } from '../lib/brand';
import { localeOfRequest } from '../i18n/page-redirect';
import { localeLoader, metaTranslator } from '../features/account/page-locale';
import { ConfirmEmailNotice } from '../features/account/confirm-email-notice';

export const loader = localeLoader;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: shopTitle(metaTranslator(loaderData)('account.confirmEmail.metaTitle'), matches) },
];

/** Resend Confirmation / Resend Link (resend-verification.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return resendAction(await request.formData(), context.api, localeOfRequest(request));
}

export default function GetConfirmEmailRoute() {
  return <ConfirmEmailNotice />;
}
