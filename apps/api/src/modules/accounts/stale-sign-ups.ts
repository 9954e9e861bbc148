// Unverified accounts are purged 24 h after their last link: an address someone typed is not kept,
// and a stranger's forgotten sign-up cannot be revived later by a resend to the real owner.
import { sql } from 'drizzle-orm';
import { VERIFY_TOKEN_TTL_HOURS } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';

/**
 * Deletes every unverified account older than the verification link's lifetime that has no live
 * link left (its tokens, carts and pending sign-ups go with it by cascade). It runs in the calls
 * that mail a link to an address (sign-up, resend, reset), before they look the address up: that
 * is exactly where a stale account could be revived, it needs no timer to coordinate across
 * processes, and the partial index on unverified accounts keeps it one cheap statement.
 */
export async function purgeStaleSignUps(db: Pick<Database, 'execute'>): Promise<void> {
  // The company sign-up made for each (decision 146) goes first, while its membership still
  // names it: an unverified account never ordered nor joined another, so it is the only member.
  await db.execute(sql`
    delete from companies c
    using company_members m, users u
    where m.company_id = c.id and u.id = m.user_id
      and u.email_verified_at is null
      and u.created_at < now() - make_interval(hours => ${VERIFY_TOKEN_TTL_HOURS})
      and not exists (
        select 1 from email_tokens t
        where t.user_id = u.id and t.used_at is null and t.expires_at > now()
      )
      and not exists (select 1 from orders o where o.company_id = c.id)
      and not exists (select 1 from company_members o where o.company_id = c.id and o.user_id <> u.id)`);
  await db.execute(sql`
    delete from users u
    where u.email_verified_at is null
      and u.created_at < now() - make_interval(hours => ${VERIFY_TOKEN_TTL_HOURS})
      and not exists (
        select 1 from email_tokens t
        where t.user_id = u.id and t.used_at is null and t.expires_at > now()
      )
      and not exists (select 1 from orders o where o.user_id = u.id)`);
}
