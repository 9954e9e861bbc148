-- Credit control (docs/credit-control.md; decisions 188, 189). A company's credit limit in the
-- seller's base currency (USD, the rates' base; null: none), whether staff let it place orders
-- without paying its group's deposit, and whether its dunning is paused. An order placed past the
-- limit, or while an invoice of the company is 21 days overdue, is held in review: `hold` says
-- why (`credit_limit` or `overdue`) and `hold_reason` the sentence staff read. Each dunning
-- reminder after the due day (+7, +14) is one row, written with its mail: a run twice sends once.
ALTER TABLE "companies" ADD COLUMN "credit_limit" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "allow_without_deposit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "dunning_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_credit_limit_check" CHECK ("credit_limit" is null or "credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_check" CHECK ("hold" is null or "hold" in ('credit_limit', 'overdue'));--> statement-breakpoint
CREATE TABLE "dunning_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"days_overdue" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dunning_reminders_days_check" CHECK ("days_overdue" in (7, 14))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_reminders_invoice_idx" ON "dunning_reminders" USING btree ("order_id","shipment_id","days_overdue");
