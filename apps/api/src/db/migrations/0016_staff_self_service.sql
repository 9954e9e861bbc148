-- Staff self-service, staff notifications and the enquiries inbox (issue 28, items 1, 2 and 5;
-- decisions 138 and 139).
--
-- 1. A member's own password reset by e-mail: single-use links of one hour, stored hashed.
CREATE TABLE "staff_password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "staff_password_resets" ADD CONSTRAINT "staff_password_resets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_password_resets_hash_idx" ON "staff_password_resets" USING btree ("token_hash");--> statement-breakpoint
--
-- 2. Two-factor recovery codes: ten per member, each signs in once, stored hashed.
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" USING btree ("staff_id");--> statement-breakpoint
--
-- 3. Each member's choice of notification mails; a missing row is the kind's default for the role.
CREATE TABLE "staff_notification_settings" (
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "staff_notification_settings_staff_id_kind_pk" PRIMARY KEY("staff_id","kind")
);--> statement-breakpoint
ALTER TABLE "staff_notification_settings" ADD CONSTRAINT "staff_notification_settings_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
--
-- 4. Help-centre messages are an inbox: read or not.
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;
