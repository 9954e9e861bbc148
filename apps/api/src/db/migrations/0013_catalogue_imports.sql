-- Catalogue imports (issue 16 item 4, docs/catalogue-import.md): each upload is kept here with its
-- job's progress and outcome, and its checked rows are staged in catalogue_import_rows before
-- one transaction merges them into the catalogue (set-based, INSERT … ON CONFLICT).
CREATE TABLE "catalogue_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer REFERENCES "staff"("id") ON DELETE SET NULL,
	"address" text,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"file" bytea,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" bigint,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalogue_imports_status_check" CHECK ("status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "catalogue_imports_format_check" CHECK ("format" in ('csv', 'xlsx'))
);--> statement-breakpoint
CREATE TABLE "catalogue_import_rows" (
	"import_id" bigint NOT NULL REFERENCES "catalogue_imports"("id") ON DELETE CASCADE,
	"row_number" integer NOT NULL,
	"sku" text NOT NULL,
	"group_name" text NOT NULL,
	"brand" text NOT NULL,
	"head_category" text NOT NULL,
	"subcategory" text NOT NULL,
	"colour" text NOT NULL,
	"size" text,
	"price" numeric(16, 4) NOT NULL,
	"currency" text NOT NULL,
	"height" numeric(10, 2),
	"length" numeric(10, 2),
	"width" numeric(10, 2),
	"dimension_unit" text NOT NULL,
	"weight" numeric(10, 2),
	"weight_unit" text NOT NULL,
	"availability" integer NOT NULL,
	"images" jsonb NOT NULL,
	"slabs" jsonb NOT NULL,
	CONSTRAINT "catalogue_import_rows_pk" PRIMARY KEY ("import_id", "sku")
);
