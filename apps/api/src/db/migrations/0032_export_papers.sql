-- Export papers (docs/export-papers.md, decision 179): how each order travels, printed on its
-- invoice, packing list and certificate of origin, and a copy of its buyer's company address.
--
-- The export details default from the seller's settings as they are now (the `seller` shop
-- setting); an order placed later copies them when it is placed, and staff change them in
-- review (PUT /admin/orders/{id}/export/).
ALTER TABLE "orders" ADD COLUMN "incoterm" text DEFAULT 'EXW' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "incoterm_place" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "port_of_loading" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "port_of_discharge" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transport" text DEFAULT 'sea' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_incoterm_check" CHECK ("incoterm" in ('EXW', 'FCA', 'FOB', 'CIF', 'DAP', 'DDP'));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transport_check" CHECK ("transport" in ('air', 'sea', 'road', 'courier'));
--> statement-breakpoint
-- The buyer company's address as it was when the order was placed (BILL TO); null when the
-- company had given none. Same shape as delivery_address.
ALTER TABLE "orders" ADD COLUMN "company_address" jsonb;
--> statement-breakpoint
UPDATE "orders" o SET
  "incoterm" = CASE WHEN s."value"->>'incoterm' in ('EXW', 'FCA', 'FOB', 'CIF', 'DAP', 'DDP')
    THEN s."value"->>'incoterm' ELSE 'EXW' END,
  "incoterm_place" = coalesce(s."value"->>'incoterm_place', ''),
  "port_of_loading" = coalesce(s."value"->>'port_of_loading', '')
FROM "shop_settings" s WHERE s."key" = 'seller';
--> statement-breakpoint
-- An order whose lines all go by air travels by air; the rest by sea, as they were quoted.
UPDATE "orders" o SET "transport" = 'air'
WHERE EXISTS (SELECT 1 FROM "order_lines" l WHERE l."order_id" = o."id")
  AND NOT EXISTS (SELECT 1 FROM "order_lines" l WHERE l."order_id" = o."id" AND l."mode" <> 'air');
--> statement-breakpoint
-- Orders placed before this migration take their company's address as it is now: the closest
-- record of where the buyer was.
UPDATE "orders" o SET "company_address" = jsonb_build_object(
  'label', '', 'name', '', 'company', '',
  'line1', c."address_line1", 'line2', c."address_line2", 'city', c."city", 'region', '',
  'postcode', c."postcode", 'country_code', c."country_code", 'phone', c."phone")
FROM "companies" c
WHERE c."id" = o."company_id"
  AND (c."address_line1" <> '' OR c."city" <> '' OR c."postcode" <> '' OR c."country_code" <> '');
--> statement-breakpoint
-- The catalogue import's `material` column (docs/catalogue-import.md): staged like hs_code.
ALTER TABLE "catalogue_import_rows" ADD COLUMN "material" text;
