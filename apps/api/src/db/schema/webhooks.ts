// Webhooks (migration 0041, docs/webhooks.md, decisions 198 and 199): the endpoints an owner
// registers and the outbox of their deliveries, one row per message per endpoint, written in the
// transaction of the change it tells of and sent by the job runner.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  description: text('description').notNull().default(''),
  /** Standard Webhooks' `whsec_…`: kept as is, since every message is signed with it. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Set when the store turned it off after 3 days of failures (decision 198). */
  disabledReason: text('disabled_reason'),
  /** The first failure since the last success; null while deliveries succeed. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  /**
   * A sender's claim on the endpoint: one sender at a time sends its deliveries, oldest first, so
   * a receiver gets them in order. Expires by itself if that sender dies.
   */
  sendingUntil: timestamp('sending_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header: the same on every attempt and re-send. */
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    /** The order, company or product the event is about (the console's log links it). */
    subjectId: integer('subject_id'),
    /** The message's body exactly as signed and sent. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_idx').on(t.endpointId, t.messageId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_pending_idx')
      .on(t.endpointId, t.id)
      .where(sql`${t.status} = 'pending'`),
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);
