// The Accounts calls of docs/api.md: sign-up, e-mail verification, login, refresh, logout,
// profile and password reset. No answer tells whether an address has an account.
import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORDS_DO_NOT_MATCH, emailHint } from '@solestock/domain';
import {
  accountMessageDto,
  emailInputSchema as emailField,
  emailVerifiedDto,
  firstNameSchema,
  newPasswordSchema as newPasswordField,
  profileDto,
  resetLinkDto,
  signedInDto,
} from '@solestock/domain/account-schemas';
import { users } from '../../db/schema.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { Routes } from '../../http/route-schemas.ts';
import {
  accountExistsMail,
  alreadyVerifiedMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from './account-mails.ts';
import {
  consumeEmailToken,
  contestPendingPassword,
  emailTokenStatus,
  issueEmailToken,
  livePendingPassword,
  parseUid,
} from './email-tokens.ts';
import {
  newSecretToken,
  hashPassword,
  prepareTimingGuard,
  verifyAgainstNobody,
  verifyPassword,
  endSession,
  requireUserId,
  revokeAllSessions,
  rotateSession,
  startSession,
  type SessionContext,
  release,
  throttle,
} from '../identity/index.ts';
import { purgeStaleSignUps } from './stale-sign-ups.ts';
import { foundCompany } from '../companies/index.ts';
import { clientKey } from '../../http/client-key.ts';
import { docs } from '../../http/openapi.ts';

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

const loginBody = z.object({
  email: emailField,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' })
    .max(256, { error: 'A password has at most 256 characters.' }),
  remember_me: z.boolean({ error: 'remember_me must be true or false.' }).default(false),
});

const registerBody = z.object({
  first_name: firstNameSchema,
  email: emailField.pipe(z.string().regex(EMAIL_PATTERN, { error: emailHint() })),
  password: newPasswordField,
  from: z.string().max(2000).nullish(),
  role: z.string().optional(),
});

const emailBody = z.object({ email: emailField });

/** A body left out is read as `{}`, so each missing field is named (as before schemas moved here). */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);
const tokenParams = z.object({ uid: z.string().max(20), token: z.string().max(200) });
const confirmBody = z.object({
  password: z.string({ error: 'Please enter a new password.' }).min(1, {
    error: 'Please enter a new password.',
  }),
  confirm_password: z.string({ error: 'Please confirm the new password.' }).min(1, {
    error: 'Please confirm the new password.',
  }),
});

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'Incorrect email or password.');
const accountDisabled = () =>
  new HttpError(
    403,
    'account_disabled',
    'This account has been disabled by the shop. Please contact us through the help center if you think this is a mistake.',
  );

