// Two-factor enrolment by a link the owner sends (issue 27.6, decision 131; docs/api.md, back
// office; docs/security.md, "The back office"). While the shop requires two-factor sign-in, a
// password alone never enrols an authenticator: the member also needs this link, mailed to their
// address (single-use, 24 hours, stored hashed, as invitations are; a new link replaces the old
// one). On its page the member signs in with their password (or is signed in already), gets a
// secret and its QR code, kept on the link's row, and confirms it with a code for that secret
// only. The confirm turns two-factor sign-in on, uses up the link, answers the recovery codes,
// ends every session the member opened with a password alone and signs them in anew.
import type {
  TotpEnrolmentSent,
  totpEnrolmentConfirmed,
  totpEnrolmentStarted,
} from '@solestock/domain/back-office/staff-payloads';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import type { StaffActor, StaffMember, StaffSession } from '../../http/staff-guard.ts';
import { verifyAgainstNobody, verifyPassword } from '../identity/index.ts';
import { SHOP_NAME, composeMail, queueMail } from '../mail/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import { issueRecoveryCodes } from './staff-account.repository.ts';
import { staffNotFound } from './staff-management.service.ts';
import { startStaffSession } from './staff-session.ts';
import type { CallFrom, SignInTries } from './staff.service.ts';
import {
  TOTP_ENROLMENT_HOURS,
  auditView,
  endAllStaffSessions,
  enableTotp,
  issueTotpEnrolment,
  lockStaff,
  markEnrolmentUsed,
  publicStaff,
  setEnrolmentSecret,
  staffById,
  usableTotpEnrolment,
} from './staff.repository.ts';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  newTotpSecret,
  totpEnrolment,
  totpStepOf,
} from './totp.ts';

export { TOTP_ENROLMENT_HOURS };

const invalidEnrolmentLink = () =>
  new HttpError(
    400,
    'invalid_enrolment_link',
    'This set-up link is invalid, used or expired. Ask an owner to send you a new one.',
  );
const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'Incorrect email or password.');
const alreadyOn = () =>
  new HttpError(
    409,
    'totp_enabled',
    'Two-factor sign-in is already on for this account: sign in with your authenticator app.',
  );

function totpEnrolmentMail(
  publicUrl: string,
  to: string,
  name: string,
  sender: string,
  token: string,
) {
  return composeMail(
    to,
    `Set up two-factor sign-in for the ${SHOP_NAME} back office`,
    name || to,
    [
      `${sender} asks you to set up two-factor sign-in for your ${SHOP_NAME} back-office account.`,
      `Open the link below, sign in with your password and add the shop to your authenticator app. It works once, within ${TOTP_ENROLMENT_HOURS} hours. If you did not expect it, tell ${sender}.`,
    ],
    {
      label: 'Set up two-factor sign-in',
      url: `${publicUrl}/admin/totp-enrolment/${token}`,
    },
  );
}

/** An owner mails member `id` a set-up link; an earlier link of the member stops working. */
export async function sendTotpEnrolment(
  db: Database,
  actor: StaffActor,
  sender: StaffMember,
  publicUrl: string,
  id: number,
): Promise<TotpEnrolmentSent> {
  return db.transaction(async (tx) => {
    const member = await lockStaff(tx, id);
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
    const { token, expiresAt } = await issueTotpEnrolment(tx, member.id, sender.id);
    await queueMail(
      tx,
      totpEnrolmentMail(publicUrl, member.email, member.name, sender.name || sender.email, token),
    );
    await recordAuditAs(tx, actor, {
      action: 'staff.totp_enrolment_sent',
      entityType: 'staff',
      entityId: member.id,
      after: { email: member.email, expires_at: expiresAt.toISOString() },
    });
    return { sent_to: member.email, expires_at: expiresAt.toISOString() };
  });
}

/**
 * Starts the setup a link offers: a secret and its QR code, for the link's member signed in
 * already (`session`) or proving it with their e-mail address and password, tried as at sign-in
 * (the same throttles, counted before the password is checked; a failure audited as one).
 */
export async function startTotpEnrolment(
  db: Database,
  sessionSecret: string,
  caller: { session: StaffSession | null; from: CallFrom; tries: SignInTries },
  token: string,
  body: { email?: string; password?: string },
): Promise<z.output<typeof totpEnrolmentStarted>> {
  const { session, from, tries } = caller;
  const link = await usableTotpEnrolment(db, token);
  // Signed in as the link's member already: the session stands for the password.
  const bySession = link !== undefined && session?.staff.id === link.staffId;
  const withPassword = !bySession && Boolean(body.email && body.password);
  if (withPassword) await tries.count();
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
        { staffId: null, address: from.address },
        {
          action: 'staff.sign_in_failed',
          entityType: 'staff',
          entityId: usable?.id ?? null,
          after: { email, reason: 'credentials' },
        },
      );
      throw invalidCredentials();
    }
    await tries.release();
  }
  if (member.totpEnabledAt) throw alreadyOn();
  const base32 = newTotpSecret();
  await db.transaction(async (tx) => {
    // A new start replaces the link's earlier secret: only the latest QR code confirms.
    await setEnrolmentSecret(tx, link.id, encryptTotpSecret(sessionSecret, base32));
    await recordAuditAs(
      tx,
      { staffId: member.id, address: from.address },
      {
        action: 'staff.totp_setup',
        entityType: 'staff',
        entityId: member.id,
        after: { by: 'enrolment_link' },
      },
    );
  });
  return {
    staff: { email: member.email, name: member.name },
    ...(await totpEnrolment(base32, member.email)),
  };
}

/**
 * Turns two-factor sign-in on with a first code for the link's secret and uses up the link: the
 * answer, with the recovery codes, and the token of the member's new session.
 */
export async function confirmTotpEnrolment(
  db: Database,
  sessionSecret: string,
  from: CallFrom,
  token: string,
  code: string,
): Promise<{ answer: z.output<typeof totpEnrolmentConfirmed>; sessionToken: string }> {
  const { member, recoveryCodes, sessionToken } = await db.transaction(async (tx) => {
    const link = await usableTotpEnrolment(tx, token, true);
    if (!link) throw invalidEnrolmentLink();
    const row = (await lockStaff(tx, link.staffId))!;
    if (row.totpEnabledAt) throw alreadyOn();
    const secret = link.totpSecret && decryptTotpSecret(sessionSecret, link.totpSecret);
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
    await markEnrolmentUsed(tx, link.id);
    const updated = await enableTotp(tx, row.id, step, link.totpSecret);
    // Every session the member has was opened with a password alone: they all end, and the
    // member is signed in anew, with the password (or its session) and this code.
    await endAllStaffSessions(tx, row.id);
    const t = await startStaffSession(tx, row.id, from);
    await recordAuditAs(
      tx,
      { staffId: row.id, address: from.address },
      {
        action: 'staff.totp_enable',
        entityType: 'staff',
        entityId: row.id,
        before: auditView(row),
        after: { ...auditView(updated), by: 'enrolment_link' },
      },
    );
    return {
      member: updated,
      recoveryCodes: await issueRecoveryCodes(tx, sessionSecret, row.id),
      sessionToken: t,
    };
  });
  return {
    answer: {
      totp_enabled: true as const,
      recovery_codes: recoveryCodes,
      staff: publicStaff(member),
    },
    sessionToken,
  };
}
