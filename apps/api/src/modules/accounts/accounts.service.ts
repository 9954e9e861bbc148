// The accounts rules (docs/api.md, "Accounts"): sign-up, e-mail verification, sign-in, the
// signed-in shopper and the password reset. No answer tells whether an address has an account.
// Each takes the database and what it mails through, never the request: the routes count the
// throttles and set or clear the session's cookies (modules/identity), with the ids answered here.
import type { Locale } from '@solestock/domain/locales';
import { shopBrandOf } from '../brand/index.ts';
import type { Database } from '../../db/connect.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { foundCompany } from '../companies/index.ts';
import {
  hashPassword,
  newSecretToken,
  release,
  revokeAllSessions,
  verifyAgainstNobody,
  verifyPassword,
} from '../identity/index.ts';
import type { Mailer } from '../mail/index.ts';
import { localeOf } from '../../i18n/translate.ts';
import {
  accountExistsMail,
  alreadyVerifiedMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from './account-mails.ts';
import {
  emailOf,
  insertSeller,
  lockUnverifiedUser,
  lockUser,
  markVerified,
  profileRow,
  setLanguage,
  setPassword,
  signedInUser,
  unverifiedUserByEmail,
  userByEmail,
  type SignedInUser,
} from './accounts.repository.ts';
import {
  consumeEmailToken,
  contestPendingPassword,
  emailTokenStatus,
  issueEmailToken,
  livePendingPassword,
  parseUid,
} from './email-tokens.ts';
import { purgeStaleSignUps } from './stale-sign-ups.ts';

/** What the accounts calls mail through: the mailer, and the store's address for the links. */
export interface AccountMail {
  mailer: Mailer;
  publicUrl: string;
}

const MESSAGES = {
  registered: 'Registration successful. Please check your email to verify your account.',
  verificationSent: 'Verification link sent to your email',
  verified: 'Your email has been verified. Welcome to Solestock!',
  resetSent:
    'If an account exists for this email, a password reset link is on its way. Please check your inbox.',
  resetDone: 'Your password has been reset. You can now log in with your new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  verifyExpired: 'This verification link has expired. Ask for a new one below.',
  verifyUsed: 'This verification link has already been used. If your email is verified, log in.',
  verifyInvalid: 'This verification link is not valid. Please check that you copied all of it.',
} as const;

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'Incorrect email or password.');
const accountDisabled = () =>
  new HttpError(
    403,
    'account_disabled',
    'This account has been disabled by the shop. Please contact us through the help center if you think this is a mistake.',
  );
/** A session outlives no account (its tokens go with it). */
const notAuthenticated = () => new HttpError(401, 'not_authenticated', 'Authentication required.');
const invalidResetLink = () =>
  badRequest(MESSAGES.resetLinkInvalid, undefined, 'invalid_reset_link');

/** Only the configured seller site may be carried back through `from` (no open redirect). */
function sellerSite(from: string | null | undefined, sellerSiteUrl: string | undefined) {
  if (!from || !sellerSiteUrl) return null;
  try {
    return new URL(from).origin === new URL(sellerSiteUrl).origin ? from : null;
  } catch {
    return null;
  }
}

/**
 * Mails a link that applies what the account's live links apply (its first sign-up's password,
 * or none once a second password was offered: decision 130), never anything newer.
 */
async function sendVerification(
  db: Database,
  mail: AccountMail,
  user: { id: number; email: string; firstName: string; passwordHash: string; language?: string },
  fromSite: string | null,
): Promise<void> {
  const passwordHash = (await livePendingPassword(db, user.id)) ?? user.passwordHash;
  const signUp = { passwordHash, firstName: user.firstName };
  const token = await issueEmailToken(db, user.id, 'verify_email', { fromSite, signUp });
  mail.mailer.send(
    verificationMail(
      mail.publicUrl,
      user.email,
      user.firstName,
      user.id,
      token,
      localeOf(user.language),
    ),
  );
}

