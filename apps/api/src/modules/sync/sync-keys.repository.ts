// The sync calls' Idempotency-Keys in sync_requests (migration 0042, decision 200): a key is
// claimed by inserting its row in the call's own transaction, so a second call with the same key
// waits on the first's unique index entry until it commits (then finds its answer) or rolls back
// (then claims the key itself).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { syncRequests } from '../../db/schema.ts';

export interface KeyOf {
  call: string;
  key: string;
}

/** Claims the key for this body; false when a committed call already holds it. */
export async function claimKey(tx: Database, k: KeyOf, digest: string): Promise<boolean> {
  const claimed = await tx
    .insert(syncRequests)
    .values({ call: k.call, key: k.key, bodyDigest: digest })
    .onConflictDoNothing()
    .returning({ key: syncRequests.key });
  return claimed.length > 0;
}

/** The body digest and answer a committed call stored under the key. */
export async function storedCall(tx: Database, k: KeyOf) {
  const [row] = await tx
    .select({ digest: syncRequests.bodyDigest, response: syncRequests.response })
    .from(syncRequests)
    .where(and(eq(syncRequests.call, k.call), eq(syncRequests.key, k.key)));
  return row;
}

export async function storeAnswer(tx: Database, k: KeyOf, response: unknown): Promise<void> {
  await tx
    .update(syncRequests)
    .set({ response })
    .where(and(eq(syncRequests.call, k.call), eq(syncRequests.key, k.key)));
}

/** Forgets keys older than `hours`: a retry comes within minutes, not days. */
export async function forgetKeysBefore(tx: Database, hours: number): Promise<void> {
  await tx
    .delete(syncRequests)
    .where(lt(syncRequests.createdAt, sql`now() - make_interval(hours => ${hours})`));
}
