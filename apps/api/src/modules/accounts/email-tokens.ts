// Verification and reset links: a random token bound to its user and purpose, stored hashed,
// claimed by one conditional UPDATE so that it works once even under concurrent clicks.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_TTL_HOURS, VERIFY_TOKEN_TTL_HOURS } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { emailTokens } from '../../db/schema.ts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../identity/index.ts';

export type EmailTokenPurpose = 'verify_email' | 'password_reset';

const TTL_HOURS: Record<EmailTokenPurpose, number> = {
  verify_email: VERIFY_TOKEN_TTL_HOURS,
  password_reset: RESET_TOKEN_TTL_HOURS,
};

/** Link ids are the user's numeric id; anything else matches no token. */
export function parseUid(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const uid = Number(value);
  return uid <= 2_147_483_647 ? uid : null;
}

/** The sign-up a verification link confirms: its password hash and name. */
export interface PendingSignUp {
  passwordHash: string;
  firstName: string;
}

/**
 * Issues a new link token; earlier unused ones of the same purpose stop working, unless
 * `keepEarlier` (a repeat sign-up leaves the first sign-up's link valid, decision 130).
 */
export async function issueEmailToken(
  db: Pick<Database, 'transaction'>,
  userId: number,
  purpose: EmailTokenPurpose,
  options: { fromSite?: string | null; signUp?: PendingSignUp; keepEarlier?: boolean } = {},
): Promise<string> {
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    if (!options.keepEarlier)
      await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        );
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: hashSecretToken(token),
      fromSite: options.fromSite ?? null,
      pendingPasswordHash: options.signUp?.passwordHash ?? null,
      pendingFirstName: options.signUp?.firstName ?? null,
      expiresAt: new Date(Date.now() + TTL_HOURS[purpose] * 3_600_000),
    });
  });
  return token;
}

/**
 * The password hash the account's newest live verification link would apply, or null when it has
 * none. A later link carries the same one: a link never applies a password that a later sign-up
 * brought (decision 130).
 */
export async function livePendingPassword(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ hash: emailTokens.pendingPasswordHash })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'verify_email'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailTokens.id))
    .limit(1);
  return row?.hash ?? null;
}

/**
 * A second, different password was offered for an unverified address: no offered password is
 * applied any more. Every live link of the account now applies `unusable` (the hash of a secret
 * nobody holds) instead; the link still verifies and signs in, and a reset sets a password.
 */
export async function contestPendingPassword(
  db: Pick<Database, 'update'>,
  userId: number,
  unusable: string,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ pendingPasswordHash: unusable })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'verify_email'),
        isNull(emailTokens.usedAt),
      ),
    );
}

const matches = (uid: number, token: string, purpose: EmailTokenPurpose) =>
  and(
    eq(emailTokens.tokenHash, hashSecretToken(token)),
    eq(emailTokens.userId, uid),
    eq(emailTokens.purpose, purpose),
  );

/** Claims the token: the winner gets its row, every other use gets null. */
export async function consumeEmailToken(
  db: Pick<Database, 'update'>,
  uidParam: string,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<{ userId: number; fromSite: string | null; signUp: PendingSignUp | null } | null> {
  const uid = parseUid(uidParam);
  if (uid === null || !looksLikeSecretToken(token)) return null;
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        matches(uid, token, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      userId: emailTokens.userId,
      fromSite: emailTokens.fromSite,
      passwordHash: emailTokens.pendingPasswordHash,
      firstName: emailTokens.pendingFirstName,
    });
  if (!row) return null;
  const { passwordHash, firstName } = row;
  return {
    userId: row.userId,
    fromSite: row.fromSite,
    signUp: passwordHash !== null && firstName !== null ? { passwordHash, firstName } : null,
  };
}

/** Why a token cannot be used: it is one of ours but used or expired, or it is unknown. */
export async function emailTokenStatus(
  db: Database,
  uidParam: string,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<{ state: 'usable' | 'used' | 'expired'; userId: number } | { state: 'unknown' }> {
  const uid = parseUid(uidParam);
  if (uid === null || !looksLikeSecretToken(token)) return { state: 'unknown' };
  const [row] = await db
    .select({ usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(matches(uid, token, purpose));
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used', userId: uid };
  if (row.expiresAt.getTime() <= Date.now()) return { state: 'expired', userId: uid };
  return { state: 'usable', userId: uid };
}
