// The Accounts calls of docs/api.md: sign-up, e-mail verification, login, refresh, logout,
// profile and password reset. No answer tells whether an address has an account. Each route
// declares its schemas, counts its throttles and hands the parsed input to accounts.service.ts;
// the session's cookies are set and cleared here, with the shopper the service answers.
import { shopBrandOf } from '../brand/index.ts';
import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORDS_DO_NOT_MATCH, emailHint } from '@solestock/domain';
import {
  accountMessageDto,
  emailInputSchema as emailField,
  emailVerifiedDto,
  firstNameSchema,
  languageBody,
  languageDto,
  newPasswordSchema as newPasswordField,
  profileDto,
  resetLinkDto,
  signedInDto,
} from '@solestock/domain/account-schemas';
import { badRequest } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { parsedWith, type Routes } from '../../http/route-schemas.ts';
import {
  endSession,
  prepareTimingGuard,
  requireUserId,
  rotateSession,
  startSession,
  throttle,
  type SessionContext,
} from '../identity/index.ts';
import { clientKey } from '../../http/client-key.ts';
import { docs } from '../../http/openapi.ts';
import * as accounts from './accounts.service.ts';

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
  // The sign-up page's language: the new buyer's mails follow it (docs/languages.md).
  language: languageBody.shape.language.optional(),
});

const emailBody = z.object({ email: emailField });

const tokenParams = z.object({ uid: z.string().max(20), token: z.string().max(200) });
const confirmFields = z.object({
  password: z.string({ error: 'Please enter a new password.' }).min(1, {
    error: 'Please enter a new password.',
  }),
  confirm_password: z.string({ error: 'Please confirm the new password.' }).min(1, {
    error: 'Please confirm the new password.',
  }),
});

/**
 * The reset's new password, read in the order the screen says things: both fields filled, then
 * the two the same (only that is said when they differ), then the password's own rule.
 */
const confirmBody = parsedWith(confirmFields, (data) => {
  const body = parseInput(confirmFields, data);
  if (body.password !== body.confirm_password) {
    throw badRequest(PASSWORDS_DO_NOT_MATCH, { confirm_password: PASSWORDS_DO_NOT_MATCH });
  }
  return { ...body, password: parseInput(z.object({ password: newPasswordField }), body).password };
});

export async function accountsRoutes(app: Routes) {
  const db = app.database.db;
  const { config, mailer, rateLimiter } = app;
  const ctx: SessionContext = { config, db };
  const mail = { mailer, publicUrl: config.publicUrl };
  await prepareTimingGuard();

  app.post(
    '/register/',
    {
      schema: { body: registerBody, response: { 201: accountMessageDto } },
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
      // 001 §1: sign-up always registers the role seller; any other role is an escalation
      // attempt, refused in its own words before the throttles count it.
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
      const answer = await accounts.signUp(
        db,
        // A shop that switched its seller-site links off links nobody there (docs/brand.md).
        {
          ...mail,
          sellerSiteUrl: (await shopBrandOf(db)).brand.show_seller_links
            ? config.sellerSiteUrl
            : undefined,
        },
        body,
      );
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/verify-email/:uid/:token/',
    {
      schema: { params: tokenParams, response: { 200: emailVerifiedDto } },
      ...docs({ summary: 'Verify an e-mail address from its link; signs the shopper in.' }),
    },
    async (request, reply) => {
      const answer = await accounts.verifyEmail(db, request.params.uid, request.params.token);
      // 001 §3: verification signs the user in with the remember-me flag.
      await startSession(ctx, reply, answer.user.id, true);
      return answer;
    },
  );

  app.post(
    '/resend-verification/',
    {
      schema: { body: emailBody, response: { 200: accountMessageDto } },
      ...docs({ summary: 'Send the verification e-mail again.', responses: { 429: 'Throttled.' } }),
    },
    async (request, reply) => {
      const { email } = request.body;
      await throttle(rateLimiter, reply, [
        ['mailPerClient', clientKey(request.ip)],
        ['mailPerAddress', `resend:${email}`],
      ]);
      return accounts.resendVerification(db, mail, email);
    },
  );

  app.post(
    '/login/',
    {
      schema: { body: loginBody, response: { 200: signedInDto } },
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
      const user = await accounts.signIn(db, rateLimiter, body);
      await startSession(ctx, reply, user.id, body.remember_me);
      return { user };
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
      return accounts.signedIn(db, userId);
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
    async (request) => accounts.profile(db, await requireUserId(request)),
  );

  app.put(
    '/profile/language/',
    {
      schema: { body: languageBody, response: { 200: languageDto } },
      ...docs({
        summary: "Keep the signed-in buyer's language (en, ja, zh-CN) for their mails.",
        auth: 'shopper',
      }),
    },
    async (request) =>
      accounts.chooseLanguage(db, await requireUserId(request), request.body.language),
  );

  app.post(
    '/password-reset/',
    {
      schema: { body: emailBody, response: { 200: accountMessageDto } },
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
      return accounts.requestPasswordReset(db, mail, email);
    },
  );

  app.get(
    '/password-reset/:uid/:token/validate/',
    {
      schema: { params: tokenParams, response: { 200: resetLinkDto } },
      ...docs({ summary: 'Whether a password reset link is still usable.' }),
    },
    async (request) => accounts.resetLinkValid(db, request.params.uid, request.params.token),
  );

  app.post(
    '/password-reset/:uid/:token/confirm/',
    {
      schema: {
        params: tokenParams,
        body: confirmBody,
        response: { 200: accountMessageDto },
      },
      ...docs({
        summary: 'Set a new password from a reset link; signs out everywhere.',
        responses: { 429: 'Throttled.' },
      }),
    },
    async (request, reply) => {
      const { uid, token } = request.params;
      await throttle(rateLimiter, reply, [['resetConfirmPerClient', clientKey(request.ip)]]);
      return accounts.resetPassword(db, mail, uid, token, request.body.password);
    },
  );
}
