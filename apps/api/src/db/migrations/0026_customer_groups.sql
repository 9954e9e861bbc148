-- Customer groups (issue 32.3, docs/api.md "Customer groups"): a discount on every unit price,
-- the share of the goods paid at checkout, and the days to pay an order placed on account. The
-- defaults are the specs' shop: list prices, pay in full, no account.
CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"deposit_percent" integer DEFAULT 100 NOT NULL,
	"net_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_groups_discount_check" CHECK ("discount_percent" between 0 and 90),
	CONSTRAINT "customer_groups_deposit_check" CHECK ("deposit_percent" between 1 and 100),
	CONSTRAINT "customer_groups_net_days_check" CHECK ("net_days" between 0 and 365)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_idx" ON "customer_groups" USING btree (lower("name"));
--> statement-breakpoint
-- A company's group; removing a group returns its companies to list prices and paying in full.
ALTER TABLE "companies" ADD COLUMN "customer_group_id" integer REFERENCES "customer_groups"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX "companies_customer_group_idx" ON "companies" USING btree ("customer_group_id");
