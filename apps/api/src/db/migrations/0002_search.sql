-- Search (000 §2 Search, API.md Search): two small views drawn from the catalogue, refreshed by
-- whatever writes the catalogue (refreshSearchViews in modules/search/search.repository.ts).
--
-- search_words: every letters-only word of the item groups' search vectors (names, brands,
-- categories, colours), the vocabulary a mistyped word is corrected against by trigram
-- similarity. Hundreds of rows, not one per product, so correction costs the same at any size.
CREATE MATERIALIZED VIEW "search_words" AS
  SELECT word
  FROM ts_stat('select search_vector from public.item_groups where product_count > 0')
  WHERE word !~ '[0-9-]' AND length(word) >= 2;
--> statement-breakpoint
-- text_pattern_ops: equality and LIKE 'prefix%' whatever the database's collation.
CREATE UNIQUE INDEX "search_words_word_idx" ON "search_words" USING btree ("word" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- search_suggestions: the phrases autocomplete offers: brand names, head category and
-- subcategory names, item group names; kind orders them (0 brand, 1 category, 2 group) and
-- weight within a kind (groups for a brand or category, popularity for a group).
CREATE MATERIALIZED VIEW "search_suggestions" AS
  SELECT DISTINCT ON (lower(value)) value, kind, weight, to_tsvector('simple', value) AS vector
  FROM (
    SELECT b.name AS value, 0 AS kind, count(*)::int AS weight
    FROM brands b JOIN item_groups ig ON ig.brand_id = b.id AND ig.product_count > 0
    GROUP BY b.name
    UNION ALL
    SELECT h.name, 1, count(*)::int
    FROM head_categories h JOIN item_groups ig ON ig.head_category_id = h.id AND ig.product_count > 0
    GROUP BY h.name
    UNION ALL
    SELECT s.name, 1, count(*)::int
    FROM subcategories s JOIN item_groups ig ON ig.subcategory_id = s.id AND ig.product_count > 0
    GROUP BY s.name
    UNION ALL
    SELECT ig.name, 2, ig.popularity FROM item_groups ig WHERE ig.product_count > 0
  ) phrases
  ORDER BY lower(value), kind, weight DESC;
--> statement-breakpoint
CREATE UNIQUE INDEX "search_suggestions_value_idx" ON "search_suggestions" USING btree (lower("value"));
--> statement-breakpoint
CREATE INDEX "search_suggestions_vector_idx" ON "search_suggestions" USING gin ("vector");
--> statement-breakpoint
-- A typed SKU prefix ('SS-04-1203') finds its products whatever the collation.
CREATE INDEX "products_sku_pattern_idx" ON "products" USING btree ("sku" text_pattern_ops);
--> statement-breakpoint
-- Matching goes through the weighted vector and the word list above; a trigram index over the
-- whole search text (every SKU of every group) cost writes and space and served no query.
DROP INDEX IF EXISTS "item_groups_search_text_trgm_idx";
