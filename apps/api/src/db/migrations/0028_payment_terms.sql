-- Deposits and net terms (issue 32.5–6, docs/orders-and-payments.md "Deposits and net terms"):
-- an order keeps the payment terms of its company's group as they were when it was placed
-- (decision 151), so a later change of group or terms never changes what an order owes or when.
-- The defaults are the specs' order: paid in full by card at checkout, nothing on account.
ALTER TABLE "orders" ADD COLUMN "payment_terms" text DEFAULT 'card' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_terms_check" CHECK ("payment_terms" in ('card', 'account'));
--> statement-breakpoint
-- The share of the goods charged at checkout (1–100; 100 = the whole total).
ALTER TABLE "orders" ADD COLUMN "deposit_percent" integer DEFAULT 100 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_percent_check" CHECK ("deposit_percent" between 1 and 100);
--> statement-breakpoint
-- An order on account: the days after shipping its invoice is due (0 for a card order).
ALTER TABLE "orders" ADD COLUMN "net_days" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_net_days_check" CHECK ("net_days" between 0 and 365);
--> statement-breakpoint
-- Set when an order on account ships: shipped day (UTC) + net_days.
ALTER TABLE "orders" ADD COLUMN "due_on" date;
--> statement-breakpoint
-- When the invoice-due reminder was mailed: once per invoice, however often its job runs.
ALTER TABLE "orders" ADD COLUMN "due_reminded_at" timestamp with time zone;
--> statement-breakpoint
-- Overdue invoices (the dashboard and ?overdue=true): orders on account by due date.
CREATE INDEX "orders_due_on_idx" ON "orders" USING btree ("due_on") WHERE "payment_terms" = 'account';
--> statement-breakpoint
-- A bank transfer staff record on an order: its processor and kind, the payer's reference, the
-- day the money arrived and who recorded it.
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("kind" in ('order', 'balance', 'transfer'));
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_on" date;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" integer REFERENCES "staff"("id") ON DELETE set null;
--> statement-breakpoint
-- One record per reference on an order: a second click never records a transfer twice.
CREATE UNIQUE INDEX "payments_transfer_reference_idx" ON "payments" USING btree ("order_id", lower("reference")) WHERE "kind" = 'transfer';
