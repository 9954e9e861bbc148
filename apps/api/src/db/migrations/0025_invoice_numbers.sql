-- Commercial invoice numbers (issue 33; docs/api.md "Trade documents"; decision 148): one gap-free
-- sequence per calendar year, INV-{year}-{000001}. A counter row per year, locked by the
-- INSERT … ON CONFLICT DO UPDATE that takes the next number inside the issuing transaction, so
-- two shipments at the same moment wait on each other instead of sharing or skipping a number;
-- a transaction that rolls back gives its number back with it. (A PostgreSQL sequence would
-- skip on rollback and is not per year.)
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_number_check" CHECK ("last_number" >= 1)
);
--> statement-breakpoint
-- Assigned once, when the order's invoice is first issued, and never renumbered.
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_issued_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_issued_check" CHECK (("invoice_number" is null) = ("invoice_issued_at" is null));
