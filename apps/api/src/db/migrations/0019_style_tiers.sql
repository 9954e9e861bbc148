-- Style tiers (issue 31.1, docs/api.md): how an item group's slabs are counted. 'product' (the
-- default, the specs' rule) prices each line at its own quantity; 'style' at the group's total
-- pairs in the cart or order.
ALTER TABLE "item_groups" ADD COLUMN "tier_scope" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_groups" ADD CONSTRAINT "item_groups_tier_scope_check" CHECK ("item_groups"."tier_scope" in ('product', 'style'));
--> statement-breakpoint
-- The import's staged row carries it; null when the file has no tier_scope column (the group keeps its own).
ALTER TABLE "catalogue_import_rows" ADD COLUMN "tier_scope" text;
