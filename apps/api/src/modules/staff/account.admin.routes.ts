// A staff member's own account (issue 28, item 1; decision 138): change the password (every
// other session ends), reset it by e-mail (the same answer for any address; a single-use link of
// one hour), new two-factor recovery codes, and which notification mails to receive. Each route
// declares its schemas, counts its throttles and calls staff-account.service.ts.
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
import { clientKey } from '../../http/client-key.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { throttle } from '../identity/index.ts';
import { actorOf, staffOf } from '../../http/staff-guard.ts';
import { codeField } from './staff.admin.routes.ts';
import {
  changePassword,
  chooseNotifications,
  newRecoveryCodes,
  notificationsOf,
  requestPasswordReset,
  resetPassword,
} from './staff-account.service.ts';

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
      const session = staffOf(request);
      // Each try verifies a password (argon2): the confirm links' per-client limit, per member.
      await throttle(rateLimiter, reply, [
        ['resetConfirmPerClient', `staff-password:${session.staff.id}`],
      ]);
      return changePassword(
        db,
        actorOf(request),
        session.sessionId,
        config.publicUrl,
        request.body,
      );
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
      return requestPasswordReset(db, config.publicUrl, admin.jobs, request.ip, email);
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
      await throttle(rateLimiter, reply, [
        ['resetConfirmPerClient', `staff-reset:${clientKey(request.ip)}`],
      ]);
      return resetPassword(
        db,
        config.publicUrl,
        admin.jobs,
        request.ip,
        request.params.token,
        request.body.password,
      );
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
    async (request) =>
      newRecoveryCodes(db, actorOf(request), config.sessionSecret, request.body.code),
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
    async (request) => notificationsOf(db, staffOf(request).staff),
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
    async (request) =>
      chooseNotifications(db, actorOf(request), staffOf(request).staff, request.body),
  );
}