/** A sign-up for an unverified address: its link, or null when the address has none such. */
async function repeatSignUp(
  db: Database,
  email: string,
  firstName: string,
  password: string,
  fromSite: string | null,
) {
  const found = await unverifiedUserByEmail(db, email);
  if (!found) return null;
  // The slow hashes run before any row is locked.
  const offered = (await livePendingPassword(db, found.id)) ?? found.passwordHash;
  const same = await verifyPassword(offered, password);
  const unusable = await hashPassword(newSecretToken());
  return db.transaction(async (tx) => {
    // The account's row first, as a click on its link takes them (verifyEmail below).
    const user = await lockUnverifiedUser(tx, found.id);
    if (!user) return null;
    const current = (await livePendingPassword(tx, user.id)) ?? user.passwordHash;
    const kept = same && current === offered;
    if (!kept) await contestPendingPassword(tx, user.id, unusable);
    const signUp = { passwordHash: kept ? current : unusable, firstName };
    const token = await issueEmailToken(tx, user.id, 'verify_email', {
      fromSite,
      signUp,
      keepEarlier: true,
    });
    return { user, token };
  });
}

/**
 * Signs up a seller: a new account with a company of its own, named after them (decision 146),
 * and its verification mail. An address that has an account gets the same answer, and its owner
 * hears about it by mail instead.
 */
export async function signUp(
  db: Database,
  mail: AccountMail & { sellerSiteUrl: string | undefined },
  body: {
    first_name: string;
    email: string;
    password: string;
    from?: string | null;
    language?: Locale | undefined;
  },
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(body.password);
  const fromSite = sellerSite(body.from, mail.sellerSiteUrl);
  await purgeStaleSignUps(db);
  const created = await db.transaction(async (tx) => {
    const row = await insertSeller(tx, {
      firstName: body.first_name,
      email: body.email,
      passwordHash,
      ...(body.language ? { language: body.language } : {}),
    });
    if (row) await foundCompany(tx, row.id, row.firstName);
    return row;
  });
  if (created) {
    await sendVerification(db, mail, created, fromSite);
  } else {
    // A repeat sign-up for an address not yet verified changes nothing of the account and leaves
    // the earlier links valid (decision 130): it mails a link of its own, which applies the same
    // password as the earlier ones if this sign-up offered that one, and otherwise no offered
    // password at all, on any link: whoever holds the mailbox is signed in by the link and sets
    // a password by reset. A stranger's sign-up can thus never decide the password.
    const pending = await repeatSignUp(db, body.email, body.first_name, body.password, fromSite);
    if (pending) {
      const { user, token } = pending;
      mail.mailer.send(
        verificationMail(
          mail.publicUrl,
          user.email,
          body.first_name,
          user.id,
          token,
          localeOf(user.language),
        ),
      );
    } else {
      const existing = await userByEmail(db, body.email);
      if (existing)
        mail.mailer.send(
          accountExistsMail(
            mail.publicUrl,
            existing.email,
            existing.firstName,
            localeOf(existing.language),
          ),
        );
    }
  }
  return { message: MESSAGES.registered };
}

/**
 * Verifies the address of a link, applying the sign-up it was mailed for; answers who is now to
 * be signed in (001 §3: with the remember-me flag), or a 400 saying why the link is not usable.
 */
export async function verifyEmail(
  db: Database,
  uid: string,
  token: string,
): Promise<{ message: string; user: SignedInUser; from?: string }> {
  const verified = await db.transaction(async (tx) => {
    // The account's row is locked before its token, in the order a sign-up takes them, so a
    // sign-up and a click on the same address wait for each other instead of deadlocking.
    const uidNumber = parseUid(uid);
    if (uidNumber !== null) await lockUser(tx, uidNumber);
    const claimed = await consumeEmailToken(tx, uid, token, 'verify_email');
    if (!claimed) return null;
    // The link applies the sign-up it was mailed for, and only to an account still unverified.
    const user = await markVerified(tx, claimed.userId, claimed.signUp);
    return user ? { user, fromSite: claimed.fromSite } : null;
  });
  if (!verified) {
    const status = await emailTokenStatus(db, uid, token, 'verify_email');
    // The address is only told to whoever holds a real (if spent) link: it came in that mail.
    const email = status.state === 'unknown' ? undefined : await emailOf(db, status.userId);
    const message =
      status.state === 'expired'
        ? MESSAGES.verifyExpired
        : status.state === 'used'
          ? MESSAGES.verifyUsed
          : MESSAGES.verifyInvalid;
    throw new HttpError(
      400,
      `verification_link_${status.state === 'unknown' ? 'invalid' : status.state}`,
      message,
      undefined,
      {
        message,
        ...(email ? { email } : {}),
      },
    );
  }
  return {
    // The shop's own name (docs/brand.md): "Solestock" until the owner saves a brand.
    message: MESSAGES.verified.replace('Solestock', (await shopBrandOf(db)).brand.shop_name),
    user: verified.user,
    ...(verified.fromSite ? { from: verified.fromSite } : {}),
  };
}

