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
  created_at: string;
  finished_at: string | null;
}
