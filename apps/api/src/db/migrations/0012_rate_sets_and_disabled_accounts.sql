-- Exchange rates kept as history, and shopper accounts the provider can disable (issue 16,
-- items 5 and 7; decision 110).
--
-- 1. Every set of rates, fetched from RATES_URL or set by hand in the console, is kept: what it
--    was, where it came from, who set it, when. exchange_rates stays the current snapshot the
--    storefront converts with; its updated_at is the newest set's time.
CREATE TABLE "exchange_rate_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"staff_id" integer,
	"rates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rate_sets_source_check" CHECK ("source" in ('url', 'manual'))
);--> statement-breakpoint
ALTER TABLE "exchange_rate_sets" ADD CONSTRAINT "exchange_rate_sets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rate_sets_created_idx" ON "exchange_rate_sets" USING btree ("created_at","id");--> statement-breakpoint
--
-- 2. A disabled shopper cannot sign in, and every request of a session it had is refused.
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;
