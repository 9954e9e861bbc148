-- Business accounts (issue 32 items 1 and 2, decision 146): every buyer belongs to one company,
-- the unit that orders; a company keeps an address book; an order belongs to its buyer's company
-- and keeps a copy of the delivery address and of the company's name and tax id as they were.
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- Only while this migration runs: which account each new company was made for.
	"founder_user_id" integer
);
--> statement-breakpoint
-- One company per buyer (the unique user id); a company keeps at least one admin (the API's rule).
CREATE TABLE "company_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_check" CHECK ("role" in ('admin', 'buyer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_user_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id", "id");--> statement-breakpoint
-- Single-use links of 72 hours, stored hashed, as staff invitations are.
CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer REFERENCES "users"("id") ON DELETE set null,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_role_check" CHECK ("role" in ('admin', 'buyer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_hash_idx" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id", "email");--> statement-breakpoint
-- The address book; at most one default per company.
CREATE TABLE "company_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"label" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_addresses_company_idx" ON "company_addresses" USING btree ("company_id", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_addresses_default_idx" ON "company_addresses" USING btree ("company_id") WHERE "is_default";--> statement-breakpoint
-- Every existing account gets a one-person company named after it, as its admin.
INSERT INTO "companies" ("name", "created_at", "founder_user_id")
	SELECT "first_name", "created_at", "id" FROM "users" ORDER BY "id";--> statement-breakpoint
INSERT INTO "company_members" ("company_id", "user_id", "role", "created_at")
	SELECT "id", "founder_user_id", 'admin', "created_at" FROM "companies" WHERE "founder_user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "founder_user_id";--> statement-breakpoint
-- Orders belong to a company (visible to all its members) and copy what they were placed with.
ALTER TABLE "orders" ADD COLUMN "company_id" integer REFERENCES "companies"("id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address_id" integer REFERENCES "company_addresses"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
UPDATE "orders" SET "company_id" = m."company_id", "company_name" = c."name"
	FROM "company_members" m JOIN "companies" c ON c."id" = m."company_id"
	WHERE m."user_id" = "orders"."user_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id", "created_at");
