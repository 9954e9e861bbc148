// /change-password/{uid}/{token}, and the bare /change-password (an invalid link). The loader
// checks the link; the action sets the new password (a plain form post, no JavaScript needed).
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/change-password';
import { shopTitle } from '../lib/brand';
import { apiJson } from '../lib/api';
import { refused } from '../lib/refusal';
import { ChangePassword } from '../features/account/change-password';
import type { AccountMessageDto, ResetLinkDto } from '@solestock/domain/account-schemas';
import { localeOfRequest } from '../i18n/page-redirect';
import { translatorOf } from '../i18n/i18n';
import { apiSentence, metaTranslator } from '../features/account/page-locale';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: shopTitle(metaTranslator(loaderData)('account.changePassword.metaTitle'), matches) },
  { name: 'robots', content: 'noindex' },
];

const linkPath = (params: { uid?: string; token?: string }) =>
  `/password-reset/${encodeURIComponent(params.uid ?? '')}/${encodeURIComponent(params.token ?? '')}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { uid, token } = params as { uid?: string; token?: string };
  if (!uid || !token) return { valid: false, locale };
  const answer = await apiJson<ResetLinkDto>(
    context.api,
    `${linkPath({ uid, token })}/validate/`,
  ).catch(() => ({ valid: false }));
  return { valid: answer.valid, locale };
}

// After a successful change the link is spent: reloading the loader would only say so.
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const t = translatorOf(locale);
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  const confirm = String(form.get('confirm_password') ?? '');
  // 001 §5: empty fields are ignored; a confirm that differs is said so.
  if (!password || !confirm)
    return data({ ok: false as const, error: null, fields: {} }, { status: 400 });
  if (password !== confirm)
    return data(
      { ok: false as const, error: t('account.passwordsDoNotMatch'), fields: {} },
      { status: 400 },
    );
  try {
    const body = await apiJson<AccountMessageDto>(
      context.api,
      `${linkPath(params as { uid?: string; token?: string })}/confirm/`,
      { method: 'POST', body: JSON.stringify({ password, confirm_password: confirm }) },
    );
    return {
      ok: true as const,
      message: apiSentence(locale, body.message, () => t('account.changePassword.done')),
    };
  } catch (error) {
    // The API's sentence when it sent one, else the spec's.
    return refused({ intent: 'change-password' }, error, {
      fallback: t('account.changePassword.failed'),
    });
  }
}

export default function ChangePasswordRoute({
  params,
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { uid, token } = params as { uid?: string; token?: string };
  return (
    <ChangePassword
      key={`${uid}/${token}`}
      valid={loaderData.valid}
      error={actionData && !actionData.ok ? actionData.error : null}
      done={actionData?.ok ? actionData.message : null}
    />
  );
}
