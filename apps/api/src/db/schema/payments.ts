// Payments (docs/orders-and-payments.md): payments and refunds of every processor, the built-in
// test processor's intents and refunds, and the Stripe webhook events already handled. Payment
// amounts are integer minor units, as processors count them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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
import { orders } from './orders.ts';
import { staff } from './staff.ts';

/** Intents of the built-in test card processor (Stripe keeps its own). */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  captureMethod: text('capture_method').notNull().default('automatic'),
  paymentMethodTypes: jsonb('payment_method_types').$type<string[]>().notNull().default(['card']),
  lastError: text('last_error'),
  /** The test card that paid it (migration 0017): 5126's first refund fails. */
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
});

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** `bank`: a transfer staff recorded (POST /admin/orders/{id}/payments/), no processor's. */
    processor: text('processor', { enum: ['test', 'stripe', 'bank'] }).notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    captureMethod: text('capture_method').notNull(),
    paymentMethod: text('payment_method').notNull(),
    livemode: boolean('livemode').notNull().default(false),
    /**
     * `order`: what checkout charged (the total, or the deposit); `balance`: what a confirmation
     * left to pay; `transfer`: a bank transfer staff recorded.
     */
    kind: text('kind', { enum: ['order', 'balance', 'transfer'] })
      .notNull()
      .default('order'),
    /** A transfer's payer reference, the day it arrived and who recorded it (migration 0028). */
    reference: text('reference'),
    receivedOn: date('received_on', { mode: 'string' }),
    recordedBy: integer('recorded_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_intent_idx').on(t.paymentIntentId),
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_transfer_reference_idx')
      .on(t.orderId, sql`lower(${t.reference})`)
      .where(sql`${t.kind} = 'transfer'`),
  ],
);

/** Refunds: written `pending` with the cancellation, then sent to the processor that was paid. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    processor: text('processor', { enum: ['test', 'stripe'] }).notNull(),
    /** The processor's id for the refund, once it has one. */
    refundId: text('refund_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    /**
     * Times a failed refund was sent again (migration 0017): each resend is a new processor
     * refund with its own idempotency key (refunds.service.ts).
     */
    resends: integer('resends').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_processor_id_idx').on(t.refundId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} <> 'succeeded'`),
  ],
);

/** Refunds of the built-in test card processor (Stripe keeps its own). */
export const testRefunds = pgTable('test_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .references(() => testPaymentIntents.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/** Stripe webhook events already handled, so a replay changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
