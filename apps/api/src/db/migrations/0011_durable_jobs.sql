DROP INDEX "storage_deletions_created_idx";--> statement-breakpoint
ALTER TABLE "storage_deletions" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body_sha256" text;--> statement-breakpoint
CREATE INDEX "storage_deletions_next_attempt_idx" ON "storage_deletions" USING btree ("next_attempt_at","object_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
-- Rows written before the queue have no delivery job: they keep what happened to them.
UPDATE "mail_outbox" SET "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' WHEN "error" IS NOT NULL THEN 'failed' ELSE 'kept' END;
