// Incoming stock (docs/stock.md; migration 0039, decisions 194 and 195): pairs of a product
// expected on a day, sold ahead up to their count, and which order took how many of which.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { products } from './catalogue.ts';
import { orders } from './orders.ts';

export const INCOMING_STATUSES = ['expected', 'received', 'cancelled'] as const;

/** A delivery of one product: `pairs` expected on `expected_on`, `sold` of them sold ahead. */
export const incomingStock = pgTable(
  'incoming_stock',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pairs: integer('pairs').notNull(),
    sold: integer('sold').notNull().default(0),
    expectedOn: date('expected_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: INCOMING_STATUSES }).notNull().default('expected'),
    createdAt: createdAt(),
    /** When it was received or cancelled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('incoming_stock_product_idx').on(t.productId, t.expectedOn, t.id),
    check('incoming_stock_pairs_check', sql`${t.pairs} between 1 and 100000`),
    check('incoming_stock_sold_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.pairs}`),
    check('incoming_stock_status_check', sql`${t.status} in ('expected', 'received', 'cancelled')`),
  ],
);

/** The pairs of a delivery an order took (given back to it, or to on-hand once received). */
export const incomingSales = pgTable(
  'incoming_sales',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    incomingId: integer('incoming_id')
      .notNull()
      .references(() => incomingStock.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    pairs: integer('pairs').notNull(),
  },
  (t) => [
    primaryKey({ name: 'incoming_sales_pk', columns: [t.orderId, t.incomingId] }),
    index('incoming_sales_incoming_idx').on(t.incomingId),
    check('incoming_sales_pairs_check', sql`${t.pairs} >= 0`),
  ],
);
