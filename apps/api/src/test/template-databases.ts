// The names of a test run's PostgreSQL template databases (`postgresTemplate` in test-app.ts),
// apart from the app so the run's global setup can drop them without importing it.
import { basename } from 'node:path';
import pg from 'pg';

/**
 * This run's template databases' names begin with this: taken from the run's templates folder
 * (TEST_DATABASE_TEMPLATES, made by the global setup), so two runs on one server never share
 * or drop each other's. Outside a test run, undefined.
 */
export function templateDatabasePrefix(): string | undefined {
  const folder = process.env.TEST_DATABASE_TEMPLATES;
  if (!folder) return undefined;
  return `solestock_tpl_${basename(folder)
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase()}_`;
}

/** Drops every template database this run made on the server of `serverUrl`. */
export async function dropTemplateDatabases(serverUrl: string): Promise<void> {
  const prefix = templateDatabasePrefix();
  if (!prefix) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
