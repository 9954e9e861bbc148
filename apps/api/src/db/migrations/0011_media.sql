-- Uploaded images (issue 16, decision 105). One row per distinct original, keyed by the first
-- 32 hex digits of its SHA-256: uploading the same photo twice finds the same row and URLs.
-- The files themselves live in the media storage (DATA_DIR/media or an S3 bucket); the row
-- says what exists there.
CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"original_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"widths" jsonb NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "staff"("id") ON DELETE set null
);
