-- Issue 47 item 4 (a catalogue of 100,000 styles): the listing's filter counts (facets) read only
-- which head category, subcategory and brand each listable group has (and when it was created,
-- for the new-arrivals window), but over the plain indexes they read item_groups itself: a
-- sequential scan of its wide rows (names, bullet points, search text and vectors), ~2,800 pages
-- at 10,000 styles, ~28,000 at 100,000, more than the server's default shared_buffers, three
-- times per listing whose counts are not cached. A partial index holding just those columns of
-- the listable groups makes each facet an index-only scan (~50 pages at 10,000 styles);
-- bench/README.md, "A catalogue 100 times larger".
CREATE INDEX "item_groups_listed_facets_idx" ON "item_groups" USING btree ("head_category_id","subcategory_id","brand_id","created_at") WHERE "product_count" > 0;
