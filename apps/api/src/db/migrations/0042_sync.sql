-- Sync calls for an ERP or a warehouse (docs/sync.md; decision 200; issue 45 part 3).
--
-- `orders.updated_at` (there since 0006, set by hand by some writers and not others) is now set
-- by the database on every insert and every change of an order's row: a trigger is the one
-- place no writer can forget. It takes clock_timestamp() (the moment of the write, not the
-- transaction's start, so a long transaction's rows are not dated before rows written while it
-- ran) and never goes back in time on one row. Backfilled from each order's placing and its last
-- timeline event, so no order reads as changed before it was placed. Polled in (updated_at, id)
-- order, hence the index.
UPDATE "orders" o SET "updated_at" = greatest(
	o."updated_at",
	o."created_at",
	(SELECT max(e."created_at") FROM "order_events" e WHERE e."order_id" = o."id")
);--> statement-breakpoint
CREATE FUNCTION "orders_touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		NEW."updated_at" := greatest(clock_timestamp(), OLD."updated_at");
	ELSE
		NEW."updated_at" := clock_timestamp();
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_touch_updated_at_on_insert" BEFORE INSERT ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "orders_touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "orders_touch_updated_at_on_update" BEFORE UPDATE ON "orders"
	FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "orders_touch_updated_at"();--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" ("updated_at", "id");--> statement-breakpoint
-- A sync call's Idempotency-Key (`call` is `stock` or `prices`): the body's digest it was first
-- sent with and the answer it got. A repeat with the same body gets that answer again and
-- changes nothing; with another body it is refused. Only successful calls are kept (a refused
-- call changed nothing, so its retry runs again). Kept a day (SYNC_KEY_HOURS).
CREATE TABLE "sync_requests" (
	"call" text NOT NULL,
	"key" text NOT NULL,
	"body_digest" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_requests_pk" PRIMARY KEY ("call", "key")
);
--> statement-breakpoint
CREATE INDEX "sync_requests_created_idx" ON "sync_requests" ("created_at");
