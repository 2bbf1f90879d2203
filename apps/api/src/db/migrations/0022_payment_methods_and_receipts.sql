CREATE TYPE "public"."payment_method" AS ENUM('card', 'pix', 'boleto');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" "payment_method";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pix_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "boleto_line" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "boleto_pdf_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_file_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_file_id_company_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."company_files"("id") ON DELETE set null ON UPDATE no action;