-- Translated catalogue content (issue 46, docs/translations.md, decision 205): per language, the
-- texts a buyer reads of an item group, brand, head category, subcategory and banner. One table
-- an entity, one row per (entity, language), so the English reads never touch them (their hot
-- paths are unchanged) and a language is rows, not columns. An empty text or a null list falls
-- back to English, field by field. English itself is the entity's own columns, never a row here.
CREATE TABLE "item_group_translations" (
	"item_group_id" integer NOT NULL REFERENCES "item_groups"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"bullet_points" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_group_translations_pk" PRIMARY KEY ("item_group_id", "locale"),
	CONSTRAINT "item_group_translations_locale_check" CHECK ("locale" in ('ja', 'zh-CN'))
);
--> statement-breakpoint
CREATE TABLE "brand_translations" (
	"brand_id" integer NOT NULL REFERENCES "brands"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_translations_pk" PRIMARY KEY ("brand_id", "locale"),
	CONSTRAINT "brand_translations_locale_check" CHECK ("locale" in ('ja', 'zh-CN'))
);
--> statement-breakpoint
CREATE TABLE "head_category_translations" (
	"head_category_id" integer NOT NULL REFERENCES "head_categories"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "head_category_translations_pk" PRIMARY KEY ("head_category_id", "locale"),
	CONSTRAINT "head_category_translations_locale_check" CHECK ("locale" in ('ja', 'zh-CN'))
);
--> statement-breakpoint
CREATE TABLE "subcategory_translations" (
	"subcategory_id" integer NOT NULL REFERENCES "subcategories"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subcategory_translations_pk" PRIMARY KEY ("subcategory_id", "locale"),
	CONSTRAINT "subcategory_translations_locale_check" CHECK ("locale" in ('ja', 'zh-CN'))
);
--> statement-breakpoint
CREATE TABLE "banner_translations" (
	"banner_id" integer NOT NULL REFERENCES "banners"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_translations_pk" PRIMARY KEY ("banner_id", "locale"),
	CONSTRAINT "banner_translations_locale_check" CHECK ("locale" in ('ja', 'zh-CN'))
);
--> statement-breakpoint
-- CJK search (decision 206): Japanese and Chinese are written without spaces, and whether the
-- text-search parser counts their characters as letters depends on the database's LC_CTYPE (a
-- plain C database drops them). So a CJK run is indexed as its single characters and its
-- overlapping two-character pieces (bigrams), built here without the parser, the same on every
-- database; a query's CJK words become the same pieces (modules/search/search-terms.ts).
-- Latin words of a translated name are not indexed: the English name already holds them.
-- The character class: hiragana and katakana (with ー), CJK unified ideographs and extension A,
-- compatibility ideographs; NFKC first turns half-width katakana into full-width.
CREATE FUNCTION "cjk_grams"(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(DISTINCT '''' || g || ''':1', ' '), '')::tsvector
  FROM regexp_matches(lower(normalize(coalesce(t, ''), NFKC)), '[ぁ-ヿ㐀-䶿一-鿿豈-﫿]+', 'g') AS m(r)
  CROSS JOIN LATERAL (
    SELECT substr(r[1], i, 1) AS g FROM generate_series(1, length(r[1])) i
    UNION ALL
    SELECT substr(r[1], i, 2) FROM generate_series(1, length(r[1]) - 1) i
  ) grams
$$;
--> statement-breakpoint
-- The translated names' pieces, apart from search_vector, so an English query matches and ranks
-- on exactly the vectors it did (decision 206); null for an untranslated group.
ALTER TABLE "item_groups" ADD COLUMN "translated_vector" tsvector;
--> statement-breakpoint
CREATE INDEX "item_groups_translated_vector_idx" ON "item_groups" USING gin ("translated_vector") WITH (fastupdate = off);
--> statement-breakpoint
-- The catalogue import's translation columns (docs/catalogue-import.md), staged as the group's
-- other columns are: null when the file lacks the column, '' / [] for an empty cell.
ALTER TABLE "catalogue_import_rows" ADD COLUMN "name_ja" text;
--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD COLUMN "name_zh_cn" text;
--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD COLUMN "bullet_points_ja" jsonb;
--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD COLUMN "bullet_points_zh_cn" jsonb;
