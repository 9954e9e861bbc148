// Issue 41 item 22: `npm run seed` printed the catalogue's summary twice (once as it was seeded,
// once with the time taken).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'seed-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('npm run seed prints its summary once, then the time taken', { timeout: 300_000 }, () => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/seed.ts', '--item-groups', '3'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, DEMO_WHOLESALE: '0' },
    },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines.filter((l) => l.includes('"itemGroups":3'))).toHaveLength(1);
  expect(lines.filter((l) => /itemGroups/.test(l))).toHaveLength(1);
  expect(lines.at(-1)).toMatch(/^done in \d+ ms$/);
});
