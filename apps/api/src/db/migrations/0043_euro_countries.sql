-- Issue 46 item 4, decision 202: the shop's countries and currencies are one data table in
-- packages/domain/src/countries.ts, which the API checks every currency against. A price list's
-- currency was also checked here against the six currencies of the time, so a euro price list
-- could not be written; the database now keeps only the shape (three lowercase letters), and
-- adding a country or currency needs no migration.
ALTER TABLE "price_lists" DROP CONSTRAINT "price_lists_currency_check";--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_currency_check" CHECK ("currency" ~ '^[a-z]{3}$');
