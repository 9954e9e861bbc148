// Migration 0031 on a database that already has shipped orders (decision 177): each order already
// shipped or delivered gets shipment 1 with all its pairs, the order's invoice number, carrier,
// tracking and due day, dated the day it moved to shipped; an order not shipped gets none. Always
// on PGlite: the migration is the same SQL on PostgreSQL, and this test needs a database migrated
// only part of the way.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { connect, migrateDatabase, migrationsFolder, queryRows } from './connect.ts';

const before = mkdtempSync(join(tmpdir(), 'solestock-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0031_shipments', () => {
  it('gives every order already shipped its shipment 1, with all its pairs and its papers’ numbers', async () => {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((e) => e.tag === '0031_shipments');
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalPath, JSON.stringify(journal));

    const handle = await connect({});
    try {
      await migrate(handle.db as never, { migrationsFolder: before });
      const db = handle.db;
      await db.execute(sql`insert into users (first_name, email, password_hash)
        values ('Ann', 'ann@example.com', 'x')`);
      await db.execute(sql`insert into companies (name) values ('Ann Shoes')`);
      await db.execute(sql`insert into brands (name) values ('Solestock')`);
      await db.execute(sql`insert into head_categories (name) values ('Men')`);
      await db.execute(sql`insert into subcategories (head_category_id, name)
        select id, 'Oxfords' from head_categories`);
      await db.execute(sql`insert into item_groups (name, brand_id, head_category_id, subcategory_id)
        select 'Oxford', b.id, h.id, s.id from brands b, head_categories h, subcategories s`);
      await db.execute(sql`insert into products (item_group_id, sku, name, selling_price, currency)
        select id, 'OX-1', 'Oxford', 10, 'gbp' from item_groups`);
      // Two orders shipped (one on account, numbered, reminded), one delivered, one confirmed.
      await db.execute(sql`insert into orders (user_id, company_id, status, source, country_code,
          currency, symbol, total, total_minor, carrier, tracking_number, invoice_number,
          invoice_issued_at, payment_terms, net_days, due_on, due_reminded_at, updated_at)
        select u.id, c.id, v.status, 'cart', 'gb', 'gbp', '£', 120, 12000, v.carrier, v.tracking,
          v.invoice, v.issued::timestamptz, v.terms, v.net_days, v.due_on::date,
          v.reminded::timestamptz, '2026-10-05T10:00:00Z'
        from users u, companies c, (values
          (1, 'shipped', 'DHL', 'JD1', 'INV-2026-000001', '2026-10-01T09:00:00Z', 'account', 30,
            '2026-10-31', '2026-10-31T00:05:00Z'),
          (2, 'delivered', 'UPS', '1Z2', null, null, 'card', 0, null, null),
          (3, 'confirmed', null, null, null, null, 'card', 0, null, null)
        ) as v(n, status, carrier, tracking, invoice, issued, terms, net_days, due_on, reminded)
        order by v.n`);
      await db.execute(sql`insert into order_events (order_id, type, from_status, to_status, created_at)
        select id, 'shipped', 'confirmed', 'shipped', '2026-10-01T09:00:00Z' from orders
        where status = 'shipped'`);
      await db.execute(sql`insert into order_lines (order_id, product_id, product_name, brand,
          color, size, image, quantity, mode, unit_price, product_currency, conversion_rate,
          converted_unit_price, line_total)
        select o.id, p.id, 'Oxford', 'Solestock', 'Black', s.size, '', 6, 'air', 10, 'gbp', 1, 10, 60
        from orders o, products p, (values ('41'), ('42')) as s(size)`);
      await migrateDatabase(handle);

      const shipments = await queryRows<Record<string, unknown>>(
        db,
        sql`select o.status, s.number, s.invoice_number, s.carrier, s.tracking,
              s.ship_date::text as ship_date, s.due_on::text as due_on,
              s.due_reminded_at is not null as reminded,
              (select sum(l.pairs)::int from shipment_lines l where l.shipment_id = s.id) as pairs
            from orders o join shipments s on s.order_id = o.id order by o.id`,
      );
      expect(shipments).toEqual([
        {
          status: 'shipped',
          number: 1,
          invoice_number: 'INV-2026-000001',
          carrier: 'DHL',
          tracking: 'JD1',
          ship_date: '2026-10-01',
          due_on: '2026-10-31',
          reminded: true,
          pairs: 12,
        },
        {
          status: 'delivered',
          number: 1,
          invoice_number: null,
          carrier: 'UPS',
          tracking: '1Z2',
          // No shipped event: the day the order last changed.
          ship_date: '2026-10-05',
          due_on: null,
          reminded: false,
          pairs: 12,
        },
      ]);
      // The new status is allowed, and cancelled pairs stay within the line.
      await db.execute(
        sql`update orders set status = 'partially_shipped' where status = 'confirmed'`,
      );
      await expect(db.execute(sql`update order_lines set cancelled_pairs = 7`)).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});
