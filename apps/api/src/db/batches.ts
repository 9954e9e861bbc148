// Writes of many rows in batches, and lists of ids as one parameter: PostgreSQL (and PGlite)
// take at most 65,535 bind parameters a statement, so a multi-row insert of n rows of k columns
// fails once n × k passes it (a 4,000-line order's 18 columns did: issue 41 item 3).
import { sql, type SQL } from 'drizzle-orm';

/** The most parameters one batch of an insert may bind: well under PostgreSQL's 65,535. */
export const PARAMETERS_PER_STATEMENT = 30_000;

/**
 * Calls `insert` on successive slices of `rows`, each with at most `size` rows (or, given
 * `columns` instead, as many rows as fit PARAMETERS_PER_STATEMENT), one after the other.
 */
export async function insertInBatches<T>(
  rows: readonly T[],
  size: number | { columns: number },
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  const n =
    typeof size === 'number'
      ? size
      : Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / size.columns));
  for (let i = 0; i < rows.length; i += n) await insert(rows.slice(i, i + n));
}

/**
 * `(select …)` of these ids, for `where id in ${idsIn(ids)}`: one JSON parameter however many
 * ids, the same on node-postgres and PGlite.
 */
export const idsIn = (ids: readonly number[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`;
