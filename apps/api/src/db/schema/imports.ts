// Catalogue imports (migration 0013, docs/catalogue-import.md): each uploaded file and its job's
// progress and outcome. The staging rows and image tables are SQL only, not declared here.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { staff } from './staff.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** One uploaded catalogue file and its import job's progress and outcome (docs/catalogue-import.md). */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    address: text('address'),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    dryRun: boolean('dry_run').notNull(),
    /** The upload, kept until the job ends (then cleared). */
    file: bytea('file'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    jobId: bigint('job_id', { mode: 'number' }),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    errors: jsonb('errors')
      .$type<{ row: number; column: string | null; message: string }[]>()
      .notNull()
      .default([]),
    /** The first rows it would create or change (import-outcome.ts, MAX_LISTED_CHANGES). */
    changes: jsonb('changes')
      .$type<
        { row: number; sku: string; group: string; action: 'create' | 'update'; fields: string[] }[]
      >()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * When its image job ended (migration 0030, decision 172); its addresses and their outcome
     * are in catalogue_import_images, the copies in image_sources (SQL only, like the staging rows).
     */
    imagesFinishedAt: timestamp('images_finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'catalogue_imports_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
    check('catalogue_imports_format_check', sql`${t.format} in ('csv', 'xlsx')`),
  ],
);
