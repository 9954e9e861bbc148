-- The wholesale trade's item-group fields and packs (issue 31, docs/api.md "Wholesale"): one
-- migration so every part (packs, stock, pre-orders, minimums) builds on the same columns. A
-- shop that sets none of them behaves as the specs say: unlimited stock, no minimum, no packs.
ALTER TABLE "item_groups" ADD COLUMN "sale_mode" text DEFAULT 'unlimited' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_groups" ADD CONSTRAINT "item_groups_sale_mode_check" CHECK ("item_groups"."sale_mode" in ('unlimited', 'stock', 'pre_order'));--> statement-breakpoint
ALTER TABLE "item_groups" ADD COLUMN "ships_from" date;--> statement-breakpoint
ALTER TABLE "item_groups" ADD COLUMN "ships_by" date;--> statement-breakpoint
ALTER TABLE "item_groups" ADD CONSTRAINT "item_groups_ships_window_check" CHECK ("item_groups"."ships_from" is null or "item_groups"."ships_by" is null or "item_groups"."ships_from" <= "item_groups"."ships_by");--> statement-breakpoint
ALTER TABLE "item_groups" ADD COLUMN "min_pairs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_groups" ADD CONSTRAINT "item_groups_min_pairs_check" CHECK ("item_groups"."min_pairs" >= 0);--> statement-breakpoint
-- Stock can never go below zero, whatever races: the database is the last word (placement
-- takes pairs under row locks; this check makes an oversell impossible even if code errs).
UPDATE "products" SET "availability" = 0 WHERE "availability" < 0;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_availability_check" CHECK ("products"."availability" >= 0);--> statement-breakpoint
-- A colour's carton: pairs per size. `pairs` is the ratio's sum, kept for reading and limits.
CREATE TABLE "packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_group_id" integer NOT NULL REFERENCES "item_groups"("id") ON DELETE cascade,
	"color" text NOT NULL,
	"name" text NOT NULL,
	"ratio" jsonb NOT NULL,
	"pairs" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packs_pairs_check" CHECK ("pairs" between 2 and 500)
);
--> statement-breakpoint
CREATE INDEX "packs_item_group_idx" ON "packs" USING btree ("item_group_id", "color");
--> statement-breakpoint
-- Order lines keep how they were sold, so the order and its mail show a pre-order's window.
ALTER TABLE "order_lines" ADD COLUMN "sale_mode" text DEFAULT 'unlimited' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ships_from" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ships_by" date;--> statement-breakpoint
-- The import's staged rows carry the new columns; null when the file has no such column.
ALTER TABLE "catalogue_import_rows" ADD COLUMN "sale_mode" text;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD COLUMN "ships_from" text;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD COLUMN "ships_by" text;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD COLUMN "min_pairs" integer;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD COLUMN "pack_pairs" integer;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD COLUMN "pack_name" text;
