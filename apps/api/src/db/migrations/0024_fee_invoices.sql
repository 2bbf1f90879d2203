ALTER TABLE "payments" ADD COLUMN "fee_nfs_request_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_nfs_blocked_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_nfs_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_invoice_pdf_file_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_invoice_xml_file_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_nfs_request_id_nfs_requests_id_fk" FOREIGN KEY ("fee_nfs_request_id") REFERENCES "public"."nfs_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_invoice_pdf_file_id_company_files_id_fk" FOREIGN KEY ("fee_invoice_pdf_file_id") REFERENCES "public"."company_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_invoice_xml_file_id_company_files_id_fk" FOREIGN KEY ("fee_invoice_xml_file_id") REFERENCES "public"."company_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_fee_nfs_request_key" ON "payments" USING btree ("fee_nfs_request_id") WHERE fee_nfs_request_id is not null;--> statement-breakpoint
CREATE INDEX "payments_fee_nfs_blocked_idx" ON "payments" USING btree ("fee_nfs_blocked_at") WHERE fee_nfs_blocked_code is not null and fee_nfs_request_id is null;