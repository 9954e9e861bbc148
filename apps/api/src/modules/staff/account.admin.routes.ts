// A staff member's own account (issue 28, item 1; decision 138): change the password (every
// other session ends), reset it by e-mail (the same answer for any address; a single-use link of
// one hour), new two-factor recovery codes, and which notification mails to receive.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  emailInputSchema as emailField,
  newPasswordSchema as newPasswordField,
} from '@solestock/domain/account-schemas';
import {
  notificationSettings,
  recoveryCodes,
  staffMessage,
} from '@solestock/domain/back-office/staff-payloads';
import {
  STAFF_NOTIFICATIONS,
  type StaffNotification,
} from '@solestock/domain/back-office/staff-notifications';
import { staff, staffNotificationSettings } from '../../db/schema.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { clientKey } from '../../http/client-key.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { hashPassword, verifyPassword, throttle } from '../identity/index.ts';
import { queueMail } from '../mail/index.ts';
import { recordAudit, recordAuditAs } from '../audit/index.ts';
import { staffOf } from '../../http/staff-guard.ts';
import { endAllStaffSessions, endOtherStaffSessions } from './staff-session.ts';
import { codeField } from './staff.admin.routes.ts';
import { staffByEmail, staffById } from './staff.service.ts';
import {
  claimStaffReset,
  issueRecoveryCodes,
  issueStaffReset,
  staffPasswordChangedMail,
  staffResetMail,
  staffResetUsable,
} from './staff-account.service.ts';
import { notificationSettingsOf } from './staff-notifications.ts';
import { decryptTotpSecret, totpStepOf } from './totp.ts';

const currentPasswordField = z
  .string({ error: 'Enter your current password.' })
  .min(1, { error: 'Enter your current password.' })
  .max(256, { error: 'A password has at most 256 characters.' });

const changeBody = z.object({
  current_password: currentPasswordField,
  new_password: newPasswordField,
});
const resetBody = z.object({ email: emailField });
const tokenParams = z.object({ token: z.string().max(200) });
const confirmBody = z.object({ password: newPasswordField });
const codeBody = z.object({ code: codeField });
const notificationsBody = z
  .object(
    Object.fromEntries(
      STAFF_NOTIFICATIONS.map((k) => [
        k,
        z.boolean({ error: `${k} must be true or false.` }).optional(),
      ]),
    ) as Record<StaffNotification, z.ZodOptional<z.ZodBoolean>>,
  )
  .strict();

export const RESET_SENT =
  'If this address belongs to a staff member, a link to choose a new password is on its way. It works once, within an hour.';
export const RESET_DONE = 'Your password is changed. Sign in with the new one.';
const invalidReset = () =>
  badRequest(
    'This link is invalid, used or expired. Ask for a new one on the sign-in page.',
    undefined,
    'invalid_reset_link',
  );

