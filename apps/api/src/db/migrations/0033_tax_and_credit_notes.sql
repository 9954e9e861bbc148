-- Tax and credit notes (docs/orders-and-payments.md, "Tax and credit notes"; decisions 181, 182).
-- An order keeps the tax that applied when it was placed: `taxed` at the seller's rate for its
-- destination (with the seller's registration there), or `zero_rated` with the legend its invoice
-- prints. Orders placed before this migration keep null (no tax row, no legend): as they were.
-- The goods' tax is set at placement (and again by an amendment in review), the shipping charge's
-- when staff confirm with it; both in integer minor units, so balances sum in SQL.
ALTER TABLE "orders" ADD COLUMN "tax_mode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_label" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_registration" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_legend" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "goods_tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_minor" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_mode_check" CHECK ("tax_mode" is null or ("tax_mode" = 'taxed' and "tax_rate_percent" > 0 and "tax_label" is not null) or ("tax_mode" = 'zero_rated' and "tax_rate_percent" is null and "tax_legend" is not null));--> statement-breakpoint
-- Credit notes: CN-{year}-{000001}, their own gap-free series per calendar year, taken like the
-- invoices' (migration 0025): the year's counter row is locked by the INSERT … ON CONFLICT DO
-- UPDATE inside the transaction that issues the note, and a rollback gives the number back.
CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "credit_note_counters_last_number_check" CHECK ("last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"number" text NOT NULL,
	"invoice_number" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"lines" jsonb,
	"staff_id" integer REFERENCES "staff"("id"),
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_reason_check" CHECK ("reason" in ('refund', 'amendment', 'cancellation')),
	CONSTRAINT "credit_notes_amount_check" CHECK ("amount_minor" > 0 and "tax_minor" >= 0 and "tax_minor" <= "amount_minor")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_idx" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id", "id");
