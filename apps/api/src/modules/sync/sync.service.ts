// The sync calls' rules common to both (docs/sync.md, decision 200): each is one transaction, all
// or nothing, and honours an `Idempotency-Key`: the same key with the same body answers the
// first call's answer again and changes nothing; with another body it is refused (422
// `idempotency_key_reused`), as Stripe refuses a key reused with other parameters. Only a call
// that succeeded keeps its key: a refused one changed nothing, so its retry runs anew.
import { createHash } from 'node:crypto';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import { claimKey, forgetKeysBefore, storeAnswer, storedCall } from './sync-keys.repository.ts';

/** How long a key is remembered: a day, as Stripe keeps one. */
export const SYNC_KEY_HOURS = 24;

export type SyncCall = 'stock' | 'prices';

/** The body's digest: its parsed form as JSON (the schema's field order, so stable). */
const digestOf = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('base64url');

export const keyReused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used with a different body: send a new key for a new change, or the same body to get the first answer again.',
  );

/**
 * Runs `work` in one transaction under the key (none: just the transaction). Answers its result
 * and whether it is a repeat's stored answer.
 */
export async function once<T>(
  db: Database,
  call: SyncCall,
  key: string | undefined,
  body: unknown,
  work: (tx: Database) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  return db.transaction(async (tx) => {
    if (key === undefined) return { answer: await work(tx), replayed: false };
    const k = { call, key };
    const digest = digestOf(body);
    await forgetKeysBefore(tx, SYNC_KEY_HOURS);
    if (!(await claimKey(tx, k, digest))) {
      const seen = await storedCall(tx, k);
      if (seen && seen.digest !== digest) throw keyReused();
      if (seen?.response != null) return { answer: seen.response as T, replayed: true };
    }
    const answer = await work(tx);
    await storeAnswer(tx, k, answer);
    return { answer, replayed: false };
  });
}
