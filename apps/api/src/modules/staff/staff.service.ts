// The back office's sign-in and sign-out, and who is signed in (docs/api.md, back office, "Staff
// and sign-in"). Sign-in checks the password and, when it is on, the authenticator's code or a
// recovery code (decision 138); every attempt is audited, a failed one by nobody. The services
// take who acts and where from, never the request: the routes set and clear the staff cookie with
// the session token answered here.
import type { StaffMe, staffSignedIn } from '@solestock/domain/back-office/staff-payloads';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import type { StaffActor, StaffMember } from '../../http/staff-guard.ts';
import { verifyAgainstNobody, verifyPassword } from '../identity/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import { claimRecoveryCode, recoveryCodesLeft } from './staff-account.repository.ts';
import { startStaffSession } from './staff-session.ts';
import {
  claimTotpStep,
  endStaffSession,
  publicStaff,
  requireTotpForEveryone,
  staffByEmail,
} from './staff.repository.ts';
import { TOTP_CODE_PATTERN, freshTotpStep } from './totp.ts';

/** Where a call comes from, as a session and the audit log keep it. */
export interface CallFrom {
  address: string;
  userAgent?: string;
}

/**
 * The sign-in throttles of one attempt (the routes make it: a 429 carries Retry-After). Counted
 * before a password is checked, so parallel guesses cannot all slip under the limit; taken back
 * when the password was right, as the shoppers' login does.
 */
export interface SignInTries {
  count(): Promise<void>;
  release(): Promise<void>;
}

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'Incorrect email or password.');
const totpRequired = (message: string) => new HttpError(401, 'totp_required', message);

/**
 * Signs a member in with their password and, when two-factor sign-in is on, a code: the answer
 * and the new session's token. The same work and the same answer for an unknown, invited or
 * disabled address as for a wrong password.
 */
export async function signIn(
  db: Database,
  sessionSecret: string,
  tries: SignInTries,
  from: CallFrom,
  body: { email: string; password: string; code?: string },
): Promise<{ answer: z.output<typeof staffSignedIn>; sessionToken: string }> {
  const found = await staffByEmail(db, body.email);
  const member = found?.passwordHash && !found.disabledAt ? found : undefined;
  /** A failed attempt is audited (issue 27.6): by nobody, naming the address tried. */
  const failed = async (reason: 'credentials' | 'code') => {
    await recordAuditAs(
      db,
      { staffId: null, address: from.address },
      {
        action: 'staff.sign_in_failed',
        entityType: 'staff',
        entityId: member?.id ?? null,
        after: { email: body.email, reason },
      },
    );
  };
  const ok = member
    ? await verifyPassword(member.passwordHash!, body.password)
    : await verifyAgainstNobody(body.password);
  if (!member || !ok) {
    await failed('credentials');
    throw invalidCredentials();
  }

  let step: number | null = null;
  let recoveryCode: string | null = null;
  if (member.totpEnabledAt) {
    if (!body.code) {
      // The right password alone is the first of two steps, not a failed guess.
      await tries.release();
      throw totpRequired('Enter the 6-digit code from your authenticator app.');
    }
    const digits = body.code.replace(/\s+/g, '');
    // Anything but six digits is a recovery code: claimed below, with the session.
    if (!TOTP_CODE_PATTERN.test(digits)) recoveryCode = body.code;
    else step = freshTotpStep(sessionSecret, member, digits);
    if (recoveryCode === null && step === null) {
      await failed('code');
      throw totpRequired(
        'That code is not right or was used already. Enter the current code from your authenticator app.',
      );
    }
  }
  const sessionToken = await db.transaction(async (tx) => {
    if (
      recoveryCode !== null &&
      !(await claimRecoveryCode(tx, sessionSecret, member.id, recoveryCode))
    ) {
      return null;
    }
    // Claims the code's step: a code seen by two sign-ins at once signs in only one.
    if (step !== null && !(await claimTotpStep(tx, member.id, step))) {
      throw totpRequired('That code was used already. Wait for the next one and try again.');
    }
    const t = await startStaffSession(tx, member.id, from);
    await recordAuditAs(
      tx,
      { staffId: member.id, address: from.address },
      { action: 'staff.sign_in', entityType: 'staff', entityId: member.id },
    );
    return t;
  });
  if (sessionToken === null) {
    // Audited outside the transaction, which wrote nothing.
    await failed('code');
    throw totpRequired(
      'That recovery code is not right or was used already. Enter another, or the code from your authenticator app.',
    );
  }
  await tries.release();
  const setupRequired = !member.totpEnabledAt && (await requireTotpForEveryone(db));
  return {
    answer: {
      staff: publicStaff(member),
      ...(setupRequired ? { totp_setup_required: true as const } : {}),
    },
    sessionToken,
  };
}

/** Ends the member's session on the server; audited. */
export async function signOut(db: Database, actor: StaffActor, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await endStaffSession(tx, sessionId);
    await recordAuditAs(tx, actor, {
      action: 'staff.sign_out',
      entityType: 'staff',
      entityId: actor.staffId,
    });
  });
}

/** The signed-in member, their recovery codes left, and whether they must set up two-factor. */
export async function signedInMember(db: Database, member: StaffMember): Promise<StaffMe> {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    totp_enabled: member.totpEnabled,
    ...(member.totpEnabled ? { recovery_codes_left: await recoveryCodesLeft(db, member.id) } : {}),
    // The owner requires two-factor sign-in and this member has not set it up yet.
    ...(!member.totpEnabled && (await requireTotpForEveryone(db))
      ? { totp_setup_required: true as const }
      : {}),
  };
}
