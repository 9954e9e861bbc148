// The unit run's global setup: a folder for this run's database templates (see
// `pgliteDatabase` in test-app.ts), removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'solestock-db-templates-'));
  process.env.TEST_DATABASE_TEMPLATES = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
