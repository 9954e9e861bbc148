// Two-factor enrolment by a link the owner sends (issue 27.6, decision 131; docs/api.md, back
// office): the owner mails a member a set-up link; on its page the member signs in with their
// password (or is signed in already), gets a secret and its QR code, and confirms it with a code.
// The confirm turns two-factor sign-in on, uses up the link, answers the recovery codes, ends
// every session the member opened with a password alone and signs them in anew.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailInputSchema as emailField } from '@solestock/domain/account-schemas';
import {
  totpEnrolmentConfirmed,
  totpEnrolmentSent,
  totpEnrolmentStarted,
} from '@solestock/domain/back-office/staff-payloads';
import { staff, staffTotpEnrolments } from '../../db/schema.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { clientKey } from '../../http/client-key.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { verifyAgainstNobody, verifyPassword, release, throttle } from '../identity/index.ts';
import { queueMail } from '../mail/index.ts';
import { recordAudit, recordAuditAs } from '../audit/index.ts';
import { staffOf } from '../../http/staff-guard.ts';
import {
  endAllStaffSessions,
  readStaffSession,
  setStaffCookie,
  startStaffSession,
} from './staff-session.ts';
import { codeField } from './staff.admin.routes.ts';
import { issueRecoveryCodes } from './staff-account.service.ts';
import { auditView, staffById, staffNotFound } from './staff.service.ts';
import {
  TOTP_ENROLMENT_HOURS,
  invalidEnrolmentLink,
  issueTotpEnrolment,
  totpEnrolmentMail,
  usableTotpEnrolment,
} from './totp-enrolment.ts';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  newTotpSecret,
  totpEnrolment,
  totpStepOf,
} from './totp.ts';

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

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'Incorrect email or password.');
const alreadyOn = () =>
  new HttpError(
    409,
    'totp_enabled',
    'Two-factor sign-in is already on for this account: sign in with your authenticator app.',
  );

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
      const { id } = request.params;
      const me = staffOf(request).staff;
      const sent = await db.transaction(async (tx) => {
        const [member] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
        if (!member) throw staffNotFound();
        if (member.disabledAt) {
          throw new HttpError(
            409,
            'staff_disabled',
            'This member is disabled: invite them again before sending a set-up link.',
          );
        }
        if (member.totpEnabledAt) {
          throw new HttpError(
            409,
            'totp_enabled',
            'This member has two-factor sign-in on already: no set-up link is needed.',
          );
        }
        const { token, expiresAt } = await issueTotpEnrolment(tx, member.id, me.id);
        await queueMail(
          tx,
          totpEnrolmentMail(
            config.publicUrl,
            member.email,
            member.name,
            me.name || me.email,
            token,
          ),
        );
        await recordAudit(tx, request, {
          action: 'staff.totp_enrolment_sent',
          entityType: 'staff',
          entityId: member.id,
          after: { email: member.email, expires_at: expiresAt.toISOString() },
        });
        return { sent_to: member.email, expires_at: expiresAt.toISOString() };
      });
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
      const { token } = request.params;
      const body = request.body;
      const link = await usableTotpEnrolment(db, token);
      // Signed in as the link's member already: the session stands for the password.
      const session = await readStaffSession(db, config, request);
      const bySession = link !== undefined && session?.staff.id === link.staffId;
      const withPassword = !bySession && Boolean(body.email && body.password);
      const failuresKey = `${body.email} ${clientKey(request.ip)}`;
      if (withPassword) {
        // The password is tried as at sign-in: the same limits, counted before it is checked.
        await throttle(rateLimiter, reply, [
          ['staffSignInPerClient', clientKey(request.ip)],
          ['staffSignInFailuresPerAddress', failuresKey],
        ]);
      }
      if (!link) throw invalidEnrolmentLink();
      if (!bySession && !withPassword) {
        throw badRequest(
          session
            ? 'This link is for another member: sign in with their e-mail address and password.'
            : 'Enter the e-mail address and password you sign in with.',
          {
            ...(body.email ? {} : { email: 'Enter your e-mail address.' }),
            ...(body.password ? {} : { password: 'Please enter your password.' }),
          },
          'validation_error',
        );
      }
      const member = (await staffById(db, link.staffId))!;
      if (!bySession) {
        const email = body.email!;
        const usable = member.passwordHash && member.email === email ? member : undefined;
        const ok = usable
          ? await verifyPassword(usable.passwordHash!, body.password!)
          : await verifyAgainstNobody(body.password!);
        if (!ok) {
          // A failed sign-in, audited as one (by nobody, naming the address tried).
          await recordAuditAs(
            db,
            { staffId: null, address: request.ip },
            {
              action: 'staff.sign_in_failed',
              entityType: 'staff',
              entityId: usable?.id ?? null,
              after: { email, reason: 'credentials' },
            },
          );
          throw invalidCredentials();
        }
        await release(rateLimiter, 'staffSignInFailuresPerAddress', failuresKey);
      }
      if (member.totpEnabledAt) throw alreadyOn();
      const base32 = newTotpSecret();
      await db.transaction(async (tx) => {
        // A new start replaces the link's earlier secret: only the latest QR code confirms.
        await tx
          .update(staffTotpEnrolments)
          .set({ totpSecret: encryptTotpSecret(config.sessionSecret, base32) })
          .where(eq(staffTotpEnrolments.id, link.id));
        await recordAuditAs(
          tx,
          { staffId: member.id, address: request.ip },
          {
            action: 'staff.totp_setup',
            entityType: 'staff',
            entityId: member.id,
            after: { by: 'enrolment_link' },
          },
        );
      });
      return reply.status(201).send({
        staff: { email: member.email, name: member.name },
        ...(await totpEnrolment(base32, member.email)),
      });
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
      const { token } = request.params;
      const { code } = request.body;
      await throttle(rateLimiter, reply, [
        ['resetConfirmPerClient', `staff-totp-enrolment:${clientKey(request.ip)}`],
      ]);
      const { member, recoveryCodes, sessionToken } = await db.transaction(async (tx) => {
        const link = await usableTotpEnrolment(tx, token, true);
        if (!link) throw invalidEnrolmentLink();
        const [row] = await tx.select().from(staff).where(eq(staff.id, link.staffId)).for('update');
        if (row!.totpEnabledAt) throw alreadyOn();
        const secret = link.totpSecret && decryptTotpSecret(config.sessionSecret, link.totpSecret);
        if (!secret) {
          throw new HttpError(
            409,
            'totp_not_started',
            'Sign in on the set-up page first: it gives the code for your authenticator app.',
          );
        }
        const step = totpStepOf(secret, code);
        if (step === null) {
          throw badRequest(
            'That code is not right. Enter the current code from your authenticator app.',
            { code: 'is not the current code' },
            'invalid_code',
          );
        }
        await tx
          .update(staffTotpEnrolments)
          .set({ usedAt: sql`now()` })
          .where(eq(staffTotpEnrolments.id, link.id));
        const [updated] = await tx
          .update(staff)
          .set({ totpSecret: link.totpSecret, totpEnabledAt: sql`now()`, totpLastStep: step })
          .where(eq(staff.id, row!.id))
          .returning();
        // Every session the member has was opened with a password alone: they all end, and the
        // member is signed in anew, with the password (or its session) and this code.
        await endAllStaffSessions(tx, row!.id);
        const t = await startStaffSession(tx, row!.id, {
          address: request.ip,
          userAgent: request.headers['user-agent'],
        });
        await recordAuditAs(
          tx,
          { staffId: row!.id, address: request.ip },
          {
            action: 'staff.totp_enable',
            entityType: 'staff',
            entityId: row!.id,
            before: auditView(row!),
            after: { ...auditView(updated!), by: 'enrolment_link' },
          },
        );
        return {
          member: updated!,
          recoveryCodes: await issueRecoveryCodes(tx, config.sessionSecret, row!.id),
          sessionToken: t,
        };
      });
      setStaffCookie(reply, config, sessionToken);
      return {
        totp_enabled: true as const,
        recovery_codes: recoveryCodes,
        staff: { id: member.id, email: member.email, name: member.name, role: member.role },
      };
    },
  );
}
