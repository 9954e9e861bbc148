-- Collections and line sheets (docs/collections.md, decisions 192 and 193): a season's styles with
-- their delivery windows, shown to the customer groups named (every buyer when none are). The
-- styles and groups are kept as id lists in the collection's order; a style or group removed
-- since is left out when read.
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"season" text DEFAULT '' NOT NULL,
	"delivery_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"group_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "collections_created_idx" ON "collections" USING btree ("created_at", "id");
--> statement-breakpoint
-- The delivery window a buyer chose on a collection's page for this line (decision 193): placing
-- the order copies it to the order line's ships_from and ships_by. Null: the style's own.
ALTER TABLE "cart_lines" ADD COLUMN "window_from" date;
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "window_to" date;
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_window_check" CHECK (("window_from" is null) = ("window_to" is null) and ("window_from" is null or "window_from" <= "window_to"));
