// The first owner on a start with no staff: from OWNER_EMAIL/OWNER_PASSWORD, or generated into
// DATA_DIR/first-owner.txt (0600) with one log line; never a second one.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { staff } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyPassword } from '../identity/passwords.ts';
import { DEMO_OWNER_EMAIL, ensureFirstOwner } from './first-owner.ts';

let t: TestApp | undefined;
let dir: string | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the first owner', () => {
  it('is created from OWNER_EMAIL and OWNER_PASSWORD, once, and can sign in', async () => {
    t = await createTestApp({ seed: false });
    const lines: string[] = [];
    const config = {
      ...t.config,
      firstOwner: { email: 'boss@shop.example', password: 'Owner#2024x' },
    };
    const result = await ensureFirstOwner(t.app.database.db, config, (l) => lines.push(l));
    expect(result).toMatchObject({ created: true, email: 'boss@shop.example', source: 'env' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('http://localhost:3000/admin');
    expect(lines[0]).not.toContain('Owner#2024x');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/',
      payload: { email: 'boss@shop.example', password: 'Owner#2024x' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().staff.role).toBe('owner');
    // A later start with staff present changes nothing.
    expect(await ensureFirstOwner(t.app.database.db, config, (l) => lines.push(l))).toEqual({
      created: false,
    });
    expect(lines).toHaveLength(1);
  });

  it('is generated into DATA_DIR/first-owner.txt (0600) with one log line otherwise', async () => {
    t = await createTestApp({ seed: false });
    dir = mkdtempSync(join(tmpdir(), 'solestock-owner-'));
    const lines: string[] = [];
    const result = await ensureFirstOwner(
      t.app.database.db,
      { ...t.config, firstOwner: undefined, dataDir: dir },
      (l) => lines.push(l),
    );
    expect(result).toMatchObject({ created: true, email: DEMO_OWNER_EMAIL, source: 'generated' });
    const file = join(dir, 'first-owner.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    const password = /Password:\s+(\S+)/.exec(text)![1]!;
    expect(lines).toEqual([
      `back office: sign in at http://localhost:3000/admin as ${DEMO_OWNER_EMAIL}; the password is in ${file}`,
    ]);
    const [row] = await t.app.database.db
      .select()
      .from(staff)
      .where(eq(staff.email, DEMO_OWNER_EMAIL));
    expect(row!.role).toBe('owner');
    expect(await verifyPassword(row!.passwordHash!, password)).toBe(true);
  });

  it('OWNER_EMAIL and OWNER_PASSWORD are validated, together or not at all', () => {
    const base = { DATA_DIR: 'memory://' };
    expect(() => loadConfig({ ...base, OWNER_EMAIL: 'boss@shop.example' })).toThrow(/together/);
    expect(() =>
      loadConfig({ ...base, OWNER_EMAIL: 'boss@shop.example', OWNER_PASSWORD: 'weak' }),
    ).toThrow(/OWNER_PASSWORD: Password must be at least 8/);
    // A password with a special character and one outside the set: the error names the outsider,
    // not the missing special it does not lack.
    const refused = (password: string) => {
      try {
        loadConfig({ ...base, OWNER_EMAIL: 'boss@shop.example', OWNER_PASSWORD: password });
      } catch (err) {
        return (err as Error).message;
      }
      return 'accepted';
    };
    expect(refused('Owner#2024?x')).toMatch(
      /OWNER_PASSWORD: contains "\?", which a password may not/,
    );
    expect(refused('Owner#2024?x')).not.toMatch(/special character/);
    expect(refused('Owner# 2024x')).toMatch(/contains a space/);
    expect(refused('Öwner#2024x')).toMatch(/contains "Ö"/);
    expect(refused('Owner#\t2024x')).toMatch(/contains U\+0009/);
    expect(() =>
      loadConfig({ ...base, OWNER_EMAIL: 'not an address', OWNER_PASSWORD: 'Owner#2024x' }),
    ).toThrow(/OWNER_EMAIL/);
    expect(
      loadConfig({ ...base, OWNER_EMAIL: 'Boss@Shop.example', OWNER_PASSWORD: 'Owner#2024x' })
        .firstOwner,
    ).toEqual({ email: 'boss@shop.example', password: 'Owner#2024x' });
  });
});
