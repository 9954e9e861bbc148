-- Orders taken by staff (docs/staff-orders.md; decisions 190, 191). A new staff role, sales_rep,
-- who sees and orders only for the companies assigned to them (companies.rep_staff_id); drafts
-- a staff member builds for a company, priced line by line at the agreed price (an override
-- keeps the buyer's price beside it and the reason); and the single-use links that let a member
-- of that company review, pay or place the draft. An order placed from a draft names it.
ALTER TABLE "staff" DROP CONSTRAINT "staff_role_check";--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("role" in ('owner', 'manager', 'support', 'sales_rep'));--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rep_staff_id" integer REFERENCES "staff"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "companies_rep_idx" ON "companies" ("rep_staff_id") WHERE "rep_staff_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "order_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"address_id" integer REFERENCES "company_addresses"("id") ON DELETE SET NULL,
	"created_by" integer REFERENCES "staff"("id") ON DELETE SET NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" integer REFERENCES "orders"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_drafts_status_check" CHECK ("status" in ('open', 'sent', 'placed')),
	CONSTRAINT "order_drafts_placed_check" CHECK (("status" = 'placed') = ("order_id" is not null))
);
--> statement-breakpoint
CREATE INDEX "order_drafts_company_idx" ON "order_drafts" ("company_id", "id");--> statement-breakpoint
CREATE TABLE "order_draft_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL REFERENCES "order_drafts"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"quantity" integer NOT NULL,
	"mode" text DEFAULT 'air' NOT NULL,
	"buyer_price" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	CONSTRAINT "order_draft_lines_quantity_check" CHECK ("quantity" between 1 and 100000),
	CONSTRAINT "order_draft_lines_mode_check" CHECK ("mode" in ('air', 'sea')),
	CONSTRAINT "order_draft_lines_price_check" CHECK ("unit_price" > 0),
	CONSTRAINT "order_draft_lines_reason_check" CHECK ("unit_price" = "buyer_price" or "reason" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_draft_lines_product_idx" ON "order_draft_lines" ("draft_id", "product_id");--> statement-breakpoint
CREATE TABLE "order_draft_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL REFERENCES "order_drafts"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"sent_by" integer REFERENCES "staff"("id") ON DELETE SET NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_draft_links_hash_idx" ON "order_draft_links" ("token_hash");--> statement-breakpoint
CREATE INDEX "order_draft_links_draft_idx" ON "order_draft_links" ("draft_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "draft_id" integer REFERENCES "order_drafts"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by_staff_id" integer REFERENCES "staff"("id") ON DELETE SET NULL;
