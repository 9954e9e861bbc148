// The mail outbox (docs/mail.md): every mail the store sends, with the delivery job it was
// written with.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { jobs } from './jobs.ts';

/**
 * Every mail the store sends, written with a delivery job in the same transaction
 * (modules/mail/mail-queue.ts). `pending` until the SMTP server accepts it (`sent`), `kept` when
 * there is no SMTP server and the row is the development outbox's copy, `failed` when its job
 * used up its attempts. The row id is the message's Message-ID, so a resend is recognisable.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    /** The brand's sender name when the mail was queued (docs/brand.md); null: MAIL_FROM's. */
    fromName: text('from_name'),
    status: text('status', { enum: ['pending', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('pending'),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_job_idx').on(t.jobId),
    index('mail_outbox_undelivered_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'failed')`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'kept', 'failed')`),
  ],
);
