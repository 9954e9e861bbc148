// Migration 0007 on a database that already has mail: rows written before it count as sent (an
// SMTP store sent them, a development store showed them), so the new worker delivers nothing
// old again; rows written after it are pending until delivered. Always on PGlite: the migration
// is the same SQL on PostgreSQL, and this test needs a database migrated only part of the way.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { connect, migrateDatabase, migrationsFolder, queryRows } from './connect.ts';
import { queueMail } from '../modules/mail/mail-queue.ts';

const before = mkdtempSync(join(tmpdir(), 'solestock-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0007_mail_delivery', () => {
  it('counts earlier mail as sent and queues later mail as pending', async () => {
    // The migrations as they were before this one.
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((e) => e.tag === '0007_mail_delivery');
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalPath, JSON.stringify(journal));

    const handle = await connect({});
    try {
      await migrate(handle.db as never, { migrationsFolder: before });
      await handle.db.execute(sql`insert into mail_outbox ("to", subject, text, html)
        values ('old@example.com', 'Old', 'old', '<p>old</p>')`);
      await migrateDatabase(handle);
      await handle.db.transaction((tx) =>
        queueMail(tx, { to: 'new@example.com', subject: 'New', text: 'new', html: '<p>new</p>' }),
      );
      const rows = await queryRows<{ to: string; status: string; job_id: unknown }>(
        handle.db,
        sql`select "to", status, job_id from mail_outbox order by id`,
      );
      expect(rows.map((r) => [r.to, r.status, r.job_id === null])).toEqual([
        ['old@example.com', 'sent', true],
        ['new@example.com', 'pending', false],
      ]);
    } finally {
      await handle.close();
    }
  });
});