export async function accountAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;
  const { config, rateLimiter } = admin;

  admin.put(
    '/me/password/',
    {
      schema: { body: changeBody, response: { 200: staffMessage } },
      config: {
        staffAction: 'self',
        docs: {
          summary: 'Change my password; every other session of mine ends.',
          responses: { 400: 'The current password is wrong, or the new one too weak.' },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const session = staffOf(request);
      // Each try verifies a password (argon2): the confirm links' per-client limit, per member.
      await throttle(rateLimiter, reply, [
        ['resetConfirmPerClient', `staff-password:${session.staff.id}`],
      ]);
      const row = (await staffById(db, session.staff.id))!;
      if (!row.passwordHash || !(await verifyPassword(row.passwordHash, body.current_password))) {
        throw badRequest(
          'Your current password is not right.',
          { current_password: 'is not your current password' },
          'wrong_password',
        );
      }
      const passwordHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ passwordHash }).where(eq(staff.id, row.id));
        // Whoever else knew the old password is signed out; this browser stays signed in.
        await endOtherStaffSessions(tx, row.id, session.sessionId);
        await queueMail(tx, staffPasswordChangedMail(config.publicUrl, row.email, row.name));
        await recordAudit(tx, request, {
          action: 'staff.password_change',
          entityType: 'staff',
          entityId: row.id,
        });
      });
      return { message: 'Your password is changed. Your other sessions are signed out.' };
    },
  );

  admin.post(
    '/password-reset/',
    {
      schema: { body: resetBody, response: { 200: staffMessage } },
      config: {
        staffAction: 'public',
        docs: {
          summary: 'Mail a password reset link (the same answer for any address).',
          responses: { 429: 'Throttled.' },
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await throttle(rateLimiter, reply, [
        ['mailPerClient', clientKey(request.ip)],
        ['mailPerAddress', `staff-reset:${email}`],
      ]);
      const member = await staffByEmail(db, email);
      // Only an active member: an invitation is the way in for the others.
      if (member?.passwordHash && !member.disabledAt) {
        await db.transaction(async (tx) => {
          const token = await issueStaffReset(tx, member.id);
          await queueMail(tx, staffResetMail(config.publicUrl, member.email, member.name, token));
          await recordAuditAs(
            tx,
            { staffId: member.id, address: request.ip },
            { action: 'staff.password_reset_request', entityType: 'staff', entityId: member.id },
          );
        });
        admin.jobs.wake();
      }
      return { message: RESET_SENT };
    },
  );

  admin.post(
    '/password-reset/:token/confirm/',
    {
      schema: { params: tokenParams, body: confirmBody, response: { 200: staffMessage } },
      config: {
        staffAction: 'public',
        docs: {
          summary: 'Set a new password from a reset link; every session of the member ends.',
          responses: { 400: 'The link is invalid, used or expired.', 429: 'Throttled.' },
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { password } = request.body;
      await throttle(rateLimiter, reply, [
        ['resetConfirmPerClient', `staff-reset:${clientKey(request.ip)}`],
      ]);
      // Checked before the slow hash; claiming it below checks again, atomically.
      if (!(await staffResetUsable(db, token))) throw invalidReset();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const staffId = await claimStaffReset(tx, token);
        if (staffId === null) throw invalidReset();
        const [updated] = await tx
          .update(staff)
          .set({ passwordHash })
          .where(sql`${staff.id} = ${staffId} and ${staff.disabledAt} is null`)
          .returning();
        if (!updated) throw invalidReset();
        // Two-factor sign-in stays on: the mailbox alone does not open the console.
        await endAllStaffSessions(tx, staffId);
        await queueMail(
          tx,
          staffPasswordChangedMail(config.publicUrl, updated.email, updated.name),
        );
        await recordAuditAs(
          tx,
          { staffId, address: request.ip },
          { action: 'staff.password_reset', entityType: 'staff', entityId: staffId },
        );
      });
      admin.jobs.wake();
      return { message: RESET_DONE };
    },
  );

  admin.post(
    '/me/totp/recovery-codes/',
    {
      schema: { body: codeBody, response: { 200: recoveryCodes } },
      config: {
        staffAction: 'self',
        docs: {
          summary: 'Ten new recovery codes (the old ones stop working), with a current code.',
        },
      },
    },
    async (request) => {
      const { code } = request.body;
      const me = staffOf(request).staff;
      const codes = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(staff).where(eq(staff.id, me.id)).for('update');
        if (!row!.totpEnabledAt) {
          throw new HttpError(
            409,
            'totp_not_enabled',
            'Two-factor sign-in is not on: recovery codes come with it.',
          );
        }
        const secret = row!.totpSecret && decryptTotpSecret(config.sessionSecret, row!.totpSecret);
        const step = secret ? totpStepOf(secret, code) : null;
        if (step === null || (row!.totpLastStep !== null && step <= row!.totpLastStep)) {
          throw badRequest(
            'That code is not right or was used already. Enter the current code from your authenticator app.',
            { code: 'is not the current code' },
            'invalid_code',
          );
        }
        await tx.update(staff).set({ totpLastStep: step }).where(eq(staff.id, me.id));
        const fresh = await issueRecoveryCodes(tx, config.sessionSecret, me.id);
        await recordAudit(tx, request, {
          action: 'staff.recovery_codes',
          entityType: 'staff',
          entityId: me.id,
        });
        return fresh;
      });
      return { recovery_codes: codes };
    },
  );

  admin.get(
    '/me/notifications/',
    {
      schema: { response: { 200: notificationSettings } },
      config: {
        staffAction: 'self',
        docs: { summary: 'Which notification mails I receive.' },
      },
    },
    async (request) => {
      const me = staffOf(request).staff;
      return notificationSettingsOf(db, me.id, me.role);
    },
  );

  admin.put(
    '/me/notifications/',
    {
      schema: { body: notificationsBody, response: { 200: notificationSettings } },
      config: {
        staffAction: 'self',
        docs: { summary: 'Choose which notification mails I receive.' },
      },
    },
    async (request) => {
      const body = request.body;
      const me = staffOf(request).staff;
      const chosen = Object.entries(body).filter(
        (e): e is [StaffNotification, boolean] => typeof e[1] === 'boolean',
      );
      return db.transaction(async (tx) => {
        const before = await notificationSettingsOf(tx, me.id, me.role);
        for (const [kind, enabled] of chosen) {
          await tx
            .insert(staffNotificationSettings)
            .values({ staffId: me.id, kind, enabled })
            .onConflictDoUpdate({
              target: [staffNotificationSettings.staffId, staffNotificationSettings.kind],
              set: { enabled },
            });
        }
        const after = await notificationSettingsOf(tx, me.id, me.role);
        await recordAudit(tx, request, {
          action: 'staff.notifications',
          entityType: 'staff',
          entityId: me.id,
          before,
          after,
        });
        return after;
      });
    },
  );
}
