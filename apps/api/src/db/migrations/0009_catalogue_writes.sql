-- The back office writes the catalogue (issue 16, decision 094).
--
-- 1. A product that orders refer to is archived, never deleted: hidden from the storefront
--    (listing counts, detail, search, cart), kept for the orders that name it.
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- The storefront reads a group's live products; an index over only those keeps that read as
-- cheap as before archiving existed.
CREATE INDEX "products_live_item_group_idx" ON "products" USING btree ("item_group_id", "id") WHERE "archived_at" IS NULL;--> statement-breakpoint
--
-- 2. search_words and search_suggestions become tables kept up to date by the catalogue's
--    writers, one item group at a time (reindexItemGroups in modules/catalog/catalogue-index.ts):
--    a REFRESH MATERIALIZED VIEW reads the whole catalogue, seconds at 100,000 products, for
--    every single edit. The rows are the same as the views' were; the seeder still rebuilds
--    them whole (refreshSearchViews).
CREATE TABLE "search_words_new" AS SELECT word FROM "search_words";--> statement-breakpoint
CREATE TABLE "search_suggestions_new" AS SELECT value, kind, weight, vector FROM "search_suggestions";--> statement-breakpoint
DROP MATERIALIZED VIEW "search_words";--> statement-breakpoint
DROP MATERIALIZED VIEW "search_suggestions";--> statement-breakpoint
ALTER TABLE "search_words_new" RENAME TO "search_words";--> statement-breakpoint
ALTER TABLE "search_suggestions_new" RENAME TO "search_suggestions";--> statement-breakpoint
ALTER TABLE "search_words" ALTER COLUMN "word" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_suggestions" ALTER COLUMN "value" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_suggestions" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_suggestions" ALTER COLUMN "weight" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_suggestions" ALTER COLUMN "vector" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_word_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "search_suggestions_value_idx" ON "search_suggestions" USING btree (lower("value"));--> statement-breakpoint
CREATE INDEX "search_suggestions_vector_idx" ON "search_suggestions" USING gin ("vector");
