// An owner's staff management and the invited member's acceptance (docs/api.md, back office, "Staff
// and sign-in"): invite (an e-mailed link), change a name or role, disable, and accept an
// invitation. Each is one transaction with its audit entry; the shop always keeps one active
// owner, checked under row locks so two owners demoting each other at once cannot both win. The
// routes parse and answer; sessions' cookies stay with them.
import type {
  StaffMemberRow,
  staffInvitation,
  staffRef,
} from '@solestock/domain/back-office/staff-payloads';
import type { StaffRole } from '@solestock/domain/back-office/staff-roles';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { hashPassword } from '../identity/index.ts';
import { SHOP_NAME, composeMail, queueMail } from '../mail/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import { startStaffSession } from './staff-session.ts';
import type { CallFrom } from './staff.service.ts';
import {
  INVITATION_HOURS,
  auditView,
  claimInvitation,
  endAllStaffSessions,
  insertInvited,
  invitationDetails,
  invitationUsable,
  issueInvitation,
  listStaff,
  lockActiveOwners,
  lockStaffByEmail,
  markStaffDisabled,
  publicStaff,
  resetToInvited,
  staffById,
  staffView,
  updateStaff,
  type StaffRow,
} from './staff.repository.ts';

const lastOwner = () =>
  new HttpError(
    409,
    'last_owner',
    'The shop needs at least one active owner: make someone else an owner first.',
  );

export const staffNotFound = () => new HttpError(404, 'not_found', 'No staff member has this id.');

const invalidInvitation = () =>
  new HttpError(
    400,
    'invalid_invitation',
    'This invitation link is invalid, used or expired. Ask an owner to invite you again.',
  );

/**
 * Refuses when the change would leave no active owner. `actorId` must itself still be an active
 * owner once the locks are held: a member demoted a moment ago cannot act as owner any more.
 */
async function ensureAnOwnerRemains(
  tx: Database,
  actorId: number,
  target: StaffRow,
  change: { role?: StaffRole; disable?: boolean },
): Promise<void> {
  const owners = await lockActiveOwners(tx);
  const losesOwner =
    owners.includes(target.id) &&
    (change.disable === true || (change.role !== undefined && change.role !== 'owner'));
  // First the shop's rule, so two owners demoting each other at once: one wins, one gets 409.
  if (losesOwner && owners.length <= 1) throw lastOwner();
  if (!owners.includes(actorId)) {
    throw new HttpError(
      403,
      'forbidden',
      'Your role does not allow this. Ask an owner if you need it.',
    );
  }
}

/** What each role may do, in the invitation mail's words (the table: staff-roles.ts). */
const ROLE_SCOPE: Record<StaffRole, string> = {
  owner: 'everything, staff and shop settings included',
  manager: 'orders, the catalogue, customers, content and rates',
  support: 'reading orders, customers and the catalogue, with notes and the inbox',
  sales_rep: 'taking orders for the companies assigned to you, and reading their orders and buyers',
};

export function invitationMail(
  publicUrl: string,
  to: string,
  name: string,
  inviter: string,
  role: StaffRole,
  token: string,
) {
  return composeMail(
    to,
    `You are invited to the ${SHOP_NAME} back office as ${role}`,
    name || to,
    [
      `${inviter} invited you to run the shop with them in the ${SHOP_NAME} back office, as ${role} (${ROLE_SCOPE[role]}).`,
      `Open the link below to choose your name and a password. It works once, within ${INVITATION_HOURS} hours.`,
    ],
    { label: 'Accept the invitation', url: `${publicUrl}/admin/invitation/${token}` },
  );
}

/** Every member, oldest first. */
export async function allStaff(
  db: Database,
): Promise<{ count: number; results: StaffMemberRow[] }> {
  const rows = await listStaff(db);
  return { count: rows.length, results: rows.map(staffView) };
}

/**
 * Invites an address (or invites afresh a member whose invitation lapsed, or who was disabled)
 * and queues the mail with the link. 409 `staff_exists` for an active member.
 */
