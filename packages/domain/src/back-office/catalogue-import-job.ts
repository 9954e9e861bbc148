// An import job as GET /api/admin/imports/{id}/ answers it (docs/api.md, back office, "Catalogue,
// media and import"; docs/catalogue-import.md), defined once as zod schemas: the API's import
// service builds it and answers with it (its tests check every answer, decision 175), and the
// console's Import page polls and shows its type.
import { z } from 'zod';

/** A row problem; `column` null for one about the whole row or file. */
export const importError = z.strictObject({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.output<typeof importError>;

/** A row an import creates or changes: `fields`, for an update, the columns whose value changes. */
export const importChange = z.strictObject({
  row: z.number().int(),
  sku: z.string(),
  group: z.string(),
  action: z.enum(['create', 'update']),
  fields: z.array(z.string()),
});
export type ImportChange = z.output<typeof importChange>;

/**
 * What became of the file's image addresses on other hosts (docs/catalogue-import.md, "Images"):
 * `none` when there were none to fetch (or a dry run), `fetching` while its job runs, then
 * `done`. `errors` names each row whose address could not be fetched (column `images`).
 */
export const importImages = z.strictObject({
  status: z.enum(['none', 'fetching', 'done']),
  total: z.number().int(),
  fetched: z.number().int(),
  failed: z.number().int(),
  errors: z.array(importError),
});
export type ImportImages = z.output<typeof importImages>;

export const importStatus = z.strictObject({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  dry_run: z.boolean(),
  file_name: z.string(),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importError),
  /** The first rows created or changed (the API's MAX_LISTED_CHANGES), in file order. */
  changes: z.array(importChange),
  /** Rows created or changed past the list. */
  changes_not_listed: z.number().int(),
  /** The image addresses fetched into the shop's media after a real run. */
  images: importImages,
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportStatus = z.output<typeof importStatus>;
