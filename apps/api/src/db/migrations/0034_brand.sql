-- The shop's brand (docs/brand.md). The brand itself is one shop setting, `brand` (a JSON value
-- written by the owner's brand screen); none stored reads as "Solestock". Two things need SQL:
-- Which name a queued mail is sent from: kept with the mail when it is queued, so the outbox
-- shows what the buyer sees and a retry sends it under the same name. Null: MAIL_FROM as it is.
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
-- The demo catalogue is marked by the setting `demo`, which the seed now writes beside it (its
-- badges show only there, and the console asks a fresh shop, not the demo, for its name). A
-- database seeded before this migration is marked here: the demo's brands have drawn logos.
INSERT INTO "shop_settings" ("key", "value")
SELECT 'demo', 'true'::jsonb
WHERE EXISTS (SELECT 1 FROM "brands" WHERE "logo" LIKE '/media/text/logo/%')
ON CONFLICT ("key") DO NOTHING;
