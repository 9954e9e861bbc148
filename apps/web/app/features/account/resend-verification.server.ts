// Resend Confirmation / Resend Link (001 §7, §8) as a route action: the API's sentence either way,
// the spec's when it sent none.
import { data, type AppLoadContext } from 'react-router';
import { apiJson } from '../../lib/api';
import { refused } from '../../lib/refusal';
import type { AccountMessageDto } from '@solestock/domain/account-schemas';

export const RESENT = 'Verification link sent to your email';
export const RESEND_FAILED = 'Failed to send verification link';

export type ResendResult =
  | { intent: 'resend'; ok: true; message: string }
  | { intent: 'resend'; ok: false; error: string; fields: Record<string, string> };

export async function resendAction(form: FormData, api: AppLoadContext['api']) {
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase();
  const from = String(form.get('from') ?? '');
  if (!email)
    return data<ResendResult>(
      { intent: 'resend', ok: false, error: 'Please enter your email address.', fields: {} },
      { status: 400 },
    );
  const query = from ? `?from_subdomain=${encodeURIComponent(from)}` : '';
  try {
    const body = await apiJson<AccountMessageDto | null>(api, `/resend-verification/${query}`, {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    return { intent: 'resend', ok: true, message: body?.message ?? RESENT } satisfies ResendResult;
  } catch (error) {
    return refused({ intent: 'resend' as const }, error, { fallback: RESEND_FAILED });
  }
}
