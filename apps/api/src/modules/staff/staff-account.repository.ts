// A staff member's own credentials as rows (issue 28, item 1; decision 138): the password reset
// links (single-use, one hour, stored hashed, as the invitations are) and the two-factor
// recovery codes (ten, each signs in once, kept as keyed hashes: recovery-codes.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { staffPasswordResets, staffRecoveryCodes } from '../../db/schema.ts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../identity/index.ts';
import { hashRecoveryCode, newRecoveryCode, normaliseRecoveryCode } from './recovery-codes.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export const STAFF_RESET_MINUTES = 60;
const RECOVERY_CODE_COUNT = 10;

// ------------------------------------------------------------------ password reset

/** Issues a fresh single-use link for a member; earlier unused links stop working. */
export async function issueStaffReset(tx: Db, staffId: number): Promise<string> {
  await tx
    .update(staffPasswordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffPasswordResets.staffId, staffId), isNull(staffPasswordResets.usedAt)));
  const token = newSecretToken();
  await tx.insert(staffPasswordResets).values({
    staffId,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + STAFF_RESET_MINUTES * 60_000),
  });
  return token;
}

const usableReset = (token: string) =>
  and(
    eq(staffPasswordResets.tokenHash, hashSecretToken(token)),
    isNull(staffPasswordResets.usedAt),
    sql`${staffPasswordResets.expiresAt} > now()`,
  );

/** Usable or not, without claiming it (the slow password hash runs in between). */
export async function staffResetUsable(db: Db, token: string): Promise<boolean> {
  if (!looksLikeSecretToken(token)) return false;
  const [row] = await db
    .select({ id: staffPasswordResets.id })
    .from(staffPasswordResets)
    .where(usableReset(token));
  return row !== undefined;
}

/** Claims a link in one statement: two confirms cannot both use it. The member's id or null. */
export async function claimStaffReset(tx: Db, token: string): Promise<number | null> {
  if (!looksLikeSecretToken(token)) return null;
  const [row] = await tx
    .update(staffPasswordResets)
    .set({ usedAt: sql`now()` })
    .where(usableReset(token))
    .returning({ staffId: staffPasswordResets.staffId });
  return row?.staffId ?? null;
}

// ------------------------------------------------------------------ recovery codes

/** Replaces the member's codes with ten new ones; answers them, the only time they are seen. */
export async function issueRecoveryCodes(
  tx: Db,
  sessionSecret: string,
  staffId: number,
): Promise<string[]> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.insert(staffRecoveryCodes).values(
    codes.map((c) => ({
      staffId,
      codeHash: hashRecoveryCode(sessionSecret, normaliseRecoveryCode(c)!),
    })),
  );
  return codes;
}

/** Uses one code: true once per code, in one statement, so two sign-ins cannot share it. */
export async function claimRecoveryCode(
  tx: Db,
  sessionSecret: string,
  staffId: number,
  typed: string,
): Promise<boolean> {
  const code = normaliseRecoveryCode(typed);
  if (!code) return false;
  const claimed = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(sessionSecret, code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return claimed.length > 0;
}

export async function recoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function dropRecoveryCodes(tx: Db, staffId: number): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}
