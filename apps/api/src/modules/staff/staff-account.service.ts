// A staff member's own account (issue 28, item 1; decision 138): change the password (every
// other session ends), reset it by e-mail (the same answer for any address; a single-use link of
// one hour), new two-factor recovery codes, and which notification mails to receive. Each write
// is one transaction with its audit entry and its mail; the SQL is staff-account.repository.ts's
// and staff.repository.ts's.
import type {
  NotificationSettings,
  RecoveryCodes,
  StaffMessage,
} from '@solestock/domain/back-office/staff-payloads';
import type { StaffNotification } from '@solestock/domain/back-office/staff-notifications';
import type { Database } from '../../db/connect.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import type { StaffActor, StaffMember } from '../../http/staff-guard.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { hashPassword, verifyPassword } from '../identity/index.ts';
import { SHOP_NAME, composeMail, queueMail } from '../mail/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import {
  STAFF_RESET_MINUTES,
  claimStaffReset,
  issueRecoveryCodes,
  issueStaffReset,
  staffResetUsable,
} from './staff-account.repository.ts';
import { notificationSettingsOf, saveNotificationSetting } from './staff-notifications.ts';
import {
  endAllStaffSessions,
  endOtherStaffSessions,
  lockStaff,
  setPasswordUnlessDisabled,
  staffByEmail,
  staffById,
  updateStaff,
} from './staff.repository.ts';
import { freshTotpStep } from './totp.ts';

export const RESET_SENT =
  'If this address belongs to a staff member, a link to choose a new password is on its way. It works once, within an hour.';
const RESET_DONE = 'Your password is changed. Sign in with the new one.';
const invalidReset = () =>
  badRequest(
    'This link is invalid, used or expired. Ask for a new one on the sign-in page.',
    undefined,
    'invalid_reset_link',
  );

