// A staff member's own account (issue 28, item 1; decision 138): the password reset by e-mail
// (single-use links of one hour, stored hashed, as the invitations are) and the two-factor
// recovery codes (ten, each signs in once, kept as keyed hashes).
import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { staffPasswordResets, staffRecoveryCodes } from '../../db/schema.ts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../identity/index.ts';
import { composeMail } from '../mail/index.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export const STAFF_RESET_MINUTES = 60;
export const RECOVERY_CODE_COUNT = 10;

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

export function staffResetMail(publicUrl: string, to: string, name: string, token: string) {
  return composeMail(
    to,
    'Reset your Solestock back-office password',
    name || to,
    [
      'Someone asked to reset the password of your Solestock back-office account.',
      `Open the link below to choose a new one. It works once, within ${STAFF_RESET_MINUTES} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
    ],
    { label: 'Choose a new password', url: `${publicUrl}/admin/password-reset/${token}` },
  );
}

export function staffPasswordChangedMail(publicUrl: string, to: string, name: string) {
  return composeMail(
    to,
    'Your Solestock back-office password was changed',
    name || to,
    [
      'The password of your Solestock back-office account was just changed, and every other session signed out.',
      'If this was not you, reset it at once with the link below and tell the shop’s owner.',
    ],
    { label: 'Reset the password', url: `${publicUrl}/admin/password-reset` },
  );
}

// ------------------------------------------------------------------ recovery codes

/** No 0/o, 1/l: a code read off paper is typed right. 32 letters, so 5 bits each. */
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** A code as shown: `abcde-fghij`. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A code as typed, made comparable: case, spaces and hyphens do not matter. */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]+/g, '');
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c))
    ? code
    : null;
}

/**
 * Keyed with SESSION_SECRET: 50 random bits would fall to a brute force of a plain hash, so a
 * copy of the database alone must not be enough to recover the codes.
 */
function hashRecoveryCode(sessionSecret: string, code: string): string {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'solestock', 'staff-recovery', 32));
  return createHmac('sha256', key).update(code).digest('hex');
}

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
