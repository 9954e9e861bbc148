// A staff form's write in one transaction, with a unique-index race turned into the form's 409
// (docs/api.md, Conventions): two owners saving the same name at once both pass the form's own
// check, and the database's unique index is the last word. Shared by the catalogue and the
// customer groups, so it lives below both.
import type { Database, Tx } from '../db/connect.ts';
import { HttpError } from './errors.ts';

export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write in one transaction, turning a unique-index race into the form's 409. */
export async function write<T>(
  db: Database,
  fn: (tx: Tx) => Promise<T>,
  duplicate: string,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => fn(tx));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicate, 'duplicate');
    throw error;
  }
}
