-- API keys (docs/api-keys.md; decisions 196, 197; issue 45 part 1). A key is stored as the
-- SHA-256 of its secret, looked up by it on every call (the unique index keeps that one probe);
-- `staff_id` is the owner who issued it, the member its writes are accountable to. The audit log
-- names the key a write was made with (`api_key_id`), so a row reads "API key <name>".
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hint" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_from" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_idx" ON "api_keys" ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_keys_created_idx" ON "api_keys" ("created_at", "id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "api_key_id" integer REFERENCES "api_keys"("id");
