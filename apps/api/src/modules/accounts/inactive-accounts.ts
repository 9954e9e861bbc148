// Inactive accounts (issue 27 item 11): the privacy page promises that an account inactive for
// INACTIVE_ACCOUNT_DELETION_YEARS is deleted, except the order records the law requires us to
// keep. A daily durable job (scheduled as the rates fetch is, rates.service.ts) does it:
// - inactive means no sign-in or session refresh (users.last_active_at, migration 0017) and no
//   order placed since the cut-off;
// - an inactive account without orders is deleted (its tokens, cart and keys go with it);
// - one with orders is anonymised: its e-mail, name and password are replaced, its sessions,
//   tokens, cart and delivered mails removed, and its orders stay, pointing at the anonymous row.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { INACTIVE_ACCOUNT_DELETION_YEARS } from '@solestock/domain';
import { queryRows, type Database } from '../../db/connect.ts';
import { jobs } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/runner.ts';
import { companiesOfUsers, tidyCompanies } from '../companies/index.ts';

export const INACTIVE_ACCOUNTS_QUEUE = 'accounts.inactive';
const EVERY_MS = 24 * 60 * 60_000;

/** The moment before which an account's last activity makes it inactive. */
export function inactivityCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - INACTIVE_ACCOUNT_DELETION_YEARS);
  return cutoff;
}

/** Deletes or anonymises every account inactive at `now`; answers how many of each. */
export async function purgeInactiveAccounts(
  db: Database,
  now: Date,
): Promise<{ deleted: number; anonymised: number }> {
  const cutoff = inactivityCutoff(now).toISOString();
  return db.transaction(async (tx) => {
    const t = tx;
    const inactive = await queryRows<{ id: number; email: string; has_orders: boolean }>(
      t,
      sql`select u.id, u.email,
            exists (select 1 from orders o where o.user_id = u.id) as has_orders
          from users u
          where u.anonymised_at is null
            and u.last_active_at < ${cutoff}::timestamptz
            and u.created_at < ${cutoff}::timestamptz
            and not exists (select 1 from orders o
                            where o.user_id = u.id and o.created_at >= ${cutoff}::timestamptz)
          for update of u`,
    );
    if (inactive.length === 0) return { deleted: 0, anonymised: 0 };
    const ids = (keep: boolean) => inactive.filter((u) => u.has_orders === keep).map((u) => u.id);
    const toDelete = ids(false);
    const toAnonymise = ids(true);
    // Mails already delivered to these addresses are copies of personal data we no longer need;
    // a pending one is left to its delivery job.
    const emails = inactive.map((u) => u.email);
    await t.execute(
      sql`delete from mail_outbox where "to" in (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )}) and status <> 'pending'`,
    );
    // Their companies are tidied after (decision 146): emptied ones without orders go, emptied
    // ones with orders lose their contact details, and one left without an admin gets one.
    const touched = await companiesOfUsers(t, [...toDelete, ...toAnonymise]);
    if (toDelete.length > 0) {
      await t.execute(sql`delete from users where id in (${idList(toDelete)})`);
    }
    if (toAnonymise.length > 0) {
      for (const table of ['refresh_tokens', 'email_tokens', 'cart_lines', 'idempotency_keys']) {
        await t.execute(
          sql`delete from ${sql.identifier(table)} where user_id in (${idList(toAnonymise)})`,
        );
      }
      // The e-mail stays unique and can never be signed up or signed in with (.invalid is
      // reserved, RFC 2606); the password hash matches no password.
      await t.execute(sql`update users
        set email = 'anonymised-' || id || '@anonymised.invalid', first_name = '',
            password_hash = '!', email_verified_at = null,
            disabled_at = coalesce(disabled_at, ${now.toISOString()}::timestamptz),
            anonymised_at = ${now.toISOString()}::timestamptz
        where id in (${idList(toAnonymise)})`);
      // An anonymised account stays on its orders but belongs to no company any more.
      await t.execute(sql`delete from company_members where user_id in (${idList(toAnonymise)})`);
    }
    await tidyCompanies(t, touched);
    return { deleted: toDelete.length, anonymised: toAnonymise.length };
  });
}

function idList(ids: number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** Adds the next daily run unless one (not `exceptId`) is already waiting. */
async function scheduleRun(db: Database, runAt: Date, exceptId?: number): Promise<void> {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, INACTIVE_ACCOUNTS_QUEUE),
        inArray(jobs.status, ['pending', 'running']),
        exceptId === undefined ? undefined : sql`${jobs.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  if (!waiting) await enqueueJob(db, INACTIVE_ACCOUNTS_QUEUE, {}, { runAt, maxAttempts: 5 });
}

/** Registers the daily job and makes sure a run is scheduled (the first at once). */
export function registerInactiveAccounts(app: FastifyInstance): void {
  const db = app.database.db;
  app.jobs.register(INACTIVE_ACCOUNTS_QUEUE, {
    async run(_payload, { now, job }) {
      const done = await purgeInactiveAccounts(db, now);
      if (done.deleted + done.anonymised > 0) app.log.info(done, 'inactive accounts removed');
      await scheduleRun(db, new Date(now.getTime() + EVERY_MS), job.id);
    },
    async onFailed(tx, _payload, { now, error, job }) {
      app.log.error({ error }, 'inactive accounts not removed; trying again tomorrow');
      await scheduleRun(tx, new Date(now.getTime() + EVERY_MS), job.id);
    },
  });
  app.addHook('onReady', async () => {
    await scheduleRun(db, new Date());
    app.jobs.wake();
  });
}