export async function accountsRoutes(app: Routes) {
  const db = app.database.db;
  const { config, mailer, rateLimiter } = app;
  const ctx: SessionContext = { config, db };
  await prepareTimingGuard();

  /** Only the configured seller site may be carried back through `from` (no open redirect). */
  const sellerSite = (from: string | null | undefined): string | null => {
    if (!from || !config.sellerSiteUrl) return null;
    try {
      return new URL(from).origin === new URL(config.sellerSiteUrl).origin ? from : null;
    } catch {
      return null;
    }
  };

  const userByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0];

  /**
   * Mails a link that applies what the account's live links apply (its first sign-up's password,
   * or none once a second password was offered: decision 130), never anything newer.
   */
  const sendVerification = async (
    user: { id: number; email: string; firstName: string; passwordHash: string },
    fromSite: string | null,
  ) => {
    const passwordHash = (await livePendingPassword(db, user.id)) ?? user.passwordHash;
    const signUp = { passwordHash, firstName: user.firstName };
    const token = await issueEmailToken(db, user.id, 'verify_email', { fromSite, signUp });
    mailer.send(verificationMail(config.publicUrl, user.email, user.firstName, user.id, token));
  };

  /** A sign-up for an unverified address: its link, or null when the address has none such. */
  const repeatSignUp = async (
    email: string,
    firstName: string,
    password: string,
    fromSite: string | null,
  ) => {
    const [found] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)));
    if (!found) return null;
    // The slow hashes run before any row is locked.
    const offered = (await livePendingPassword(db, found.id)) ?? found.passwordHash;
    const same = await verifyPassword(offered, password);
    const unusable = await hashPassword(newSecretToken());
    return db.transaction(async (tx) => {
      // The account's row first, as a click on its link takes them (verify-email below).
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, found.id), isNull(users.emailVerifiedAt)))
        .for('update');
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
  };

  app.post(
    '/register/',
    {
      schema: { body: orEmpty(registerBody), response: { 201: accountMessageDto } },
      ...docs({
        summary: 'Sign up (role seller); a verification e-mail follows.',
        responses: {
          201: 'Signed up, or the address already has an account (it is e-mailed instead).',
          429: 'Throttled.',
        },
      }),
    },
    async (request, reply) => {
      const body = request.body;
      // 001 §1: sign-up always registers the role seller; any other role is an escalation attempt.
      if (body.role !== undefined && body.role !== 'seller') {
        throw badRequest(
          'Only seller accounts can be created here.',
          { role: 'must be seller' },
          'role_not_allowed',
        );
      }
      await throttle(rateLimiter, reply, [
        ['signUpPerClient', clientKey(request.ip)],
        ['mailPerAddress', `register:${body.email}`],
      ]);
      const passwordHash = await hashPassword(body.password);
      const fromSite = sellerSite(body.from);
      await purgeStaleSignUps(db);
      // A new buyer comes with a company of their own, named after them (decision 146).
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ firstName: body.first_name, email: body.email, passwordHash, role: 'seller' })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (row) await foundCompany(tx, row.id, row.firstName);
        return row;
      });
      if (created) {
        await sendVerification(created, fromSite);
      } else {
        // The same 201 as for a new address; the owner hears about it by mail instead. A repeat
        // sign-up for an address not yet verified changes nothing of the account and leaves the
        // earlier links valid (decision 130): it mails a link of its own, which applies the same
        // password as the earlier ones if this sign-up offered that one, and otherwise no offered
        // password at all, on any link: whoever holds the mailbox is signed in by the link and
        // sets a password by reset. A stranger's sign-up can thus never decide the password.
        const pending = await repeatSignUp(body.email, body.first_name, body.password, fromSite);
        if (pending) {
          const { user, token } = pending;
          mailer.send(
            verificationMail(config.publicUrl, user.email, body.first_name, user.id, token),
          );
        } else {
          const existing = await userByEmail(body.email);
          if (existing)
            mailer.send(accountExistsMail(config.publicUrl, existing.email, existing.firstName));
        }
      }
      return reply.status(201).send({ message: MESSAGES.registered });
    },
  );

  app.get(
    '/verify-email/:uid/:token/',
    {
      schema: { params: tokenParams, response: { 200: emailVerifiedDto } },
      ...docs({ summary: 'Verify an e-mail address from its link; signs the shopper in.' }),
    },
    async (request, reply) => {
      const { uid, token } = request.params;
      const verified = await db.transaction(async (tx) => {
        // The account's row is locked before its token, in the order a sign-up takes them, so a
        // sign-up and a click on the same address wait for each other instead of deadlocking.
        const uidNumber = parseUid(uid);
        if (uidNumber !== null)
          await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, uidNumber))
            .for('update');
        const claimed = await consumeEmailToken(tx, uid, token, 'verify_email');
        if (!claimed) return null;
        const pending = claimed.signUp;
        // The link applies the sign-up it was mailed for, and only to an account still unverified:
        // a link used after a password reset verified the address changes no password.
        const unlessVerified = (value: string, current: SQLWrapper) =>
          sql`case when ${users.emailVerifiedAt} is null then ${value}::text else ${current} end`;
        const [user] = await tx
          .update(users)
          .set({
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            ...(pending
              ? {
                  passwordHash: unlessVerified(pending.passwordHash, users.passwordHash),
                  firstName: unlessVerified(pending.firstName, users.firstName),
                }
              : {}),
          })
          .where(eq(users.id, claimed.userId))
          .returning({ id: users.id, first_name: users.firstName });
        return user ? { user, fromSite: claimed.fromSite } : null;
      });
      if (!verified) {
        const status = await emailTokenStatus(db, uid, token, 'verify_email');
        // The address is only told to whoever holds a real (if spent) link: it came in that mail.
        const email =
          status.state === 'unknown'
            ? undefined
            : (
                await db
                  .select({ email: users.email })
                  .from(users)
                  .where(eq(users.id, status.userId))
              )[0]?.email;
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
      // 001 §3: verification signs the user in with the remember-me flag.
      await startSession(ctx, reply, verified.user.id, true);
      return {
        message: MESSAGES.verified,
        user: verified.user,
        ...(verified.fromSite ? { from: verified.fromSite } : {}),
      };
    },
  );

  app.post(
    '/resend-verification/',
    {
      schema: { body: orEmpty(emailBody), response: { 200: accountMessageDto } },
      ...docs({ summary: 'Send the verification e-mail again.', responses: { 429: 'Throttled.' } }),
    },
    async (request, reply) => {
      const { email } = request.body;
      await throttle(rateLimiter, reply, [
        ['mailPerClient', clientKey(request.ip)],
        ['mailPerAddress', `resend:${email}`],
      ]);
      await purgeStaleSignUps(db);
      const user = await userByEmail(email);
      if (user && !user.emailVerifiedAt) await sendVerification(user, null);
      else if (user) mailer.send(alreadyVerifiedMail(config.publicUrl, user.email, user.firstName));
      return { message: MESSAGES.verificationSent };
    },
  );

  app.post(
    '/login/',
    {
      schema: { body: orEmpty(loginBody), response: { 200: signedInDto } },
      ...docs({
        summary: 'Sign in; sets the session cookies.',
        responses: {
          401: 'Wrong e-mail or password.',
          403: 'The e-mail address is not verified yet, or the shop has disabled the account.',
          429: 'Throttled.',
        },
      }),
    },
    async (request, reply) => {
      const body = request.body;
      // Counted before the password is checked, so parallel guesses cannot all slip under the
      // limit while the first ones are still hashing; a right password takes its count back.
      await throttle(rateLimiter, reply, [
        ['loginPerClient', clientKey(request.ip)],
        ['loginFailuresPerAddress', body.email],
      ]);
      const user = await userByEmail(body.email);
      // Same work and the same answer for an unknown address as for a wrong password.
      const ok = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstNobody(body.password);
      if (!user || !ok) throw invalidCredentials();
      await release(rateLimiter, 'loginFailuresPerAddress', body.email);
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
      await startSession(ctx, reply, user.id, body.remember_me);
      return { user: { id: user.id, first_name: user.firstName } };
    },
  );

  app.post(
    '/token/refresh/',
    {
      schema: { response: { 200: signedInDto } },
      ...docs({
        summary: 'Fresh session cookies from the refresh cookie (rotated on every use).',
        responses: { 401: 'The refresh token is missing, expired or used.' },
      }),
    },
    async (request, reply) => {
      const { userId } = await rotateSession(ctx, request, reply);
      const [user] = await db
        .select({ id: users.id, first_name: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      // A session outlives no account (its tokens go with it); said as profile says it.
      if (!user) throw new HttpError(401, 'not_authenticated', 'Authentication required.');
      return { user };
    },
  );

  app.post(
    '/logout/',
    {
      schema: { response: { 200: accountMessageDto } },
      ...docs({ summary: 'Sign out: cookies cleared, refresh token revoked.' }),
    },
    async (request, reply) => {
      await endSession(ctx, request, reply);
      return { message: 'You are logged out.' };
    },
  );

  app.get(
    '/profile/',
    {
      schema: { response: { 200: profileDto } },
      ...docs({ summary: "The signed-in shopper's profile.", auth: 'shopper' }),
    },
    async (request) => {
      const userId = await requireUserId(request);
      const [user] = await db
        .select({ id: users.id, first_name: users.firstName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new HttpError(401, 'not_authenticated', 'Authentication required.');
      return user;
    },
  );

  app.post(
    '/password-reset/',
    {
      schema: { body: orEmpty(emailBody), response: { 200: accountMessageDto } },
      ...docs({
        summary: 'Mail a password reset link (the same answer for an unknown address).',
        responses: { 429: 'Throttled.' },
      }),
    },
    async (request, reply) => {
      const { email } = request.body;
      await throttle(rateLimiter, reply, [
        ['mailPerClient', clientKey(request.ip)],
        ['mailPerAddress', `reset:${email}`],
      ]);
      await purgeStaleSignUps(db);
      const user = await userByEmail(email);
      if (user) {
        const token = await issueEmailToken(db, user.id, 'password_reset');
        mailer.send(
          passwordResetMail(config.publicUrl, user.email, user.firstName, user.id, token),
        );
      }
      return { message: MESSAGES.resetSent };
    },
  );

  app.get(
    '/password-reset/:uid/:token/validate/',
    {
      schema: { params: tokenParams, response: { 200: resetLinkDto } },
      ...docs({ summary: 'Whether a password reset link is still usable.' }),
    },
    async (request) => {
      const { uid, token } = request.params;
      const status = await emailTokenStatus(db, uid, token, 'password_reset');
      return { valid: status.state === 'usable' };
    },
  );

  app.post(
    '/password-reset/:uid/:token/confirm/',
    {
      schema: {
        params: tokenParams,
        body: orEmpty(confirmBody),
        response: { 200: accountMessageDto },
      },
      ...docs({
        summary: 'Set a new password from a reset link; signs out everywhere.',
        responses: { 429: 'Throttled.' },
      }),
    },
    async (request, reply) => {
      const { uid, token } = request.params;
      const body = request.body;
      if (body.password !== body.confirm_password) {
        throw badRequest(PASSWORDS_DO_NOT_MATCH, { confirm_password: PASSWORDS_DO_NOT_MATCH });
      }
      // The new password's rule is checked once both fields match, so a mismatch is said first.
      const password = parseInput(z.object({ password: newPasswordField }), body).password;
      await throttle(rateLimiter, reply, [['resetConfirmPerClient', clientKey(request.ip)]]);
      // The link is checked before the (deliberately slow) hashing: a bogus one costs a lookup.
      // Consuming it below checks again, atomically, so two confirms cannot both use it.
      if ((await emailTokenStatus(db, uid, token, 'password_reset')).state !== 'usable') {
        throw badRequest(MESSAGES.resetLinkInvalid, undefined, 'invalid_reset_link');
      }
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const claimed = await consumeEmailToken(tx, uid, token, 'password_reset');
        if (!claimed) return null;
        // Proving control of the mailbox also verifies the address.
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, claimed.userId))
          .returning();
        if (updated) await revokeAllSessions(tx, updated.id);
        return updated ?? null;
      });
      if (!user) throw badRequest(MESSAGES.resetLinkInvalid, undefined, 'invalid_reset_link');
      mailer.send(passwordChangedMail(config.publicUrl, user.email, user.firstName));
      return { message: MESSAGES.resetDone };
    },
  );
}
