// Migration 0024 on a database that already has buyers and orders (decision 146): each account
// gets a company of one named after it, as its admin, and each order belongs to its buyer's
// company, naming it. Always on PGlite: the migration is the same SQL on PostgreSQL, and this test
// needs a database migrated only part of the way.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { connect, migrateDatabase, migrationsFolder, queryRows } from './connect.ts';

const before = mkdtempSync(join(tmpdir(), 'solestock-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0024_companies_and_addresses', () => {
  it('gives every account a company of one as admin, and every order its buyer’s company', async () => {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((e) => e.tag === '0024_companies_and_addresses');
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalPath, JSON.stringify(journal));

    const handle = await connect({});
    try {
      await migrate(handle.db as never, { migrationsFolder: before });
      await handle.db.execute(sql`insert into users (first_name, email, password_hash)
        values ('Ann', 'ann@example.com', 'x'), ('Bea', 'bea@example.com', 'x')`);
      await handle.db.execute(sql`insert into orders
          (user_id, status, source, country_code, currency, symbol, total, total_minor)
        select id, 'submitted', 'cart', 'gb', 'gbp', '£', 10, 1000 from users`);
      await migrateDatabase(handle);

      const members = await queryRows<{ email: string; name: string; role: string }>(
        handle.db,
        sql`select u.email, c.name, m.role from users u
            join company_members m on m.user_id = u.id
            join companies c on c.id = m.company_id order by u.id`,
      );
      expect(members).toEqual([
        { email: 'ann@example.com', name: 'Ann', role: 'admin' },
        { email: 'bea@example.com', name: 'Bea', role: 'admin' },
      ]);
      const orders = await queryRows<{ same: boolean; company_name: string; address: unknown }>(
        handle.db,
        sql`select o.company_id = m.company_id as same, o.company_name,
              o.delivery_address as address
            from orders o join company_members m on m.user_id = o.user_id order by o.id`,
      );
      expect(orders).toEqual([
        { same: true, company_name: 'Ann', address: null },
        { same: true, company_name: 'Bea', address: null },
      ]);
      const [distinct] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(distinct company_id)::int as n from company_members`,
      );
      expect(distinct!.n).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
