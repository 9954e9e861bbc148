-- The stock engine (issue 31.3, decision 144). An order that took pairs off its products'
-- availability (lines of `stock` groups) says when: the pairs come back exactly once, by the
-- compare-and-set `stock_taken_at = null where stock_taken_at is not null`, whichever of a
-- cancellation, a failed payment or the hold's expiry comes first.
ALTER TABLE "orders" ADD COLUMN "stock_taken_at" timestamp with time zone;--> statement-breakpoint
-- The dashboard's low-stock list reads the live products with the fewest pairs first.
CREATE INDEX "products_live_availability_idx" ON "products" USING btree ("availability", "id") WHERE "products"."archived_at" is null;