export function staffResetMail(publicUrl: string, to: string, name: string, token: string) {
  return composeMail(
    to,
    `Reset your ${SHOP_NAME} back-office password`,
    name || to,
    [
      `Someone asked to reset the password of your ${SHOP_NAME} back-office account.`,
      `Open the link below to choose a new one. It works once, within ${STAFF_RESET_MINUTES} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
    ],
    { label: 'Choose a new password', url: `${publicUrl}/admin/password-reset/${token}` },
  );
}

function staffPasswordChangedMail(publicUrl: string, to: string, name: string) {
  return composeMail(
    to,
    `Your ${SHOP_NAME} back-office password was changed`,
    name || to,
    [
      `The password of your ${SHOP_NAME} back-office account was just changed, and every other session signed out.`,
      'If this was not you, reset it at once with the link below and tell the shop’s owner.',
    ],
    { label: 'Reset the password', url: `${publicUrl}/admin/password-reset` },
  );
}

/**
 * Changes the member's password, given the current one. Whoever else knew the old password is
 * signed out; the session making the change stays signed in.
 */
export async function changePassword(
  db: Database,
  actor: StaffActor,
  sessionId: number,
  publicUrl: string,
  body: { current_password: string; new_password: string },
): Promise<StaffMessage> {
  const row = (await staffById(db, actor.staffId))!;
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, body.current_password))) {
    throw badRequest(
      'Your current password is not right.',
      { current_password: 'is not your current password' },
      'wrong_password',
    );
  }
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await updateStaff(tx, row.id, { passwordHash });
    await endOtherStaffSessions(tx, row.id, sessionId);
    await queueMail(tx, staffPasswordChangedMail(publicUrl, row.email, row.name));
    await recordAuditAs(tx, actor, {
      action: 'staff.password_change',
      entityType: 'staff',
      entityId: row.id,
    });
  });
  return { message: 'Your password is changed. Your other sessions are signed out.' };
}

/**
 * Mails an active member a reset link; the same answer for any address (an invitation is the way
 * in for the others). Audited as the member, from the caller's address.
 */
export async function requestPasswordReset(
  db: Database,
  publicUrl: string,
  jobRunner: Pick<JobRunner, 'wake'>,
  address: string,
  email: string,
): Promise<StaffMessage> {
  const member = await staffByEmail(db, email);
  if (member?.passwordHash && !member.disabledAt) {
    await db.transaction(async (tx) => {
      const token = await issueStaffReset(tx, member.id);
      await queueMail(tx, staffResetMail(publicUrl, member.email, member.name, token));
      await recordAuditAs(
        tx,
        { staffId: member.id, address },
        { action: 'staff.password_reset_request', entityType: 'staff', entityId: member.id },
      );
    });
    jobRunner.wake();
  }
  return { message: RESET_SENT };
}

/**
 * Sets a new password from a reset link; every session of the member ends. Two-factor sign-in
 * stays on: the mailbox alone does not open the console.
 */
export async function resetPassword(
  db: Database,
  publicUrl: string,
  jobRunner: Pick<JobRunner, 'wake'>,
  address: string,
  token: string,
  password: string,
): Promise<StaffMessage> {
  // Checked before the slow hash; claiming it below checks again, atomically.
  if (!(await staffResetUsable(db, token))) throw invalidReset();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const staffId = await claimStaffReset(tx, token);
    if (staffId === null) throw invalidReset();
    const updated = await setPasswordUnlessDisabled(tx, staffId, passwordHash);
    if (!updated) throw invalidReset();
    await endAllStaffSessions(tx, staffId);
    await queueMail(tx, staffPasswordChangedMail(publicUrl, updated.email, updated.name));
    await recordAuditAs(
      tx,
      { staffId, address },
      { action: 'staff.password_reset', entityType: 'staff', entityId: staffId },
    );
  });
  jobRunner.wake();
  return { message: RESET_DONE };
}

/** Ten new recovery codes for the current authenticator code; the old ones stop working. */
export async function newRecoveryCodes(
  db: Database,
  actor: StaffActor,
  sessionSecret: string,
  code: string,
): Promise<RecoveryCodes> {
  const codes = await db.transaction(async (tx) => {
    const row = (await lockStaff(tx, actor.staffId))!;
    if (!row.totpEnabledAt) {
      throw new HttpError(
        409,
        'totp_not_enabled',
        'Two-factor sign-in is not on: recovery codes come with it.',
      );
    }
    const step = freshTotpStep(sessionSecret, row, code);
    if (step === null) {
      throw badRequest(
        'That code is not right or was used already. Enter the current code from your authenticator app.',
        { code: 'is not the current code' },
        'invalid_code',
      );
    }
    await updateStaff(tx, actor.staffId, { totpLastStep: step });
    const fresh = await issueRecoveryCodes(tx, sessionSecret, actor.staffId);
    await recordAuditAs(tx, actor, {
      action: 'staff.recovery_codes',
      entityType: 'staff',
      entityId: actor.staffId,
    });
    return fresh;
  });
  return { recovery_codes: codes };
}

/** Which notification mails the member receives: their choices, or their role's defaults. */
export async function notificationsOf(
  db: Database,
  member: StaffMember,
): Promise<NotificationSettings> {
  return notificationSettingsOf(db, member.id, member.role);
}

/** Keeps the member's choices (the kinds sent; the others stay as they were); audited. */
export async function chooseNotifications(
  db: Database,
  actor: StaffActor,
  member: StaffMember,
  body: Partial<Record<StaffNotification, boolean | undefined>>,
): Promise<NotificationSettings> {
  const chosen = Object.entries(body).filter(
    (e): e is [StaffNotification, boolean] => typeof e[1] === 'boolean',
  );
  return db.transaction(async (tx) => {
    const before = await notificationSettingsOf(tx, member.id, member.role);
    for (const [kind, enabled] of chosen) {
      await saveNotificationSetting(tx, member.id, kind, enabled);
    }
    const after = await notificationSettingsOf(tx, member.id, member.role);
    await recordAuditAs(tx, actor, {
      action: 'staff.notifications',
      entityType: 'staff',
      entityId: member.id,
      before,
      after,
    });
    return after;
  });
}
