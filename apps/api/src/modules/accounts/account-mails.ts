// The e-mails of the accounts flow, each in text and HTML, in the user's language (users.language;
// docs/languages-mails-and-papers.md). Links are built from PUBLIC_URL only, never from the
// request's Host header (which an attacker could set to their own site), and lead to the pages in
// the mail's language (`/ja/verify-email/…`): a Japanese mail does not open an English page.
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@solestock/domain/locales';
import { SHOP_NAME, composeMail as compose, mailT } from '../mail/index.ts';

const shop = { shop: SHOP_NAME };

export function verificationMail(
  publicUrl: string,
  to: string,
  name: string,
  uid: number,
  token: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = mailT(locale);
  return compose(
    to,
    t('verify.subject', shop),
    name,
    [t('verify.thanks'), t('verify.expiry')],
    {
      label: t('verify.action'),
      url: `${publicUrl}${localizedPath(locale, `/verify-email/${uid}/${token}`)}`,
    },
    [],
    undefined,
    locale,
  );
}

/** Sign-up with an address that already has an account: tell the owner, not the requester. */
export function accountExistsMail(
  publicUrl: string,
  to: string,
  name: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = mailT(locale);
  return compose(
    to,
    t('exists.subject', shop),
    name,
    [t('exists.someone', shop), t('exists.advice')],
    { label: t('action.logIn'), url: `${publicUrl}${localizedPath(locale, `/login`)}` },
    [],
    undefined,
    locale,
  );
}

/** Resend for an address that is already verified. */
export function alreadyVerifiedMail(
  publicUrl: string,
  to: string,
  name: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = mailT(locale);
  return compose(
    to,
    t('verified.subject', shop),
    name,
    [t('verified.body')],
    { label: t('action.logIn'), url: `${publicUrl}${localizedPath(locale, `/login`)}` },
    [],
    undefined,
    locale,
  );
}

export function passwordResetMail(
  publicUrl: string,
  to: string,
  name: string,
  uid: number,
  token: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = mailT(locale);
  return compose(
    to,
    t('reset.subject', shop),
    name,
    [t('reset.request'), t('reset.expiry')],
    {
      label: t('reset.action'),
      url: `${publicUrl}${localizedPath(locale, `/change-password/${uid}/${token}`)}`,
    },
    [],
    undefined,
    locale,
  );
}

export function passwordChangedMail(
  publicUrl: string,
  to: string,
  name: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = mailT(locale);
  return compose(
    to,
    t('changed.subject', shop),
    name,
    [t('changed.done'), t('changed.warning')],
    { label: t('changed.action'), url: `${publicUrl}${localizedPath(locale, `/password-reset`)}` },
    [],
    undefined,
    locale,
  );
}
