// The buyer's cart: one line per product, merged on repeated adds.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    mode: text('mode', { enum: ['air', 'sea'] })
      .notNull()
      .default('air'),
    /**
     * The delivery window chosen on a collection's page (migration 0038, decision 193); placing
     * the order copies it to the line's ships_from and ships_by. Null: the style's own.
     */
    windowFrom: date('window_from', { mode: 'string' }),
    windowTo: date('window_to', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product: repeated adds merge with INSERT … ON CONFLICT.
    uniqueIndex('cart_lines_user_product_idx').on(t.userId, t.productId),
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 100000`),
    check(
      'cart_lines_window_check',
      sql`(${t.windowFrom} is null) = (${t.windowTo} is null) and (${t.windowFrom} is null or ${t.windowFrom} <= ${t.windowTo})`,
    ),
  ],
);
