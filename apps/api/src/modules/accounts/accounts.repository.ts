// The accounts module's reads and writes of the users table (docs/api.md, "Accounts"): an
// account by address or id, a new seller, the e-mail verification and a new password. The links'
// tokens are email-tokens.ts's; what each call does with these rows is accounts.service.ts's.
import type { Locale } from '@solestock/domain/locales';
import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { ProfileDto } from '@solestock/domain/account-schemas';
import type { Database } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import type { PendingSignUp } from './email-tokens.ts';

export type UserRow = typeof users.$inferSelect;

/** A signed-in shopper as the sign-in calls answer them. */
export interface SignedInUser {
  id: number;
  first_name: string;
}

export async function userByEmail(
  db: Pick<Database, 'select'>,
  email: string,
): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.email, email)))[0];
}

/** The account of `email` while its address is not verified yet. */
export async function unverifiedUserByEmail(
  db: Pick<Database, 'select'>,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)));
  return row;
}

/** The account `id`, locked for the transaction, while its address is not verified yet. */
export async function lockUnverifiedUser(tx: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .for('update');
  return row;
}

/** Locks the account's row (whichever state it is in) for the transaction. */
export async function lockUser(tx: Database, id: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** A new seller account, or undefined when the address has one already. */
export async function insertSeller(
  tx: Pick<Database, 'insert'>,
  seller: { firstName: string; email: string; passwordHash: string; language?: Locale },
): Promise<UserRow | undefined> {
  const [row] = await tx
    .insert(users)
    .values({ ...seller, role: 'seller' })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/**
 * Marks the address verified and, while it was not yet, applies the sign-up the link was mailed
 * for: a link used after a password reset verified the address changes no password.
 */
export async function markVerified(
  tx: Pick<Database, 'update'>,
  userId: number,
  pending: PendingSignUp | null,
): Promise<SignedInUser | undefined> {
  const unlessVerified = (value: string, current: SQLWrapper) =>
    sql`case when ${users.emailVerifiedAt} is null then ${value}::text else ${current} end`;
  const [user] = await tx
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      ...(pending
        ? {
            passwordHash: unlessVerified(pending.passwordHash, users.passwordHash),
            firstName: unlessVerified(pending.firstName, users.firstName),
          }
        : {}),
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id, first_name: users.firstName });
  return user;
}

/** Sets a new password; proving control of the mailbox also verifies the address. */
export async function setPassword(
  tx: Pick<Database, 'update'>,
  userId: number,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function emailOf(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

export async function signedInUser(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<SignedInUser | undefined> {
  const [row] = await db
    .select({ id: users.id, first_name: users.firstName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function profileRow(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<ProfileDto | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Keeps the buyer's language (docs/languages.md); false when there is no such account. */
export async function setLanguage(
  db: Pick<Database, 'update'>,
  id: number,
  language: Locale,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}
