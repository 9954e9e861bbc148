// The buyer's cart: one line per product, merged on repeated adds.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product: repeated adds merge with INSERT … ON CONFLICT.
    uniqueIndex('cart_lines_user_product_idx').on(t.userId, t.productId),
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 100000`),
  ],
);
