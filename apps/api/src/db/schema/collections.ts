// Collections (migration 0038, docs/collections.md, decision 192): a season's styles with their
// delivery windows, for the customer groups named (none: every buyer). Ids are kept as lists in
// the collection's order; a style or group removed since is left out when read.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    season: text('season').notNull().default(''),
    deliveryWindows: jsonb('delivery_windows')
      .$type<{ from: string; to: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    itemGroupIds: integer('item_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    groupIds: integer('group_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collections_created_idx').on(t.createdAt, t.id)],
);
