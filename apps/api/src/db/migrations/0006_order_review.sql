-- The order review of BACKOFFICE.md ("Orders: review, confirm with shipping, ship, cancel"):
-- the statuses past confirmation, an optimistic version per order, what shipping and
-- cancellation record, the order's timeline and notes, and refunds.
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- The shipping charge in integer minor units beside its decimal: balances are summed in SQL.
ALTER TABLE "orders" ADD COLUMN "shipping_charge_minor" bigint;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" in ('awaiting_payment', 'submitted', 'paid', 'payment_failed', 'confirmed', 'shipped', 'delivered', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_charge_check" CHECK ("shipping_charge" >= 0 and "shipping_charge_minor" >= 0);
--> statement-breakpoint
-- The review queue: newest first, by status.
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status", "created_at");
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");
--> statement-breakpoint
-- A payment pays the order's total at checkout (`order`) or the balance after confirmation.
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("kind" in ('order', 'balance'));
--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	-- Null for the buyer's and the system's events (placement, payment).
	"staff_id" integer REFERENCES "staff"("id"),
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id", "id");
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"staff_id" integer NOT NULL REFERENCES "staff"("id"),
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id", "id");
--> statement-breakpoint
-- A refund is written `pending` in the cancellation's transaction, then sent to the processor
-- that took the payment; `refund_id` is the processor's, `succeeded` once it says so.
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"payment_id" integer NOT NULL REFERENCES "payments"("id"),
	"processor" text NOT NULL,
	"refund_id" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("amount_minor" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_processor_id_idx" ON "refunds" USING btree ("refund_id");
--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");
--> statement-breakpoint
-- Refunds of the built-in test card processor (Stripe keeps its own).
CREATE TABLE "test_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL REFERENCES "test_payment_intents"("id"),
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Orders placed before the review existed get the start of their timeline.
INSERT INTO "order_events" ("order_id", "type", "to_status", "created_at")
	SELECT "id", 'placed', CASE WHEN "status" = 'submitted' THEN 'submitted' ELSE 'awaiting_payment' END, "created_at" FROM "orders";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "from_status", "to_status", "data", "created_at")
	SELECT "order_id", 'paid', 'awaiting_payment', 'paid', jsonb_build_object('amount', CASE WHEN "currency" = 'jpy' THEN "amount_minor"::numeric ELSE "amount_minor" / 100.0 END, 'currency', "currency"), "created_at" FROM "payments";
