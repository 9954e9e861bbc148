-- Imported image addresses fetched into media storage (issue 41 item 17, decision 172).
-- (Numbered 0036 to leave 0030-0035 to work merged beside it; renumber freely.)
--
-- Each address fetched and kept names its copy (a /media/u/… URL): a later import of the same
-- address uses the copy at once, so importing a file twice, or an export back, changes nothing.
-- Addresses may be long (2,000 characters): they are found by their md5, then compared whole.
CREATE TABLE "image_sources" (
	"url" text NOT NULL,
	"media_url" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "image_sources_url_idx" ON "image_sources" USING btree (md5("url"));--> statement-breakpoint
-- The addresses one import hands to its image job, the file's rows that name each (for the
-- problems on the import's page), and how each ended.
CREATE TABLE "catalogue_import_images" (
	"import_id" bigint NOT NULL REFERENCES "catalogue_imports"("id") ON DELETE cascade,
	"url" text NOT NULL,
	"rows" integer[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	CONSTRAINT "catalogue_import_images_status_check" CHECK ("status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_import_images_url_idx" ON "catalogue_import_images" USING btree ("import_id", md5("url"));--> statement-breakpoint
-- When the import's image job ended (null while it runs, and for an import with none to fetch).
ALTER TABLE "catalogue_imports" ADD COLUMN "images_finished_at" timestamp with time zone;