/** Mails the address its verification link again, or, once verified, says so by mail. */
export async function resendVerification(
  db: Database,
  mail: AccountMail,
  email: string,
): Promise<{ message: string }> {
  await purgeStaleSignUps(db);
  const user = await userByEmail(db, email);
  if (user && !user.emailVerifiedAt) await sendVerification(db, mail, user, null);
  else if (user)
    mail.mailer.send(
      alreadyVerifiedMail(mail.publicUrl, user.email, user.firstName, localeOf(user.language)),
    );
  return { message: MESSAGES.verificationSent };
}

/**
 * Checks an address and password; answers the shopper to sign in. The route counted the try
 * against `loginFailuresPerAddress` first: a right password takes its count back here.
 */
export async function signIn(
  db: Database,
  limiter: RateLimiter,
  body: { email: string; password: string },
): Promise<SignedInUser> {
  const user = await userByEmail(db, body.email);
  // Same work and the same answer for an unknown address as for a wrong password.
  const ok = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstNobody(body.password);
  if (!user || !ok) throw invalidCredentials();
  await release(limiter, 'loginFailuresPerAddress', body.email);
  // Told only to whoever knows the password: the provider disabled this account (issue 16).
  if (user.disabledAt) throw accountDisabled();
  if (!user.emailVerifiedAt) {
    throw new HttpError(
      403,
      'email_not_verified',
      'Please verify your email address first: open the link we sent you, or ask for a new one.',
      undefined,
      { email: user.email },
    );
  }
  return { id: user.id, first_name: user.firstName };
}

/** The shopper a renewed session belongs to; said as profile says it when the account is gone. */
export async function signedIn(db: Database, userId: number): Promise<{ user: SignedInUser }> {
  const user = await signedInUser(db, userId);
  if (!user) throw notAuthenticated();
  return { user };
}

export async function profile(db: Database, userId: number) {
  const user = await profileRow(db, userId);
  if (!user) throw notAuthenticated();
  return user;
}

/** The buyer's language for mails, chosen with the storefront's switcher (docs/languages.md). */
export async function chooseLanguage(db: Database, userId: number, language: Locale) {
  if (!(await setLanguage(db, userId, language))) throw notAuthenticated();
  return { language };
}

/** Mails a reset link to an address with an account; the same answer for any address. */
export async function requestPasswordReset(
  db: Database,
  mail: AccountMail,
  email: string,
): Promise<{ message: string }> {
  await purgeStaleSignUps(db);
  const user = await userByEmail(db, email);
  if (user) {
    const token = await issueEmailToken(db, user.id, 'password_reset');
    mail.mailer.send(
      passwordResetMail(
        mail.publicUrl,
        user.email,
        user.firstName,
        user.id,
        token,
        localeOf(user.language),
      ),
    );
  }
  return { message: MESSAGES.resetSent };
}

export async function resetLinkValid(
  db: Database,
  uid: string,
  token: string,
): Promise<{ valid: boolean }> {
  const status = await emailTokenStatus(db, uid, token, 'password_reset');
  return { valid: status.state === 'usable' };
}

/** Sets the password a reset link was mailed for, and signs the account out everywhere. */
export async function resetPassword(
  db: Database,
  mail: AccountMail,
  uid: string,
  token: string,
  password: string,
): Promise<{ message: string }> {
  // The link is checked before the (deliberately slow) hashing: a bogus one costs a lookup.
  // Consuming it below checks again, atomically, so two confirms cannot both use it.
  if ((await emailTokenStatus(db, uid, token, 'password_reset')).state !== 'usable') {
    throw invalidResetLink();
  }
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const claimed = await consumeEmailToken(tx, uid, token, 'password_reset');
    if (!claimed) return null;
    const updated = await setPassword(tx, claimed.userId, passwordHash);
    if (updated) await revokeAllSessions(tx, updated.id);
    return updated ?? null;
  });
  if (!user) throw invalidResetLink();
  mail.mailer.send(
    passwordChangedMail(mail.publicUrl, user.email, user.firstName, localeOf(user.language)),
  );
  return { message: MESSAGES.resetDone };
}
