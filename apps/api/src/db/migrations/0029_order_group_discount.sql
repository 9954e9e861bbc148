-- Amending an order in review (docs/api.md, "Amending an order"; decision 153): a line whose tier
-- changes is re-priced with the group discount the order was placed with, so the order keeps it.
-- Orders placed before this migration take their company's group discount as it is now: the
-- closest record of what they were priced with.
ALTER TABLE "orders" ADD COLUMN "group_discount" numeric(5, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_discount_check" CHECK ("group_discount" between 0 and 90);
--> statement-breakpoint
UPDATE "orders" o SET "group_discount" = g."discount_percent"
FROM "companies" c JOIN "customer_groups" g ON g."id" = c."customer_group_id"
WHERE c."id" = o."company_id";
