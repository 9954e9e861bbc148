// The e-mails of the accounts flow, each in text and HTML. Links are built from PUBLIC_URL only,
// never from the request's Host header (which an attacker could set to their own site).
import { SHOP_NAME, composeMail as compose } from '../mail/index.ts';

export function verificationMail(
  publicUrl: string,
  to: string,
  name: string,
  uid: number,
  token: string,
) {
  return compose(
    to,
    `Confirm your ${SHOP_NAME} account`,
    name,
    [
      'Thanks for signing up. Please confirm your email address to start shopping.',
      'The link works once and expires in 24 hours.',
    ],
    { label: 'Confirm my email', url: `${publicUrl}/verify-email/${uid}/${token}` },
  );
}

/** Sign-up with an address that already has an account: tell the owner, not the requester. */
export function accountExistsMail(publicUrl: string, to: string, name: string) {
  return compose(
    to,
    `You already have a ${SHOP_NAME} account`,
    name,
    [
      `Someone (hopefully you) tried to create a ${SHOP_NAME} account with this email address, which already has one.`,
      'If it was you, log in. If you forgot your password, you can reset it from the login page. If it was not you, you can ignore this email.',
    ],
    { label: 'Log in', url: `${publicUrl}/login` },
  );
}

/** Resend for an address that is already verified. */
export function alreadyVerifiedMail(publicUrl: string, to: string, name: string) {
  return compose(
    to,
    `Your ${SHOP_NAME} email is already confirmed`,
    name,
    [
      'A new confirmation link was requested, but this address is already confirmed. You can log in.',
    ],
    { label: 'Log in', url: `${publicUrl}/login` },
  );
}

export function passwordResetMail(
  publicUrl: string,
  to: string,
  name: string,
  uid: number,
  token: string,
) {
  return compose(
    to,
    `Reset your ${SHOP_NAME} password`,
    name,
    [
      'We received a request to reset your password. Choose a new one with the link below.',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    { label: 'Choose a new password', url: `${publicUrl}/change-password/${uid}/${token}` },
  );
}

export function passwordChangedMail(publicUrl: string, to: string, name: string) {
  return compose(
    to,
    `Your ${SHOP_NAME} password was changed`,
    name,
    [
      'Your password was just reset, and every device that was signed in to your account has been signed out.',
      'If you did not do this, reset your password again at once and contact us.',
    ],
    { label: 'Reset my password', url: `${publicUrl}/password-reset` },
  );
}
