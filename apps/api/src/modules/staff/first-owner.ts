// The first owner (docs/api.md, back office, "Staff and sign-in"): on a start with no staff, OWNER_EMAIL and
// OWNER_PASSWORD create it; otherwise owner@example.com gets a generated password, written to
// DATA_DIR/first-owner.txt (mode 0600) and named in one log line, so `npm start` can sign in.
import { randomInt } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { isValidPassword, PASSWORD_SPECIALS } from '@solestock/domain';
import type { Config } from '../../config.ts';
import { queryRows, type Database } from '../../db/connect.ts';
import { hashPassword } from '../identity/index.ts';
import { recordAuditAs } from '../audit/index.ts';

export const DEMO_OWNER_EMAIL = 'owner@example.com';
export const FIRST_OWNER_FILE = 'first-owner.txt';

/** 20 letters and digits with one of the sign-up rule's specials: about 118 bits. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  for (;;) {
    const chars = Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]!);
    chars.splice(
      randomInt(chars.length),
      0,
      PASSWORD_SPECIALS[randomInt(PASSWORD_SPECIALS.length)]!,
    );
    const password = chars.join('');
    if (isValidPassword(password)) return password;
  }
}

export type FirstOwner =
  { created: false } | { created: true; email: string; source: 'env' | 'generated'; file?: string };

/** Creates the first owner when there is no staff at all; does nothing otherwise. */
export async function ensureFirstOwner(
  db: Database,
  config: Pick<Config, 'firstOwner' | 'dataDir' | 'publicUrl'>,
  log: (line: string) => void,
): Promise<FirstOwner> {
  const [any] = await queryRows<{ id: number }>(db, sql`select id from staff limit 1`);
  if (any) return { created: false };
  const generated = !config.firstOwner;
  // Nowhere to hand a generated password to on an in-memory start (tests): no owner then.
  if (generated && config.dataDir.startsWith('memory://')) return { created: false };
  const email = config.firstOwner?.email ?? DEMO_OWNER_EMAIL;
  const password = config.firstOwner?.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    // One statement: two processes starting at once create one owner, not two.
    const inserted = (await tx.execute(
      sql`insert into staff (email, name, role, password_hash)
          select ${email}, 'Owner', 'owner', ${passwordHash}
          where not exists (select 1 from staff)
          on conflict do nothing
          returning id`,
    )) as unknown as { rows: { id: number }[] };
    const row = inserted.rows[0];
    if (!row) return null;
    await recordAuditAs(
      tx,
      { staffId: null, address: null },
      {
        action: 'staff.first_owner',
        entityType: 'staff',
        entityId: row.id,
        after: { email, role: 'owner', source: generated ? 'generated' : 'OWNER_EMAIL' },
      },
    );
    return row;
  });
  if (!created) return { created: false };
  const signIn = `${config.publicUrl}/admin`;
  if (!generated) {
    log(`back office: owner ${email} created from OWNER_EMAIL; sign in at ${signIn}`);
    return { created: true, email, source: 'env' };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, FIRST_OWNER_FILE);
  writeFileSync(
    file,
    [
      'The first owner of the Solestock back office.',
      `Sign in at: ${signIn}`,
      `E-mail:     ${email}`,
      `Password:   ${password}`,
      '',
      'Invite your staff from the back office, then delete this file.',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  chmodSync(file, 0o600);
  log(`back office: sign in at ${signIn} as ${email}; the password is in ${file}`);
  return { created: true, email, source: 'generated', file };
}
