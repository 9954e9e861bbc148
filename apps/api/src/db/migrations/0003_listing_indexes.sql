-- Listing pages walk item groups in Most Popular / Recommended (popularity, id) or New Arrival
-- (created_at, id) order and skip to the page with OFFSET. Over the plain indexes every skipped
-- row is a heap visit to check product_count (and show_on_homepage for Recommended): ~40 ms at
-- page 2,000 of 1,000,000 products. Partial indexes holding only listable groups, covering the
-- columns the page query reads, make the skip an index-only scan: ~3 ms there.
CREATE INDEX "item_groups_listed_popularity_idx" ON "item_groups" USING btree ("popularity","id") INCLUDE ("show_on_homepage") WHERE "product_count" > 0;
--> statement-breakpoint
CREATE INDEX "item_groups_listed_created_idx" ON "item_groups" USING btree ("created_at","id") WHERE "product_count" > 0;
