// Issue 29 item 8: `npm run staff` printed an invitation link on port 3000 whatever the store's
// port. The link is on PUBLIC_URL; without it the command refuses, says why, and adds nobody.
// Issue 41 item 21: `--password P` showed P in npm's banner; the password is read from stdin
// (or a hidden prompt on a terminal), never taken as an argument.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../db/connect.ts';
import { staff as staffTable } from '../db/schema.ts';
import { verifyPassword } from '../modules/identity/passwords.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function staff(
  env: Record<string, string>,
  { email = 'clerk@shop.example', more = [] as string[], stdin = '' } = {},
) {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/cli/staff.ts',
      'add',
      '--email',
      email,
      '--role',
      'support',
    ].concat(more),
    {
      cwd: root,
      encoding: 'utf8',
      input: stdin,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '4123', ...env },
    },
  );
  return { status: run.status, out: run.stdout, err: run.stderr };
}

/** The member's password hash in the command's database, or undefined when there is none. */
async function storedHash(email: string) {
  const handle = await connect({ databaseUrl: undefined, dataDir });
  try {
    const [row] = await handle.db
      .select({ hash: staffTable.passwordHash })
      .from(staffTable)
      .where(eq(staffTable.email, email));
    return row?.hash ?? undefined;
  } finally {
    await handle.close();
  }
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

describe('npm run staff -- add --password (issue 41 item 21)', () => {
  const PASSWORD = 'Piped#Secret42';

  it('refuses a password given as an argument, and adds nobody', { timeout: 180_000 }, async () => {
    const run = staff({}, { email: 'argv@shop.example', more: ['--password', PASSWORD] });
    expect(run.status).toBe(2);
    expect(run.err).toMatch(/--password takes no value.*Nobody was added\./s);
    expect(run.out).toBe('');
    const inline = staff({}, { email: 'argv@shop.example', more: [`--password=${PASSWORD}`] });
    expect(inline.status).toBe(2);
    expect(inline.err).toMatch(/--password.*Nobody was added\./s);
    expect(await storedHash('argv@shop.example')).toBeUndefined();
  });

  it('refuses a weak password read from stdin, and adds nobody', { timeout: 180_000 }, async () => {
    const run = staff(
      {},
      { email: 'weak@shop.example', more: ['--password'], stdin: 'short\nNotRead#Line2\n' },
    );
    expect(run.status).toBe(2);
    expect(run.err).toMatch(/^The password is refused: Password must be at least 8 characters/);
    expect(await storedHash('weak@shop.example')).toBeUndefined();
  });

  it(
    'sets the first line of stdin as the password, never printing it',
    { timeout: 180_000 },
    async () => {
      // No PUBLIC_URL needed: there is no invitation link to print.
      const run = staff(
        {},
        { email: 'piped@shop.example', more: ['--password'], stdin: `${PASSWORD}\nignored\n` },
      );
      expect(run.err).toBe('');
      expect(run.status).toBe(0);
      expect(run.out).toMatch(/^Added piped@shop\.example \(support\); sign in at /);
      expect(run.out + run.err).not.toContain(PASSWORD);
      const hash = await storedHash('piped@shop.example');
      expect(hash).toBeDefined();
      expect(await verifyPassword(hash!, PASSWORD)).toBe(true);
      expect(await verifyPassword(hash!, `${PASSWORD}\nignored`)).toBe(false);
    },
  );
});
