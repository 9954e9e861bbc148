// Test support: how many SQL statements some work sends through a database handle, transactions
// included (drizzle hands its session's logger to each transaction's session), on PGlite and
// PostgreSQL alike. For tests that a path's statements do not grow with its input (issue 47).
import type { Database } from '../db/connect.ts';

interface LoggedSession {
  logger: { logQuery(query: string, params: unknown[]): void };
  options: { logger?: LoggedSession['logger'] };
}

/** Runs `work` and answers its result with the statements sent meanwhile (text only). */
export async function statementsOf<T>(
  db: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const session = (db as unknown as { session: LoggedSession }).session;
  const { logger, options } = session;
  const saved = options.logger;
  const statements: string[] = [];
  const counting = { logQuery: (query: string) => void statements.push(query) };
  session.logger = counting;
  options.logger = counting;
  try {
    return { result: await work(), statements };
  } finally {
    session.logger = logger;
    options.logger = saved;
  }
}
