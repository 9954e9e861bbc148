-- Issue 27 items 8 and 11. A refund the processor reported failed is sent again (by staff or by
-- the refunds.retry job) under a new idempotency key: `resends` counts those, so each resend is
-- one processor refund and a crash mid-send repeats the same one (refunds.service.ts).
ALTER TABLE "refunds" ADD COLUMN "resends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The failed refunds the dashboard lists as stuck.
CREATE INDEX "refunds_unsettled_idx" ON "refunds" USING btree ("updated_at") WHERE "status" <> 'succeeded';--> statement-breakpoint
-- The test card a test intent was paid with (last four digits): 4000 0000 0000 5126's first
-- refund fails, as Stripe's card of that number does (docs/api.md, test cards).
ALTER TABLE "test_payment_intents" ADD COLUMN "card_last4" text;--> statement-breakpoint
-- The last sign-in or session refresh: with the last order, what "inactive for 2 years" is
-- measured from (the privacy page; modules/accounts/inactive-accounts.ts). Existing accounts
-- start from their latest session, else their creation.
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "last_active_at" = coalesce(
  (SELECT max(rt."created_at") FROM "refresh_tokens" rt WHERE rt."user_id" = "users"."id"),
  "users"."created_at");--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "last_active_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "last_active_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at");
--> statement-breakpoint
-- An inactive account with orders is kept for accounting with its person removed (name, address,
-- password); this says when, so the job passes over it next time.
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;
