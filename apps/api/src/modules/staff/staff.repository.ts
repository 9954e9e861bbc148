// Staff members and what hangs on them, as rows (docs/api.md, back office, "Staff and sign-in"):
// the members and the answer's shape of one, the active owners' lock, the invitations and the
// two-factor set-up links an owner mails (single-use, stored hashed), the sessions, and the
// require_totp shop setting. A member's reset links and recovery codes are
// staff-account.repository.ts's; the rules over all of these, the services'.
import type { StaffMemberRow } from '@solestock/domain/back-office/staff-payloads';
import { and, asc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@solestock/domain/back-office/staff-roles';
import type { Database } from '../../db/connect.ts';
import {
  shopSettings,
  staff,
  staffInvitations,
  staffSessions,
  staffTotpEnrolments,
} from '../../db/schema.ts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../identity/index.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

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

/** A member as a sign-in answers them. */
export const publicStaff = (row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

/** What the audit log keeps of a member: who and what role, nothing secret. */
export const auditView = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  totp_enabled: row.totpEnabledAt !== null,
});

// ------------------------------------------------------------------ members

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return (await db.select().from(staff).where(eq(staff.email, email)))[0];
}

export async function staffById(db: Db, id: number): Promise<StaffRow | undefined> {
  return (await db.select().from(staff).where(eq(staff.id, id)))[0];
}

/** Member `id`, locked for the rest of the transaction. */
export async function lockStaff(tx: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

/** Every member, oldest first. */
export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.id));
}

/** A new invited member (no password yet), or undefined when the address is staff already. */
export async function insertInvited(
  tx: Db,
  member: { email: string; name: string; role: StaffRole },
): Promise<StaffRow | undefined> {
  const [created] = await tx
    .insert(staff)
    .values(member)
    .onConflictDoNothing({ target: staff.email })
    .returning();
  return created;
}

/** The member of `email`, locked for the rest of the transaction. */
export async function lockStaffByEmail(tx: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.email, email)).for('update');
  return row;
}

/** A member invited afresh: no password, no two-factor sign-in, not disabled. */
export async function resetToInvited(
  tx: Db,
  id: number,
  member: { name: string; role: StaffRole },
): Promise<StaffRow> {
  const [row] = await tx
    .update(staff)
    .set({
      ...member,
      passwordHash: null,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      disabledAt: null,
    })
    .where(eq(staff.id, id))
    .returning();
  return row!;
}

/** Writes the columns given; the member as they are after. */
export async function updateStaff(
  tx: Db,
  id: number,
  set: Partial<
    Pick<
      typeof staff.$inferInsert,
      'name' | 'role' | 'passwordHash' | 'totpSecret' | 'totpLastStep'
    >
  >,
): Promise<StaffRow> {
  const [row] = await tx.update(staff).set(set).where(eq(staff.id, id)).returning();
  return row!;
}

export async function markStaffDisabled(tx: Db, id: number): Promise<StaffRow> {
  const [row] = await tx
    .update(staff)
    .set({ disabledAt: sql`now()` })
    .where(eq(staff.id, id))
    .returning();
  return row!;
}

/** Sets the password of member `id` unless they are disabled; the member, or undefined. */
export async function setPasswordUnlessDisabled(
  tx: Db,
  id: number,
  passwordHash: string,
): Promise<StaffRow | undefined> {
  const [row] = await tx
    .update(staff)
    .set({ passwordHash })
    .where(sql`${staff.id} = ${id} and ${staff.disabledAt} is null`)
    .returning();
  return row;
}

/**
 * Claims an authenticator code's time step for member `id`: true when no later or equal step
 * was claimed, so a code seen by two sign-ins at once signs in only one.
 */
export async function claimTotpStep(tx: Db, id: number, step: number): Promise<boolean> {
  const claimed = await tx
    .update(staff)
    .set({ totpLastStep: step })
    .where(
      sql`${staff.id} = ${id} and (${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`,
    )
    .returning({ id: staff.id });
  return claimed.length > 0;
}

/** Two-factor sign-in turns on, its last code's step claimed (and its secret, when given). */
export async function enableTotp(
  tx: Db,
  id: number,
  step: number,
  totpSecret?: string | null,
): Promise<StaffRow> {
  const [row] = await tx
    .update(staff)
    .set({
      ...(totpSecret !== undefined ? { totpSecret } : {}),
      totpEnabledAt: sql`now()`,
      totpLastStep: step,
    })
    .where(eq(staff.id, id))
    .returning();
  return row!;
}

/** Two-factor sign-in turns off: its secret and last step go. */
export async function disableTotp(tx: Db, id: number): Promise<StaffRow> {
  const [row] = await tx
    .update(staff)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(staff.id, id))
    .returning();
  return row!;
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

// ------------------------------------------------------------------ invitations

