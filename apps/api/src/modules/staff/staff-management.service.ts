// An owner's staff management and the invited member's acceptance (docs/api.md, back office, "Staff
// and sign-in"): invite (an e-mailed link), change a name or role, disable, and accept an
// invitation. Each is one transaction with its audit entry; the last active owner is kept under
// row locks (staff.service.ts). The routes parse and answer; sessions' cookies stay with them.
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@solestock/domain/back-office/staff-roles';
import type { Database } from '../../db/connect.ts';
import { staff } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { queueMail } from '../mail/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { endAllStaffSessions, startStaffSession } from './staff-session.ts';
import {
  auditView,
  claimInvitation,
  ensureAnOwnerRemains,
  invitationMail,
  issueInvitation,
  staffById,
  staffNotFound,
  type StaffRow,
} from './staff.service.ts';

/** Every member, oldest first. */
export async function listStaff(db: Database): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.id));
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
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const name = body.name || body.email.split('@')[0]!;
    const [created] = await tx
      .insert(staff)
      .values({ email: body.email, name, role: body.role })
      .onConflictDoNothing({ target: staff.email })
      .returning();
    let row = created;
    let before: ReturnType<typeof auditView> | null = null;
    if (!row) {
      const [existing] = await tx
        .select()
        .from(staff)
        .where(eq(staff.email, body.email))
        .for('update');
      if (!existing || (existing.passwordHash && !existing.disabledAt)) {
        throw new HttpError(
          409,
          'staff_exists',
          'This address already belongs to an active staff member.',
        );
      }
      // An invitation not accepted in time, or a disabled member: invited afresh.
      before = auditView(existing);
      [row] = await tx
        .update(staff)
        .set({
          name,
          role: body.role,
          passwordHash: null,
          totpSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          disabledAt: null,
        })
        .where(eq(staff.id, existing.id))
        .returning();
    }
    const token = await issueInvitation(tx, row!.id, actor.staffId);
    await queueMail(
      tx,
      invitationMail(
        publicUrl,
        row!.email,
        body.name ?? '',
        inviter.name || inviter.email,
        body.role,
        token,
      ),
    );
    await recordAuditAs(tx, actor, {
      action: 'staff.invite',
      entityType: 'staff',
      entityId: row!.id,
      before,
      after: auditView(row!),
    });
    return row!;
  });
}

/** Changes a member's name or role; the last active owner cannot be demoted (409). */
export async function changeStaff(
  db: Database,
  actor: StaffActor,
  id: number,
  body: { name?: string; role?: StaffRole },
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const target = await staffById(tx, id);
    if (!target) throw staffNotFound();
    await ensureAnOwnerRemains(tx, actor.staffId, target, { role: body.role });
    // Read again under the locks: another owner's change may have landed while we waited.
    const current = (await staffById(tx, id))!;
    const [updated] = await tx
      .update(staff)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.role ? { role: body.role } : {}),
      })
      .where(eq(staff.id, id))
      .returning();
    await recordAuditAs(tx, actor, {
      action: 'staff.change',
      entityType: 'staff',
      entityId: id,
      before: auditView(current),
      after: auditView(updated!),
    });
    return updated!;
  });
}

/** Disables a member and ends their sessions now; the last active owner stays (409). */
export async function disableStaff(db: Database, actor: StaffActor, id: number): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const target = await staffById(tx, id);
    if (!target) throw staffNotFound();
    if (target.disabledAt) return target;
    await ensureAnOwnerRemains(tx, actor.staffId, target, { disable: true });
    const [updated] = await tx
      .update(staff)
      .set({ disabledAt: sql`now()` })
      .where(eq(staff.id, id))
      .returning();
    // Its sessions end now, not at their next idle check.
    await endAllStaffSessions(tx, id);
    await recordAuditAs(tx, actor, {
      action: 'staff.disable',
      entityType: 'staff',
      entityId: id,
      before: auditView(target),
      after: auditView(updated!),
    });
    return updated!;
  });
}

/**
 * Claims an invitation (once, atomically), sets the member's name and password hash and starts
 * their session; answers null when the token is not usable. Audited as the member themself.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  member: { name: string; passwordHash: string },
  from: { address: string; userAgent?: string },
): Promise<{ member: StaffRow; sessionToken: string } | null> {
  return db.transaction(async (tx) => {
    const staffId = await claimInvitation(tx, token);
    if (staffId === null) return null;
    const before = (await staffById(tx, staffId))!;
    const [updated] = await tx
      .update(staff)
      .set({ name: member.name, passwordHash: member.passwordHash })
      .where(eq(staff.id, staffId))
      .returning();
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
        after: auditView(updated!),
      },
    );
    return { member: updated!, sessionToken };
  });
}
