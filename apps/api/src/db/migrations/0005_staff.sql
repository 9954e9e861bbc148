-- The back office's people (BACKOFFICE.md, "Staff and sign-in"): staff apart from shoppers,
-- their server-side sessions, invitations, shop-wide settings and the audit log of staff writes.
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	-- Null until an invited member sets a password.
	"password_hash" text,
	-- AES-256-GCM ciphertext (staff/totp.ts): a copy of the database alone yields no codes.
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	-- The last accepted 30-second step: a code is good once (RFC 6238 §5.2).
	"totp_last_step" bigint,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_check" CHECK ("role" in ('owner', 'manager', 'support'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree ("email");
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_hash_idx" ON "staff_sessions" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"invited_by" integer REFERENCES "staff"("id"),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_hash_idx" ON "staff_invitations" USING btree ("token_hash");
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer REFERENCES "staff"("id"),
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type", "entity_id");
