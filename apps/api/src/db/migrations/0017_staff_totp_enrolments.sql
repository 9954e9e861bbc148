-- Two-factor enrolment by a link the owner sends (issue 27.6, decision 131): while the shop
-- requires two-factor sign-in, a password alone never enrols an authenticator. Each link is
-- single-use, 24 hours, stored hashed, as invitations are; `totp_secret` is the setup the link
-- started (encrypted like staff.totp_secret), the only one its confirm accepts a code for.
CREATE TABLE "staff_totp_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_by" integer,
	"totp_secret" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "staff_totp_enrolments" ADD CONSTRAINT "staff_totp_enrolments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp_enrolments" ADD CONSTRAINT "staff_totp_enrolments_sent_by_staff_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_totp_enrolments_hash_idx" ON "staff_totp_enrolments" USING btree ("token_hash");
