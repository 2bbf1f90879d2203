ALTER TABLE "nfs_requests" ADD COLUMN "xml_check" jsonb;--> statement-breakpoint
ALTER TABLE "nfse_emissions" ADD COLUMN "send_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nfse_emissions" ADD COLUMN "delivery_failed_at" timestamp with time zone;