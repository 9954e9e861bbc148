// POST /set-language: the language switcher's choice (decision 204). Keeps it in the language
// cookie (and, for a signed-in buyer, in their account, for mails) and goes to the same page in
// that language.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { DEFAULT_LOCALE, isLocale } from '@solestock/domain/locales';
import { apiJson } from '../lib/api';
import { safeReturnTarget } from '../lib/return-target';
import { hasSessionCookie } from '../lib/session-user';
import { languageCookie } from '../i18n/language-cookie';
import { localizedPath, splitLocalePath } from '../i18n/locale-path';

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = String(form.get('language') ?? '');
  // Only a page of this site: never an open redirect. Taken as an English path.
  const target = safeReturnTarget(form.get('redirectTo'), context.publicUrl) ?? '/';
  const { rest } = splitLocalePath(target);
  // Only a language offered (STOREFRONT_LANGUAGES, decision 207).
  const offered = context.languages ?? [DEFAULT_LOCALE];
  if (!isLocale(language) || !offered.includes(language)) return redirect(target);
  if (hasSessionCookie(request.headers.get('cookie'))) {
    // The account keeps it for mails; a failure here still switches the pages.
    await apiJson(context.api, '/profile/language/', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
    }).catch((e: unknown) => console.error('saving the buyer language failed', e));
  }
  return redirect(localizedPath(language, rest), {
    headers: { 'set-cookie': languageCookie(language) },
  });
}

export function loader() {
  return redirect('/');
}
