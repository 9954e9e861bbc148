-- The rows an import would create or change, listed (issue 28.7, docs/catalogue-import.md): the
-- first 200 in file order, each with its SKU, group, "create" or "update" and, for an update, the
-- columns whose value changes. The counts stay the whole answer past 200.
ALTER TABLE "catalogue_imports" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;