export async function inviteStaff(
  db: Database,
  actor: StaffActor,
  inviter: { name: string; email: string },
  publicUrl: string,
  body: { email: string; name?: string; role: StaffRole },
): Promise<StaffMemberRow> {
  const member = await db.transaction(async (tx) => {
    const name = body.name || body.email.split('@')[0]!;
    let row = await insertInvited(tx, { email: body.email, name, role: body.role });
    let before: ReturnType<typeof auditView> | null = null;
    if (!row) {
      const existing = await lockStaffByEmail(tx, body.email);
      if (!existing || (existing.passwordHash && !existing.disabledAt)) {
        throw new HttpError(
          409,
          'staff_exists',
          'This address already belongs to an active staff member.',
        );
      }
      // An invitation not accepted in time, or a disabled member: invited afresh.
      before = auditView(existing);
      row = await resetToInvited(tx, existing.id, { name, role: body.role });
    }
    const token = await issueInvitation(tx, row.id, actor.staffId);
    await queueMail(
      tx,
      invitationMail(
        publicUrl,
        row.email,
        body.name ?? '',
        inviter.name || inviter.email,
        body.role,
        token,
      ),
    );
    await recordAuditAs(tx, actor, {
      action: 'staff.invite',
      entityType: 'staff',
      entityId: row.id,
      before,
      after: auditView(row),
    });
    return row;
  });
  return staffView(member);
}

/** Changes a member's name or role; the last active owner cannot be demoted (409). */
export async function changeStaff(
  db: Database,
  actor: StaffActor,
  id: number,
  body: { name?: string; role?: StaffRole },
): Promise<StaffMemberRow> {
  const member = await db.transaction(async (tx) => {
    const target = await staffById(tx, id);
    if (!target) throw staffNotFound();
    await ensureAnOwnerRemains(tx, actor.staffId, target, { role: body.role });
    // Read again under the locks: another owner's change may have landed while we waited.
    const current = (await staffById(tx, id))!;
    const updated = await updateStaff(tx, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.role ? { role: body.role } : {}),
    });
    await recordAuditAs(tx, actor, {
      action: 'staff.change',
      entityType: 'staff',
      entityId: id,
      before: auditView(current),
      after: auditView(updated),
    });
    return updated;
  });
  // The guard reads the role on every call, so a new role applies at the member's next click.
  return staffView(member);
}

/** Disables a member and ends their sessions now; the last active owner stays (409). */
export async function disableStaff(
  db: Database,
  actor: StaffActor,
  id: number,
): Promise<StaffMemberRow> {
  const member = await db.transaction(async (tx) => {
    const target = await staffById(tx, id);
    if (!target) throw staffNotFound();
    if (target.disabledAt) return target;
    await ensureAnOwnerRemains(tx, actor.staffId, target, { disable: true });
    const updated = await markStaffDisabled(tx, id);
    // Its sessions end now, not at their next idle check.
    await endAllStaffSessions(tx, id);
    await recordAuditAs(tx, actor, {
      action: 'staff.disable',
      entityType: 'staff',
      entityId: id,
      before: auditView(target),
      after: auditView(updated),
    });
    return updated;
  });
  return staffView(member);
}

/** What an invitation's join page shows, or 400 `invalid_invitation`. */
export async function invitationPage(
  db: Database,
  token: string,
): Promise<z.output<typeof staffInvitation>> {
  const found = await invitationDetails(db, token);
  if (!found) throw invalidInvitation();
  return found;
}

/**
 * Claims an invitation (once, atomically), sets the member's name and password and starts their
 * session: the answer and the session's token. 400 when the token is not usable. Audited as the
 * member themself.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  member: { name: string; password: string },
  from: CallFrom,
): Promise<{ answer: { staff: z.output<typeof staffRef> }; sessionToken: string }> {
  // Checked before the slow hash; claiming it below checks again, atomically.
  if (!(await invitationUsable(db, token))) throw invalidInvitation();
  const passwordHash = await hashPassword(member.password);
  const accepted = await db.transaction(async (tx) => {
    const staffId = await claimInvitation(tx, token);
    if (staffId === null) return null;
    const before = (await staffById(tx, staffId))!;
    const updated = await updateStaff(tx, staffId, { name: member.name, passwordHash });
    await endAllStaffSessions(tx, staffId);
    const sessionToken = await startStaffSession(tx, staffId, from);
    await recordAuditAs(
      tx,
      { staffId, address: from.address },
      {
        action: 'staff.accept_invitation',
        entityType: 'staff',
        entityId: staffId,
        before: auditView(before),
        after: auditView(updated),
      },
    );
    return { updated, sessionToken };
  });
  if (!accepted) throw invalidInvitation();
  return { answer: { staff: publicStaff(accepted.updated) }, sessionToken: accepted.sessionToken };
}
