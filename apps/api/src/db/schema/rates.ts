// Exchange rates: the current rate of each currency, and every set of rates fetched or set by
// hand (who set it is a staff member, hence the one import).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { staff } from './staff.ts';

/** Rates against USD (USD itself is 1), as one snapshot per currency. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every set of exchange rates (migration 0012): fetched from RATES_URL (`url`) or set by hand in
 * the console (`manual`, with who set it). `rates` maps uppercase codes to decimal strings
 * against USD. exchange_rates holds the newest set's values.
 */
export const exchangeRateSets = pgTable(
  'exchange_rate_sets',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: ['url', 'manual'] }).notNull(),
    sourceUrl: text('source_url'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    rates: jsonb('rates').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('exchange_rate_sets_created_idx').on(t.createdAt, t.id),
    check('exchange_rate_sets_source_check', sql`${t.source} in ('url', 'manual')`),
  ],
);
