// An import job as GET /api/admin/imports/{id}/ answers it (docs/api.md, back office, "Catalogue,
// media and import"; docs/catalogue-import.md), defined once: the API's import service builds it
// and the console's Import page polls and shows it.

/** A row problem; `column` null for one about the whole row or file. */
export interface ImportError {
  row: number;
  column: string | null;
  message: string;
}

/** A row an import creates or changes: `fields`, for an update, the columns whose value changes. */
export interface ImportChange {
  row: number;
  sku: string;
  group: string;
  action: 'create' | 'update';
  fields: string[];
}

/**
 * What became of the file's image addresses on other hosts (docs/catalogue-import.md, "Images"):
 * `none` when there were none to fetch (or a dry run), `fetching` while its job runs, then
 * `done`. `errors` names each row whose address could not be fetched (column `images`).
 */
export interface ImportImages {
  status: 'none' | 'fetching' | 'done';
  total: number;
  fetched: number;
  failed: number;
  errors: ImportError[];
}

export interface ImportStatus {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  dry_run: boolean;
  file_name: string;
  total_rows: number;
  processed_rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: ImportError[];
  /** The first rows created or changed (the API's MAX_LISTED_CHANGES), in file order. */
  changes: ImportChange[];
  /** Rows created or changed past the list. */
  changes_not_listed: number;
  /** The image addresses fetched into the shop's media after a real run. */
  images: ImportImages;
  created_at: string;
  finished_at: string | null;
}
