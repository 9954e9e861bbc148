// Resend Confirmation / Resend Link (001 §7, §8) as a route action: the API's sentence either way,
// the spec's when it sent none, in the page's language.
import { data, type AppLoadContext } from 'react-router';
import { apiJson } from '../../lib/api';
import { refused } from '../../lib/refusal';
import type { AccountMessageDto } from '@solestock/domain/account-schemas';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { translatorOf } from '../../i18n/i18n';
import { apiSentence } from './page-locale';

export type ResendResult =
  | { intent: 'resend'; ok: true; message: string }
  | { intent: 'resend'; ok: false; error: string; fields: Record<string, string> };

export async function resendAction(
  form: FormData,
  api: AppLoadContext['api'],
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = translatorOf(locale);
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase();
  const from = String(form.get('from') ?? '');
  if (!email)
    return data<ResendResult>(
      { intent: 'resend', ok: false, error: t('account.enterEmail'), fields: {} },
      { status: 400 },
    );
  const query = from ? `?from_subdomain=${encodeURIComponent(from)}` : '';
  try {
    const body = await apiJson<AccountMessageDto | null>(api, `/resend-verification/${query}`, {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    return {
      intent: 'resend',
      ok: true,
      message: apiSentence(locale, body?.message ?? t('account.resend.sent'), () =>
        t('account.resend.sent'),
      ),
    } satisfies ResendResult;
  } catch (error) {
    return refused({ intent: 'resend' as const }, error, { fallback: t('account.resend.failed') });
  }
}
