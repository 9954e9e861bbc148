// Statements built once per database and prepared (issue 17, decision 125): a hot read asked
// with new values every time would otherwise build its SQL in drizzle and be planned afresh by
// PostgreSQL on every call. Kept per database, since tests open many.
import type { Database } from './connect.ts';

export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const kept = new WeakMap<Database, T>();
  return (db) => {
    let statements = kept.get(db);
    if (!statements) {
      statements = prepare(db);
      kept.set(db, statements);
    }
    return statements;
  };
}
