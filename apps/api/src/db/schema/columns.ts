// The column helpers every area of the schema shares (the tables are in the files beside this
// one). Money is `numeric` (exact); payment amounts are integer minor units, as processors count them.
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Prices in a product's own currency: up to 12 digits before the point, 4 after. */
export const price = (name: string) => numeric(name, { precision: 16, scale: 4 });
