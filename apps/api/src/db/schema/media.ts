// Uploaded images (migration 0011): the record of each original and its renditions in storage.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { staff } from './staff.ts';

/** An uploaded image: its renditions and original are in the media storage under `key`. */
export const media = pgTable('media', {
  /** The first 32 hex digits of the original's SHA-256. */
  key: text('key').primaryKey(),
  originalType: text('original_type', { enum: ['jpeg', 'png', 'webp', 'avif'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** The rendition widths kept, each in WebP and AVIF. */
  widths: jsonb('widths').$type<number[]>().notNull(),
  fileName: text('file_name').notNull().default(''),
  createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
