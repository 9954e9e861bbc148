// The unit run's global setup: a folder for this run's database templates (see
// `pgliteDatabase` in test-app.ts), removed when the run ends, with the template databases
// made on the PostgreSQL server when TEST_DATABASE_URL names one (`postgresTemplate`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropTemplateDatabases } from './template-databases.ts';

export default function setup(): () => Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'solestock-db-templates-'));
  process.env.TEST_DATABASE_TEMPLATES = folder;
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) await dropTemplateDatabases(serverUrl);
    rmSync(folder, { recursive: true, force: true });
  };
}
