-- Stock in bulk and incoming stock (docs/stock.md; decisions 194, 195; issue 44 item 6).
-- A style's stock grid is saved whole against its `stock_version` (optimistic: a save made on
-- an older version is refused). Incoming stock is pairs expected on a day for one product:
-- `sold` of them are sold ahead ("ships from {date}"), never more than `pairs` (the check is the
-- last word under the row locks placement takes). Receiving moves the unsold pairs to
-- `products.availability`; the sold ones stay the orders'. `incoming_sales` says which order
-- took how many pairs of which delivery, so a cancellation gives them back where they came from.
ALTER TABLE "item_groups" ADD COLUMN "stock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "incoming_pairs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_incoming_pairs_check" CHECK ("incoming_pairs" >= 0);--> statement-breakpoint
CREATE TABLE "incoming_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"pairs" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"expected_on" date NOT NULL,
	"status" text DEFAULT 'expected' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "incoming_stock_pairs_check" CHECK ("pairs" between 1 and 100000),
	CONSTRAINT "incoming_stock_sold_check" CHECK ("sold" >= 0 and "sold" <= "pairs"),
	CONSTRAINT "incoming_stock_status_check" CHECK ("status" in ('expected', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "incoming_stock_product_idx" ON "incoming_stock" ("product_id", "expected_on", "id");--> statement-breakpoint
CREATE TABLE "incoming_sales" (
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"incoming_id" integer NOT NULL REFERENCES "incoming_stock"("id") ON DELETE cascade,
	"product_id" integer NOT NULL,
	"pairs" integer NOT NULL,
	CONSTRAINT "incoming_sales_pk" PRIMARY KEY ("order_id", "incoming_id"),
	CONSTRAINT "incoming_sales_pairs_check" CHECK ("pairs" >= 0)
);
--> statement-breakpoint
CREATE INDEX "incoming_sales_incoming_idx" ON "incoming_sales" ("incoming_id");
