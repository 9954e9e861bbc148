// Staff members (docs/api.md, back office, "Staff and sign-in"): invitations, role changes, disabling and
// the rule that the shop always keeps one active owner, checked under row locks so two owners
// demoting each other at once cannot both win.
import type { StaffMemberRow } from '@solestock/domain/back-office/staff-payloads';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@solestock/domain/back-office/staff-roles';
import type { Database } from '../../db/connect.ts';
import { shopSettings, staff, staffInvitations } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { composeMail } from '../mail/index.ts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../identity/index.ts';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export const INVITATION_HOURS = 72;

export type StaffRow = typeof staff.$inferSelect;

/** A member as answered by the staff calls: never a hash or a secret. */
export function staffView(row: StaffRow): StaffMemberRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited',
    invited: !row.passwordHash && !row.disabledAt,
    disabled: row.disabledAt !== null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    totp_enabled: row.totpEnabledAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a member: who and what role, nothing secret. */
export const auditView = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  totp_enabled: row.totpEnabledAt !== null,
});

export const lastOwner = () =>
  new HttpError(
    409,
    'last_owner',
    'The shop needs at least one active owner: make someone else an owner first.',
  );

export const staffNotFound = () => new HttpError(404, 'not_found', 'No staff member has this id.');

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return (await db.select().from(staff).where(eq(staff.email, email)))[0];
}

export async function staffById(db: Db, id: number): Promise<StaffRow | undefined> {
  return (await db.select().from(staff).where(eq(staff.id, id)))[0];
}

/**
 * Locks every active owner's row for the rest of the transaction and returns their ids. A
 * concurrent transaction demoting or disabling an owner waits here and then sees the result.
 */
export async function lockActiveOwners(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    // An invited owner who has set no password yet cannot run the shop: not counted.
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt), isNotNull(staff.passwordHash)))
    .orderBy(staff.id)
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Refuses when the change would leave no active owner. `actorId` must itself still be an active
 * owner once the locks are held: a member demoted a moment ago cannot act as owner any more.
 */
export async function ensureAnOwnerRemains(
  tx: Db,
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
    `You are invited to the Solestock back office as ${role}`,
    name || to,
    [
      `${inviter} invited you to run the shop with them in the Solestock back office, as ${role} (${ROLE_SCOPE[role]}).`,
      `Open the link below to choose your name and a password. It works once, within ${INVITATION_HOURS} hours.`,
    ],
    { label: 'Accept the invitation', url: `${publicUrl}/admin/invitation/${token}` },
  );
}

/**
 * An invitation still usable, as its join page shows it: the address, the role, and the name the
 * inviting owner gave (empty when none was: the row then holds the address's local part).
 */
export async function invitationDetails(
  db: Db,
  token: string,
): Promise<{ email: string; name: string; role: StaffRole; expires_at: string } | null> {
  if (!looksLikeSecretToken(token)) return null;
  const [row] = await db
    .select({
      email: staff.email,
      name: staff.name,
      role: staff.role,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashSecretToken(token)),
        isNull(staffInvitations.usedAt),
        isNull(staff.disabledAt),
        sql`${staffInvitations.expiresAt} > now()`,
      ),
    );
  if (!row) return null;
  return {
    email: row.email,
    name: row.name === row.email.split('@')[0] ? '' : row.name,
    role: row.role as StaffRole,
    expires_at: new Date(row.expiresAt).toISOString(),
  };
}

/** Issues a fresh single-use link for a member; earlier unused links stop working. */
export async function issueInvitation(
  tx: Db,
  staffId: number,
  invitedBy: number | null,
): Promise<string> {
  await tx
    .update(staffInvitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffInvitations.staffId, staffId), isNull(staffInvitations.usedAt)));
  const token = newSecretToken();
  await tx.insert(staffInvitations).values({
    staffId,
    tokenHash: hashSecretToken(token),
    invitedBy,
    expiresAt: new Date(Date.now() + INVITATION_HOURS * 3_600_000),
  });
  return token;
}

/**
 * Claims an invitation: the winner gets its member, every other use (expired, used, wrong, a
 * member disabled since) gets null. One statement, so two accepts cannot both use it.
 */
export async function claimInvitation(tx: Db, token: string): Promise<number | null> {
  if (!looksLikeSecretToken(token)) return null;
  const [row] = await tx
    .update(staffInvitations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffInvitations.tokenHash, hashSecretToken(token)),
        isNull(staffInvitations.usedAt),
        sql`${staffInvitations.expiresAt} > now()`,
        sql`exists (select 1 from ${staff} where ${staff.id} = ${staffInvitations.staffId} and ${staff.disabledAt} is null)`,
      ),
    )
    .returning({ staffId: staffInvitations.staffId });
  return row?.staffId ?? null;
}

/** Usable invitation or not, without claiming it (the slow password hash runs in between). */
export async function invitationUsable(db: Db, token: string): Promise<boolean> {
  if (!looksLikeSecretToken(token)) return false;
  const [row] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashSecretToken(token)),
        isNull(staffInvitations.usedAt),
        sql`${staffInvitations.expiresAt} > now()`,
      ),
    );
  return row !== undefined;
}

// ------------------------------------------------------------------ shop settings

export const SETTING_REQUIRE_TOTP = 'require_totp';

export async function requireTotpForEveryone(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SETTING_REQUIRE_TOTP));
  return row?.value === true;
}
