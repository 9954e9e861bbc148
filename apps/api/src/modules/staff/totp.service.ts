// A staff member's own two-factor sign-in (RFC 6238): start the setup (secret, otpauth URL and
// QR code, shown this once), confirm it with a code before it counts, turn it off with a code;
// and the owner's shop-wide switch that requires it of everyone. Each write is audited as the
// member who makes it.
import type {
  StaffShopSettings,
  TotpSetup,
  TotpTurnedOn,
  totpTurnedOff,
} from '@solestock/domain/back-office/staff-payloads';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import type { StaffActor, StaffMember } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { dropRecoveryCodes, issueRecoveryCodes } from './staff-account.repository.ts';
import {
  SETTING_REQUIRE_TOTP,
  auditView,
  disableTotp,
  enableTotp,
  endPasswordOnlySessions,
  lockStaff,
  requireTotpForEveryone,
  setRequireTotp,
  staffById,
  updateStaff,
} from './staff.repository.ts';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  freshTotpStep,
  newTotpSecret,
  totpEnrolment,
  totpStepOf,
} from './totp.ts';

/**
 * While the owner requires two-factor sign-in for everyone, a password alone never enrols an
 * authenticator (issue 27.6, decision 131): the setup goes through a link an owner mails.
 */
const enrolmentLinkRequired = () =>
  new HttpError(
    403,
    'totp_enrolment_link_required',
    'This shop requires two-factor sign-in, so it is set up through a link an owner mails you: ask an owner to send you a set-up link.',
  );

const wrongCode = () =>
  badRequest(
    'That code is not right or was used already. Enter the current code from your authenticator app.',
    { code: 'is not the current code' },
    'invalid_code',
  );

/** A new secret for the member's authenticator, pending until a first code confirms it. */
export async function startTotpSetup(
  db: Database,
  actor: StaffActor,
  sessionSecret: string,
  member: StaffMember,
): Promise<TotpSetup> {
  const base32 = newTotpSecret();
  await db.transaction(async (tx) => {
    const row = (await staffById(tx, member.id))!;
    if (row.totpEnabledAt) {
      throw new HttpError(
        409,
        'totp_enabled',
        'Two-factor sign-in is already on. Turn it off first to set it up with a new app.',
      );
    }
    if (await requireTotpForEveryone(tx)) throw enrolmentLinkRequired();
    // Pending until confirmed: totp_enabled_at stays empty, so sign-in does not ask for it.
    await updateStaff(tx, member.id, {
      totpSecret: encryptTotpSecret(sessionSecret, base32),
      totpLastStep: null,
    });
    await recordAuditAs(tx, actor, {
      action: 'staff.totp_setup',
      entityType: 'staff',
      entityId: member.id,
    });
  });
  return totpEnrolment(base32, member.email);
}

/**
 * Turns two-factor sign-in on with a first code; the member's other sessions, opened with the
 * password alone, end. Answers the recovery codes, shown this once.
 */
export async function confirmTotp(
  db: Database,
  actor: StaffActor,
  sessionSecret: string,
  sessionId: number,
  code: string,
): Promise<TotpTurnedOn> {
  const recoveryCodes = await db.transaction(async (tx) => {
    const row = (await lockStaff(tx, actor.staffId))!;
    if (row.totpEnabledAt) {
      throw new HttpError(409, 'totp_enabled', 'Two-factor sign-in is already on.');
    }
    // A setup started before the rule came in does not count either.
    if (await requireTotpForEveryone(tx)) throw enrolmentLinkRequired();
    const secret = row.totpSecret && decryptTotpSecret(sessionSecret, row.totpSecret);
    if (!secret) {
      throw new HttpError(
        409,
        'totp_not_started',
        'Start the two-factor setup first: it gives the code for your authenticator app.',
      );
    }
    const step = totpStepOf(secret, code);
    if (step === null) throw wrongCode();
    const updated = await enableTotp(tx, actor.staffId, step);
    // The member's other sessions were opened with the password alone: they end.
    await endPasswordOnlySessions(tx, sessionId, actor.staffId);
    await recordAuditAs(tx, actor, {
      action: 'staff.totp_enable',
      entityType: 'staff',
      entityId: actor.staffId,
      before: auditView(row),
      after: auditView(updated),
    });
    // A lost phone must not lock the member out: ten one-time codes, shown this once.
    return issueRecoveryCodes(tx, sessionSecret, actor.staffId);
  });
  return { totp_enabled: true as const, recovery_codes: recoveryCodes };
}

/** Turns two-factor sign-in off with a current code, unless the shop requires it. */
export async function turnOffTotp(
  db: Database,
  actor: StaffActor,
  sessionSecret: string,
  code: string,
): Promise<z.output<typeof totpTurnedOff>> {
  await db.transaction(async (tx) => {
    const row = (await lockStaff(tx, actor.staffId))!;
    if (!row.totpEnabledAt) {
      throw new HttpError(409, 'totp_not_enabled', 'Two-factor sign-in is not on.');
    }
    if (await requireTotpForEveryone(tx)) {
      throw new HttpError(
        409,
        'totp_required_by_shop',
        'The shop requires two-factor sign-in for everyone, so it cannot be turned off.',
      );
    }
    if (freshTotpStep(sessionSecret, row, code) === null) throw wrongCode();
    const updated = await disableTotp(tx, actor.staffId);
    await dropRecoveryCodes(tx, actor.staffId);
    await recordAuditAs(tx, actor, {
      action: 'staff.totp_disable',
      entityType: 'staff',
      entityId: actor.staffId,
      before: auditView(row),
      after: auditView(updated),
    });
  });
  return { totp_enabled: false as const };
}

export async function shopSettings(db: Database): Promise<StaffShopSettings> {
  return { require_totp: await requireTotpForEveryone(db) };
}

/**
 * The owner requires two-factor sign-in of everyone, or no longer: once required, the sessions
 * opened without it end (the one making the change is limited to setup until it is on).
 */
export async function changeShopSettings(
  db: Database,
  actor: StaffActor,
  session: { sessionId: number; staff: StaffMember },
  body: { require_totp: boolean },
): Promise<StaffShopSettings> {
  // Once it is required, the owner too could set it up only through a link: first their own.
  if (body.require_totp && !session.staff.totpEnabled) {
    throw new HttpError(
      409,
      'totp_setup_first',
      'Turn on two-factor sign-in for yourself first (My account), then require it for everyone.',
    );
  }
  await db.transaction(async (tx) => {
    const before = await requireTotpForEveryone(tx);
    await setRequireTotp(tx, body.require_totp);
    if (body.require_totp && !before) await endPasswordOnlySessions(tx, session.sessionId);
    await recordAuditAs(tx, actor, {
      action: 'settings.change',
      entityType: 'shop_settings',
      entityId: SETTING_REQUIRE_TOTP,
      before: { require_totp: before },
      after: { require_totp: body.require_totp },
    });
  });
  return { require_totp: body.require_totp };
}
