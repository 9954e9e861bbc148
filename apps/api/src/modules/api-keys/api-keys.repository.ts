// The API keys' reads and writes of the database (docs/api-keys.md; decisions 196, 197). A key
// is found by the SHA-256 of its secret through a unique index: one probe a call.
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { apiKeys, staff } from '../../db/schema.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update'>;

export type ApiKeyRecord = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: Db,
  key: {
    name: string;
    hint: string;
    secretHash: string;
    scopes: string[];
    staffId: number;
    expiresAt: Date | null;
  },
): Promise<ApiKeyRecord> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  return row!;
}

/** Every key, newest first (revoked ones too: the list shows when they were revoked). */
export async function listApiKeys(db: Pick<Database, 'select'>): Promise<ApiKeyRecord[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** How many keys are live (not revoked, not expired). */
export async function liveKeyCount(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(isNull(apiKeys.revokedAt), liveExpiry()));
  return row?.n ?? 0;
}

export async function apiKeyById(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

/** Marks the key revoked (once: a second revoke keeps the first time). */
export async function markRevoked(db: Db, id: number): Promise<ApiKeyRecord | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(eq(apiKeys.id, id))
    .returning();
  return row;
}

const liveExpiry = () => or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`));

/**
 * The live key whose secret hashes to `secretHash`, with its issuer's role: not revoked, not
 * expired, issued by a member who is not disabled. Undefined for anything else.
 */
export async function liveKeyByHash(db: Pick<Database, 'select'>, secretHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      staffId: apiKeys.staffId,
      role: staff.role,
      lastUsedAt: apiKeys.lastUsedAt,
      lastUsedFrom: apiKeys.lastUsedFrom,
    })
    .from(apiKeys)
    .innerJoin(staff, and(eq(staff.id, apiKeys.staffId), isNull(staff.disabledAt)))
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt), liveExpiry()));
  return row;
}

/**
 * Notes the key's use from `address`, unless it was noted less than a minute ago: at most one write a minute per key, however many processes serve its calls (the
 * condition is the database's, so two processes racing write once).
 */
export async function noteUse(db: Db, id: number, address: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()`, lastUsedFrom: address })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), sql`${apiKeys.lastUsedAt} < now() - interval '1 minute'`),
      ),
    );
}
