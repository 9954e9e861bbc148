// Issue 29 item 8: `npm run staff` printed an invitation link on port 3000 whatever the store's
// port. The link is on PUBLIC_URL; without it the command refuses, says why, and adds nobody.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function staff(env: Record<string, string>) {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/cli/staff.ts',
      'add',
      '--email',
      'clerk@shop.example',
      '--role',
      'support',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '4123', ...env },
    },
  );
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run staff -- add (an invitation)', () => {
  it('refuses to guess the store’s address without PUBLIC_URL, and adds nobody', () => {
    const run = staff({});
    expect(run.status).toBe(2);
    expect(run.err).toMatch(/PUBLIC_URL is not set.*Nobody was added\./);
    expect(run.out).not.toMatch(/invitation/);
  });

  it('prints the link on PUBLIC_URL', { timeout: 180_000 }, () => {
    const run = staff({ PUBLIC_URL: 'http://localhost:5555/' });
    expect(run.err).toBe('');
    expect(run.status).toBe(0);
    // Added now, so the first run had added nobody.
    expect(run.out).toMatch(/^Added clerk@shop\.example \(support\)/);
    expect(run.out).toMatch(/^http:\/\/localhost:5555\/admin\/invitation\/\S+$/m);
  });
});
