// Two-factor enrolment by a link the owner sends (issue 27.6, decision 131; docs/api.md, back
// office): the owner mails a member a set-up link; on its page the member signs in with their
// password (or is signed in already), gets a secret and its QR code, and confirms it with a code.
// The confirm turns two-factor sign-in on, uses up the link, answers the recovery codes, ends
// every session the member opened with a password alone and signs them in anew. The rules are
// totp-enrolment.service.ts's.
import { z } from 'zod';
import { emailInputSchema as emailField } from '@solestock/domain/account-schemas';
import {
  totpEnrolmentConfirmed,
  totpEnrolmentSent,
  totpEnrolmentStarted,
} from '@solestock/domain/back-office/staff-payloads';
import { clientKey } from '../../http/client-key.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { throttle } from '../identity/index.ts';
import { actorOf, staffOf } from '../../http/staff-guard.ts';
import { readStaffSession, setStaffCookie } from './staff-session.ts';
import { codeField, signInTries } from './staff.admin.routes.ts';
import {
  TOTP_ENROLMENT_HOURS,
  confirmTotpEnrolment,
  sendTotpEnrolment,
  startTotpEnrolment,
} from './totp-enrolment.service.ts';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'A staff id is a whole number.' })
    .int({ error: 'A staff id is a whole number.' })
    .min(1, { error: 'A staff id is a whole number.' })
    .max(2_147_483_647, { error: 'No staff member has this id.' }),
});
const tokenParams = z.object({ token: z.string().max(200) });
/** Email and password, unless the page's browser is signed in as the link's member already. */
const startBody = z.object({
  email: emailField.optional(),
  password: z
    .string({ error: 'Please enter your password.' })
    .max(256, { error: 'A password has at most 256 characters.' })
    .optional(),
});
const codeBody = z.object({ code: codeField });

export async function totpEnrolmentAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;
  const { config, rateLimiter } = admin;

  admin.post(
    '/staff/:id/totp-enrolment/',
    {
      schema: { params: idParams, response: { 201: totpEnrolmentSent } },
      config: {
        staffAction: 'staff.manage',
        docs: {
          summary: `Mail a member a single-use link to set up two-factor sign-in (${TOTP_ENROLMENT_HOURS} h).`,
          responses: {
            201: 'Sent; an earlier link of the member stops working.',
            404: 'No such member.',
            409: 'The member is disabled or has two-factor sign-in on already.',
          },
        },
      },
    },
    async (request, reply) => {
      const sent = await sendTotpEnrolment(
        db,
        actorOf(request),
        staffOf(request).staff,
        config.publicUrl,
        request.params.id,
      );
      return reply.status(201).send(sent);
    },
  );

  admin.post(
    '/totp-enrolment/:token/',
    {
      schema: { params: tokenParams, body: startBody, response: { 201: totpEnrolmentStarted } },
      config: {
        staffAction: 'public',
        docs: {
          summary:
            'Start two-factor setup from an owner’s link: a secret and its QR code (the password, or the member’s own session).',
          responses: {
            201: 'The secret, otpauth URL and QR code, to confirm.',
            400: 'invalid_enrolment_link: wrong, used or expired.',
            401: 'invalid_credentials.',
            409: 'totp_enabled.',
            429: 'Throttled.',
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const started = await startTotpEnrolment(
        db,
        config.sessionSecret,
        {
          // Signed in as the link's member already: the session stands for the password.
          session: await readStaffSession(db, config, request),
          from: { address: request.ip },
          // The password is tried as at sign-in: the same limits, counted before it is checked.
          tries: signInTries(rateLimiter, reply, body.email, request.ip),
        },
        request.params.token,
        body,
      );
      return reply.status(201).send(started);
    },
  );

  admin.post(
    '/totp-enrolment/:token/confirm/',
    {
      schema: { params: tokenParams, body: codeBody, response: { 200: totpEnrolmentConfirmed } },
      config: {
        staffAction: 'public',
        docs: {
          summary:
            'Turn two-factor sign-in on with a first code; uses up the link and signs in anew.',
          responses: {
            200: '{"totp_enabled": true, "recovery_codes"} and the staff cookie.',
            400: 'invalid_enrolment_link, or invalid_code (nothing changes).',
            409: 'totp_not_started or totp_enabled.',
            429: 'Throttled.',
          },
        },
      },
    },
    async (request, reply) => {
      await throttle(rateLimiter, reply, [
        ['resetConfirmPerClient', `staff-totp-enrolment:${clientKey(request.ip)}`],
      ]);
      const { answer, sessionToken } = await confirmTotpEnrolment(
        db,
        config.sessionSecret,
        { address: request.ip, userAgent: request.headers['user-agent'] },
        request.params.token,
        request.body.code,
      );
      setStaffCookie(reply, config, sessionToken);
      return answer;
    },
  );
}
