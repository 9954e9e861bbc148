-- Durable jobs (DESIGN.md, "Jobs"; decision 065) and mail delivered through them (BACKOFFICE.md,
-- "Mail is durable"). One table for every queue: a worker claims due rows with
-- FOR UPDATE SKIP LOCKED, holds a lease while it works, and on failure puts the row back with
-- a later run_at; a row that used up its attempts stays, 'failed', for someone to look at.
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	-- Attempts started so far; also the fencing token of the current claim (jobs/runner.ts).
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 20 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- While 'running': the claim's lease. A worker that died leaves it to expire, then the job
	-- is claimed again.
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
-- The poll's question ("what is due?") reads only unfinished rows, however many are done.
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "status" in ('pending', 'running');
--> statement-breakpoint
-- Mail: every message is an outbox row with a delivery state. Rows written before this
-- migration were sent (SMTP) or shown in the development outbox already: they count as sent,
-- so nothing old is delivered again.
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'pending';
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("status" in ('pending', 'sent', 'kept', 'failed'));
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "job_id" bigint REFERENCES "jobs"("id") ON DELETE set null;
--> statement-breakpoint
-- The mail worker finds its message by its job; one message per job.
CREATE UNIQUE INDEX "mail_outbox_job_idx" ON "mail_outbox" USING btree ("job_id");
--> statement-breakpoint
-- The console's list of what is pending or failed.
CREATE INDEX "mail_outbox_undelivered_idx" ON "mail_outbox" USING btree ("id") WHERE "status" in ('pending', 'failed');
