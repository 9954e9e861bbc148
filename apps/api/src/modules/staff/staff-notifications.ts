// Staff notification mails (issue 28, decision 139). A change that staff should hear of calls
// notifyStaff(tx, event) in its own transaction: that writes one job, so the notice exists
// exactly when the change does and the change's code needs nothing but an insert. The job finds
// the members who want the kind (their setting, or the kind's default for their role) and
// queues one mail each through the durable outbox (mail-queue.ts).
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import {
  STAFF_NOTIFICATIONS,
  staffNotificationDefault,
  type StaffNotification,
} from '@solestock/domain/back-office/staff-notifications';
import { STALE_RATES_MS } from '@solestock/domain/back-office/exchange-rates';
import type { Database } from '../../db/connect.ts';
import {
  contactMessages,
  exchangeRates,
  jobs,
  orders,
  refunds,
  shopSettings,
  staff,
  staffNotificationSettings,
  users,
} from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/runner.ts';
import { composeMail, queueMail } from '../mail/index.ts';

export const STAFF_NOTIFY_QUEUE = 'staff.notify';
export const RATES_WATCH_QUEUE = 'rates.watch';
/** How often the rates are looked at for staleness. */
export const RATES_WATCH_EVERY_MS = 60 * 60_000;
const SETTING_RATES_STALE_NOTIFIED = 'rates_stale_notified';

export type StaffNotificationEvent =
  | { kind: 'order_review'; orderId: number }
  | { kind: 'balance_paid'; orderId: number }
  | { kind: 'refund_failed'; orderId: number; refundId?: number }
  | { kind: 'contact_message'; messageId: number }
  | { kind: 'rates_stale'; since: string | null };

/** Queues the notice of `event`; `db` should be the transaction of the change it tells of. */
export async function notifyStaff(
  db: Pick<Database, 'insert'>,
  event: StaffNotificationEvent,
): Promise<void> {
  await enqueueJob(db, STAFF_NOTIFY_QUEUE, event);
}

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Each active member's settings, every kind filled in (theirs, or the default for the role). */
export async function notificationSettingsOf(
  db: Pick<Database, 'select'>,
  staffId: number,
  role: (typeof staff.$inferSelect)['role'],
): Promise<Record<StaffNotification, boolean>> {
  const rows = await db
    .select({ kind: staffNotificationSettings.kind, enabled: staffNotificationSettings.enabled })
    .from(staffNotificationSettings)
    .where(eq(staffNotificationSettings.staffId, staffId));
  const chosen = new Map(rows.map((r) => [r.kind, r.enabled]));
  return Object.fromEntries(
    STAFF_NOTIFICATIONS.map((k) => [k, chosen.get(k) ?? staffNotificationDefault(k, role)]),
  ) as Record<StaffNotification, boolean>;
}

/** Keeps one member's choice for one kind. */
export async function saveNotificationSetting(
  db: Pick<Database, 'insert'>,
  staffId: number,
  kind: StaffNotification,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(staffNotificationSettings)
    .values({ staffId, kind, enabled })
    .onConflictDoUpdate({
      target: [staffNotificationSettings.staffId, staffNotificationSettings.kind],
      set: { enabled },
    });
}

/** Active members (a password set, not disabled) who want `kind`. */
export async function recipientsOf(db: Pick<Database, 'select'>, kind: StaffNotification) {
  const rows = await db
    .select({
      email: staff.email,
      name: staff.name,
      role: staff.role,
      enabled: staffNotificationSettings.enabled,
    })
    .from(staff)
    .leftJoin(
      staffNotificationSettings,
      and(
        eq(staffNotificationSettings.staffId, staff.id),
        eq(staffNotificationSettings.kind, kind),
      ),
    )
    .where(and(isNull(staff.disabledAt), isNotNull(staff.passwordHash)))
    .orderBy(staff.id);
  return rows.filter((r) => r.enabled ?? staffNotificationDefault(kind, r.role));
}

interface Notice {
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
}

const amountOf = (total: string, currency: string) => `${total} ${currency.toUpperCase()}`;

