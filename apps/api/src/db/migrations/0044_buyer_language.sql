-- The buyer's language (docs/languages.md; decision 204; issue 46): chosen with the storefront's
-- language switcher and kept in their account, for the mails sent to them. English by default,
-- the specs' language; one of the storefront's languages (packages/domain/src/locales.ts).
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'ja', 'zh-CN'));
