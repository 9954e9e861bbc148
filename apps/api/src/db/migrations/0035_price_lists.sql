-- Price lists (issue 44 item 2; docs/price-lists.md, decisions 186 and 187): a list names prices
-- in one of the shop's currencies for some products; the companies on it, directly or through
-- their customer group, pay those prices in that currency, unconverted. A company or a group is
-- on at most one list (the unique indexes below); removing a list, a group, a company or a
-- product removes its rows here.
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_currency_check" CHECK ("currency" in ('gbp', 'cad', 'usd', 'cny', 'inr', 'jpy'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_idx" ON "price_lists" USING btree (lower("name"));
--> statement-breakpoint
CREATE TABLE "price_list_groups" (
	"price_list_id" integer NOT NULL REFERENCES "price_lists"("id") ON DELETE cascade,
	"group_id" integer NOT NULL REFERENCES "customer_groups"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_groups_group_idx" ON "price_list_groups" USING btree ("group_id");
--> statement-breakpoint
CREATE INDEX "price_list_groups_list_idx" ON "price_list_groups" USING btree ("price_list_id");
--> statement-breakpoint
CREATE TABLE "price_list_companies" (
	"price_list_id" integer NOT NULL REFERENCES "price_lists"("id") ON DELETE cascade,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_companies_company_idx" ON "price_list_companies" USING btree ("company_id");
--> statement-breakpoint
CREATE INDEX "price_list_companies_list_idx" ON "price_list_companies" USING btree ("price_list_id");
--> statement-breakpoint
-- An entry's price and slabs are in its list's currency; `slabs` is a JSON array of
-- {operator, min_quantity, max_quantity, unit_price}, the catalogue's slab rule.
CREATE TABLE "price_list_entries" (
	"price_list_id" integer NOT NULL REFERENCES "price_lists"("id") ON DELETE cascade,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"unit_price" numeric(16, 4) NOT NULL,
	"slabs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "price_list_entries_pkey" PRIMARY KEY ("price_list_id", "product_id"),
	CONSTRAINT "price_list_entries_unit_price_check" CHECK ("unit_price" >= 0)
);
