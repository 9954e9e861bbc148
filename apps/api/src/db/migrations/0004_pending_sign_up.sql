-- Account pre-hijacking (security review item 2): a sign-up for an address not yet verified keeps
-- its password hash and name with its verification token, and verifying applies the sign-up whose
-- link was clicked, so a stranger's earlier sign-up with someone else's address never wins.
ALTER TABLE "email_tokens" ADD COLUMN "pending_password_hash" text;
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "pending_first_name" text;
--> statement-breakpoint
-- Unverified accounts are purged after 24 h; the purge reads only them, through this index.
CREATE INDEX "users_unverified_created_idx" ON "users" USING btree ("created_at") WHERE "email_verified_at" IS NULL;