async function orderSummary(db: Pick<Database, 'select'>, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      total: orders.total,
      currency: orders.currency,
      country: orders.countryCode,
      buyer: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The mail's words for an event, or null when what it names is gone. */
async function noticeOf(
  db: Pick<Database, 'select'>,
  event: StaffNotificationEvent,
): Promise<Notice | null> {
  switch (event.kind) {
    case 'order_review': {
      const o = await orderSummary(db, event.orderId);
      if (!o) return null;
      return {
        subject: `Order #${o.id} is waiting for review`,
        paragraphs: [
          `${o.buyer} placed order #${o.id} (${amountOf(o.total, o.currency)}, to ${o.country.toUpperCase()}).`,
          'Confirm it with the shipping charge, or cancel it, in the back office.',
        ],
        action: { label: 'Review the order', path: `/admin/orders/${o.id}` },
      };
    }
    case 'balance_paid': {
      const o = await orderSummary(db, event.orderId);
      if (!o) return null;
      return {
        subject: `The balance of order #${o.id} is paid`,
        paragraphs: [`${o.buyer} paid the balance of order #${o.id}: it can be shipped now.`],
        action: { label: 'Open the order', path: `/admin/orders/${o.id}` },
      };
    }
    case 'refund_failed': {
      const o = await orderSummary(db, event.orderId);
      if (!o) return null;
      const [refund] = event.refundId
        ? await db
            .select({
              amountMinor: refunds.amountMinor,
              currency: refunds.currency,
              lastError: refunds.lastError,
            })
            .from(refunds)
            .where(eq(refunds.id, event.refundId))
        : [];
      return {
        subject: `A refund of order #${o.id} failed`,
        paragraphs: [
          `The payment processor did not refund ${o.buyer} for order #${o.id}.`,
          ...(refund?.lastError ? [`It said: ${refund.lastError}`] : []),
          'The money has not gone back: look at the order and refund it again or by other means.',
        ],
        action: { label: 'Open the order', path: `/admin/orders/${o.id}` },
      };
    }
    case 'contact_message': {
      const [m] = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, event.messageId));
      if (!m) return null;
      const name = `${m.firstName} ${m.lastName}`.replace(/[\r\n]+/g, ' ');
      return {
        subject: `Help-centre message #${m.id} from ${name}`,
        paragraphs: [
          `${name} (${m.email}, ${m.mobile}) wrote:`,
          m.message.length > 1000 ? `${m.message.slice(0, 1000)}…` : m.message,
        ],
        action: { label: 'Open the inbox', path: '/admin/messages' },
      };
    }
    case 'rates_stale':
      return {
        subject: 'The exchange rates are out of date',
        paragraphs: [
          event.since
            ? `The exchange rates were last set at ${event.since}, more than 48 hours ago.`
            : 'No exchange rates have been set yet.',
          'Prices shown to buyers are converted with them until they are set again.',
        ],
        action: { label: 'Set the rates', path: '/admin/rates' },
      };
  }
}

/** Queues the event's mail to every member who wants it; answers how many were queued. */
export async function sendStaffNotification(
  db: Database,
  publicUrl: string,
  event: StaffNotificationEvent,
): Promise<number> {
  return db.transaction(async (tx) => {
    const notice = await noticeOf(tx, event);
    if (!notice) return 0;
    const to = await recipientsOf(tx, event.kind);
    for (const member of to) {
      await queueMail(
        tx,
        composeMail(member.email, notice.subject, member.name || member.email, notice.paragraphs, {
          label: notice.action.label,
          url: `${publicUrl}${notice.action.path}`,
        }),
      );
    }
    return to.length;
  });
}

/** The newest rate's time, or null when no rate was ever set. */
async function ratesSetAt(db: Pick<Database, 'select'>): Promise<Date | null> {
  const [row] = await db.select({ at: max(exchangeRates.updatedAt) }).from(exchangeRates);
  return row?.at ? new Date(row.at) : null;
}

/**
 * Notices the rates gone stale once per stale set: the time of the set it told of is kept in
 * shop_settings, so the hourly look does not mail every hour, and new rates arm it again.
 */
export async function watchRates(db: Db, now: Date): Promise<boolean> {
  const setAt = await ratesSetAt(db);
  // A shop that never set rates has nothing gone stale: its first start is not news.
  if (!setAt || now.getTime() - setAt.getTime() <= STALE_RATES_MS) return false;
  const mark = setAt.toISOString();
  const claimed = await db
    .insert(shopSettings)
    .values({ key: SETTING_RATES_STALE_NOTIFIED, value: mark })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: mark, updatedAt: sql`now()` },
      setWhere: sql`${shopSettings.value} <> ${JSON.stringify(mark)}::jsonb`,
    })
    .returning({ key: shopSettings.key });
  if (claimed.length === 0) return false;
  await notifyStaff(db, { kind: 'rates_stale', since: mark });
  return true;
}

async function scheduleRatesWatch(db: Database, runAt: Date, exceptId?: number) {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, RATES_WATCH_QUEUE),
        inArray(jobs.status, ['pending', 'running']),
        exceptId === undefined ? undefined : ne(jobs.id, exceptId),
      ),
    )
    .orderBy(desc(jobs.runAt))
    .limit(1);
  if (!waiting) await enqueueJob(db, RATES_WATCH_QUEUE, {}, { runAt });
}

export function registerStaffNotifications(app: FastifyInstance): void {
  const db = app.database.db;
  app.jobs.register<StaffNotificationEvent>(STAFF_NOTIFY_QUEUE, {
    async run(event) {
      if (await sendStaffNotification(db, app.config.publicUrl, event)) app.jobs.wake();
    },
  });
  app.jobs.register(RATES_WATCH_QUEUE, {
    async run(_payload, { now, job }) {
      await db.transaction(async (tx) => {
        if (await watchRates(tx, now)) app.jobs.wake();
        await scheduleRatesWatch(tx, new Date(now.getTime() + RATES_WATCH_EVERY_MS), job.id);
      });
    },
  });
  app.addHook('onReady', async () => {
    await scheduleRatesWatch(db, new Date(Date.now() + RATES_WATCH_EVERY_MS));
  });
}
