// Migration 0032 on a database that already has orders (decision 179): each order takes the
// seller's incoterm, named place and port of loading as the settings are now, and a copy of its
// buyer company's address (none for a company that gave none). Always on PGlite, as
// companies-migration.test.ts: the test needs a database migrated only part of the way.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { connect, migrateDatabase, migrationsFolder, queryRows } from './connect.ts';

const before = mkdtempSync(join(tmpdir(), 'solestock-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0032_export_papers', () => {
  it('gives existing orders the seller’s export details and their company’s address', async () => {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((e) => e.tag === '0032_export_papers');
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalPath, JSON.stringify(journal));

    const handle = await connect({});
    try {
      await migrate(handle.db as never, { migrationsFolder: before });
      await handle.db.execute(sql`insert into shop_settings (key, value) values ('seller',
        ${JSON.stringify({ legal_name: 'Pia Exports', incoterm: 'FOB', incoterm_place: 'Chennai' })}::jsonb)`);
      await handle.db
        .execute(sql`insert into companies (name, address_line1, city, postcode, country_code)
        values ('Zoë Schuhe GmbH', 'Königstraße 5', 'Stuttgart', '70173', 'de'), ('Ann', '', '', '', '')`);
      await handle.db.execute(sql`insert into users (first_name, email, password_hash)
        values ('Zoë', 'zoe@example.com', 'x'), ('Ann', 'ann@example.com', 'x')`);
      await handle.db.execute(sql`insert into orders
          (user_id, company_id, status, source, country_code, currency, symbol, total, total_minor)
        select u.id, c.id, 'submitted', 'cart', 'gb', 'gbp', '£', 10, 1000
        from users u join companies c on c.name like u.first_name || '%' order by u.id`);
      await migrateDatabase(handle);

      const rows = await queryRows<{
        incoterm: string;
        incoterm_place: string;
        port_of_loading: string;
        transport: string;
        company_address: unknown;
      }>(
        handle.db,
        sql`select incoterm, incoterm_place, port_of_loading, transport, company_address
            from orders order by id`,
      );
      expect(rows).toEqual([
        {
          incoterm: 'FOB',
          incoterm_place: 'Chennai',
          port_of_loading: '',
          transport: 'sea',
          company_address: {
            label: '',
            name: '',
            company: '',
            line1: 'Königstraße 5',
            line2: '',
            city: 'Stuttgart',
            region: '',
            postcode: '70173',
            country_code: 'de',
            phone: '',
          },
        },
        {
          incoterm: 'FOB',
          incoterm_place: 'Chennai',
          port_of_loading: '',
          transport: 'sea',
          company_address: null,
        },
      ]);
    } finally {
      await handle.close();
    }
  });
});
