// Storefront changes between processes on one PostgreSQL database (issue 34 item 4): a change
// made through one process empties the others' kept answers at once; the sender acts on its own
// change once; a listener whose connection is cut forgets its answers when it listens again,
// and hears the next change as before. Two signals in this process stand for two workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { StorefrontChanges } from './storefront-changes.ts';
import {
  shareStorefrontChanges,
  STOREFRONT_CHANNEL,
  type StorefrontSignal,
} from './storefront-signal.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const quiet = { warn: () => {}, info: () => {} };

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!serverUrl)('storefront changes shared through LISTEN/NOTIFY', () => {
  let pool: pg.Pool;
  const signals: StorefrontSignal[] = [];
  const worker = () => {
    const changes = new StorefrontChanges();
    const forgot = { count: 0 };
    changes.onChange(() => forgot.count++);
    signals.push(
      shareStorefrontChanges(
        changes,
        serverUrl!,
        (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
        quiet,
      ),
    );
    return { changes, forgot };
  };
  const listeners = async () =>
    Number(
      (
        await pool.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
            where datname = current_database() and query = 'LISTEN ${STOREFRONT_CHANNEL}'`,
        )
      ).rows[0]!.n,
    );

  const listening = async (n: number) => {
    const deadline = Date.now() + 10_000;
    while ((await listeners()) < n) {
      if (Date.now() > deadline) throw new Error(`fewer than ${n} listeners`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: serverUrl, max: 2 });
  });
  afterAll(async () => {
    await Promise.all(signals.map((s) => s.close()));
    await pool?.end();
  });

  it('a change through one process empties the other’s at once, and the sender’s once', async () => {
    const a = worker();
    const b = worker();
    await listening(2);
    a.changes.changed();
    await until(() => b.forgot.count === 1, 'b to hear a’s change');
    expect(a.forgot.count).toBe(1);
    b.changes.changed();
    await until(() => a.forgot.count === 2, 'a to hear b’s change');
    expect(b.forgot.count).toBe(2);
    // Nothing heard twice.
    await new Promise((r) => setTimeout(r, 200));
    expect([a.forgot.count, b.forgot.count]).toEqual([2, 2]);
  });

  it('a listener whose connection is cut forgets once it listens again, then hears as before', async () => {
    const a = worker();
    const b = worker();
    await listening(4);
    // Cut every listening connection, as a database restart does.
    await pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN ${STOREFRONT_CHANNEL}'`,
    );
    await until(() => a.forgot.count >= 1 && b.forgot.count >= 1, 'both to listen again');
    const [fa, fb] = [a.forgot.count, b.forgot.count];
    a.changes.changed();
    await until(() => b.forgot.count === fb + 1, 'b to hear a’s change after the cut');
    expect(a.forgot.count).toBe(fa + 1);
  });
});
