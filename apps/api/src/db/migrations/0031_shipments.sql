-- Shipments and back orders (issue 43; docs/orders-and-payments.md "Shipments and back orders";
-- decision 177): an order ships in one or more shipments of chosen pairs, each with its own
-- commercial invoice number from the one INV- series (invoice_counters, migration 0025), taken
-- in the shipping transaction. Lines left may be cancelled: their pairs are kept on the line.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" in ('awaiting_payment', 'submitted', 'paid', 'payment_failed', 'confirmed', 'partially_shipped', 'shipped', 'delivered', 'cancelled'));
--> statement-breakpoint
-- Pairs of the line cancelled after confirmation (a back order given up): never shipped.
ALTER TABLE "order_lines" ADD COLUMN "cancelled_pairs" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_cancelled_pairs_check" CHECK ("cancelled_pairs" between 0 and "quantity");
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	-- 1…N within the order, in the order they shipped.
	"number" integer NOT NULL,
	-- Null only on an order shipped before invoices were numbered (issued when first asked for).
	"invoice_number" text,
	"invoice_issued_at" timestamp with time zone,
	"carrier" text NOT NULL,
	"tracking" text NOT NULL,
	-- The air waybill or bill of lading number.
	"waybill" text,
	"ship_date" date NOT NULL,
	-- A pre-order line shipped before its window opened, by the staff's choice.
	"early" boolean DEFAULT false NOT NULL,
	-- An order on account: ship_date + net_days, this shipment's invoice's own due day.
	"due_on" date,
	"due_reminded_at" timestamp with time zone,
	-- [{gross_kg (decimal string), length_cm, width_cm, height_cm, marks}] as staff entered them.
	"cartons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"staff_id" integer REFERENCES "staff"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_number_check" CHECK ("number" >= 1),
	CONSTRAINT "shipments_invoice_issued_check" CHECK (("invoice_number" is null) = ("invoice_issued_at" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_number_idx" ON "shipments" USING btree ("order_id", "number");
--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_invoice_number_idx" ON "shipments" USING btree ("invoice_number");
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"order_line_id" integer NOT NULL REFERENCES "order_lines"("id") ON DELETE cascade,
	"pairs" integer NOT NULL,
	CONSTRAINT "shipment_lines_pairs_check" CHECK ("pairs" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_lines_shipment_line_idx" ON "shipment_lines" USING btree ("shipment_id", "order_line_id");
--> statement-breakpoint
CREATE INDEX "shipment_lines_order_line_idx" ON "shipment_lines" USING btree ("order_line_id");
--> statement-breakpoint
-- Every order already shipped gets shipment 1 with all its pairs and the order's invoice number,
-- carrier and tracking, dated the day it moved to shipped: its papers stay as they were.
INSERT INTO "shipments" ("order_id", "number", "invoice_number", "invoice_issued_at", "carrier", "tracking", "ship_date", "due_on", "due_reminded_at", "created_at")
SELECT o."id", 1, o."invoice_number", o."invoice_issued_at", coalesce(o."carrier", ''), coalesce(o."tracking_number", ''),
	coalesce((SELECT (max(e."created_at") AT TIME ZONE 'UTC')::date FROM "order_events" e WHERE e."order_id" = o."id" AND e."type" = 'shipped'), (o."updated_at" AT TIME ZONE 'UTC')::date),
	o."due_on", o."due_reminded_at",
	coalesce((SELECT max(e."created_at") FROM "order_events" e WHERE e."order_id" = o."id" AND e."type" = 'shipped'), o."updated_at")
FROM "orders" o WHERE o."status" in ('shipped', 'delivered');
--> statement-breakpoint
INSERT INTO "shipment_lines" ("shipment_id", "order_line_id", "pairs")
SELECT s."id", l."id", l."quantity" FROM "shipments" s JOIN "order_lines" l ON l."order_id" = s."order_id" WHERE l."quantity" > 0;
