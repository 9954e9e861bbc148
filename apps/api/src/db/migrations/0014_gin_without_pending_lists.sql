-- Search's GIN indexes write straight into the index (issue 17, decision 124). With fastupdate on
-- (PostgreSQL's default) new entries wait in a pending list that only VACUUM, autovacuum or a
-- full list merges; every search reads that list from start to end. PGlite, the embedded
-- database of `npm start` and the tests, runs no autovacuum, so after the demo catalogue's seed
-- the item groups' list stayed at 393 pages and each search read all of them (5-20 ms a query
-- at 100,000 products, against 0.04 ms with the list merged). Catalogue writes touch a few rows
-- each, so writing them into the index at once costs little. Then the lists already there are
-- merged.
ALTER INDEX "item_groups_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_words_word_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_suggestions_vector_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('item_groups_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_word_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('search_suggestions_vector_idx'::regclass);
