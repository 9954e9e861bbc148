-- The size system of an item group (issue 19, decision 085): how its products' sizes are written,
-- so the product page can show each size in the shopper's country's system and a size chart.
-- Nullable (a group of one-size goods has none); new groups default to UK sizes, the shop's own.
ALTER TABLE "item_groups" ADD COLUMN "size_system" text DEFAULT 'uk';--> statement-breakpoint
ALTER TABLE "item_groups" ADD CONSTRAINT "item_groups_size_system_check" CHECK ("size_system" IS NULL OR "size_system" IN ('uk', 'eu', 'us-men', 'us-women', 'kids', 'letter'));--> statement-breakpoint
-- Existing groups, from the sizes their products carry: none → NULL, C8 … → kids, only letters
-- (S, M, XL, 3XL …) → letter, otherwise UK (the demo catalogue's numeric sizes are UK sizes).
UPDATE "item_groups" g SET "size_system" = CASE
  WHEN NOT EXISTS (SELECT 1 FROM "products" p WHERE p."item_group_id" = g."id" AND coalesce(p."size", '') <> '') THEN NULL
  WHEN EXISTS (SELECT 1 FROM "products" p WHERE p."item_group_id" = g."id" AND p."size" ~* '^c[0-9]') THEN 'kids'
  WHEN NOT EXISTS (SELECT 1 FROM "products" p WHERE p."item_group_id" = g."id" AND p."size" ~ '^[0-9]+([.][0-9]+)?½?$') THEN 'letter'
  ELSE 'uk'
END;