export const INVITATION_HOURS = 72;

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

// ------------------------------------------------------------------ two-factor set-up links

export const TOTP_ENROLMENT_HOURS = 24;

type TotpEnrolmentRow = typeof staffTotpEnrolments.$inferSelect;

/** Issues a fresh single-use link for a member; their earlier unused links stop working. */
export async function issueTotpEnrolment(
  tx: Db,
  staffId: number,
  sentBy: number,
): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .update(staffTotpEnrolments)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffTotpEnrolments.staffId, staffId), isNull(staffTotpEnrolments.usedAt)));
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + TOTP_ENROLMENT_HOURS * 3_600_000);
  await tx.insert(staffTotpEnrolments).values({
    staffId,
    tokenHash: hashSecretToken(token),
    sentBy,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The live link named by a token (unused, unexpired, its member not disabled), or undefined.
 * `lock` takes its row for the rest of the transaction: two confirms at once run one by one.
 */
export async function usableTotpEnrolment(
  db: Db,
  token: string,
  lock = false,
): Promise<TotpEnrolmentRow | undefined> {
  if (!looksLikeSecretToken(token)) return undefined;
  const query = db
    .select()
    .from(staffTotpEnrolments)
    .where(
      and(
        eq(staffTotpEnrolments.tokenHash, hashSecretToken(token)),
        isNull(staffTotpEnrolments.usedAt),
        sql`${staffTotpEnrolments.expiresAt} > now()`,
        sql`exists (select 1 from ${staff} where ${staff.id} = ${staffTotpEnrolments.staffId} and ${staff.disabledAt} is null)`,
      ),
    );
  return (lock ? await query.for('update') : await query)[0];
}

/** The (encrypted) secret the link's setup offers: only the latest one confirms. */
export async function setEnrolmentSecret(tx: Db, id: number, totpSecret: string): Promise<void> {
  await tx.update(staffTotpEnrolments).set({ totpSecret }).where(eq(staffTotpEnrolments.id, id));
}

export async function markEnrolmentUsed(tx: Db, id: number): Promise<void> {
  await tx
    .update(staffTotpEnrolments)
    .set({ usedAt: sql`now()` })
    .where(eq(staffTotpEnrolments.id, id));
}

// ------------------------------------------------------------------ sessions

export async function insertSession(
  db: Pick<Database, 'insert'>,
  session: {
    staffId: number;
    tokenHash: string;
    expiresAt: Date;
    address: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(staffSessions).values(session);
}

/**
 * The session of `tokenHash` while it lives, with its member: not ended, not past its absolute
 * limit, seen since `idleSince`, its member not disabled.
 */
export async function liveSession(db: Db, tokenHash: string, idleSince: Date) {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      totpEnabledAt: staff.totpEnabledAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.endedAt),
        isNull(staff.disabledAt),
        sql`${staffSessions.expiresAt} > now()`,
        sql`${staffSessions.lastSeenAt} > ${idleSince.toISOString()}`,
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId));
}

/** Ends the live sessions `which` names. */
async function endSessions(db: Pick<Database, 'update'>, which: SQL | undefined): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(and(isNull(staffSessions.endedAt), which));
}

export async function endStaffSession(
  db: Pick<Database, 'update'>,
  sessionId: number,
): Promise<void> {
  await endSessions(db, eq(staffSessions.id, sessionId));
}

/** Ends every session of a member (disabled, role changed, password set anew). */
export async function endAllStaffSessions(
  db: Pick<Database, 'update'>,
  staffId: number,
): Promise<void> {
  await endSessions(db, eq(staffSessions.staffId, staffId));
}

/** Ends every session of a member but the one in hand (their own password change). */
export async function endOtherStaffSessions(
  db: Pick<Database, 'update'>,
  staffId: number,
  keepSessionId: number,
): Promise<void> {
  await endSessions(
    db,
    and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, keepSessionId)),
  );
}

/**
 * Ends the sessions that two-factor sign-in did not open (issue 27.6): every other session of a
 * member who has just turned it on, or, when the owner requires it, every session of members
 * without it. `keep` is the session making the change.
 */
export async function endPasswordOnlySessions(
  db: Pick<Database, 'update'>,
  keep: number,
  staffId?: number,
): Promise<void> {
  await endSessions(
    db,
    and(
      ne(staffSessions.id, keep),
      staffId !== undefined
        ? eq(staffSessions.staffId, staffId)
        : sql`${staffSessions.staffId} in (select ${staff.id} from ${staff} where ${staff.totpEnabledAt} is null)`,
    ),
  );
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

export async function setRequireTotp(tx: Db, value: boolean): Promise<void> {
  await tx
    .insert(shopSettings)
    .values({ key: SETTING_REQUIRE_TOTP, value })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value, updatedAt: sql`now()` },
    });
}
