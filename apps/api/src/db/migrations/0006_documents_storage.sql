CREATE TYPE "public"."document_status" AS ENUM('available', 'pending', 'paid', 'overdue', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('articles_of_association', 'cnpj_card', 'municipal_registration', 'state_registration', 'license', 'digital_certificate', 'das', 'darf', 'fgts', 'inss', 'iss', 'payment_receipt', 'invoice_pdf', 'invoice_xml', 'bank_statement', 'other');--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"type" "document_type" NOT NULL,
	"title" text NOT NULL,
	"status" "document_status" NOT NULL,
	"competence" text,
	"due_date" date,
	"amount_cents" bigint,
	"rejection_reason" text,
	"paid_at" timestamp with time zone,
	"receipt_document_id" uuid,
	"nfs_request_id" uuid,
	"uploaded_by" uuid,
	"from_accountant_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_deletions" (
	"object_key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_files" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_company_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."company_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_receipt_document_id_documents_id_fk" FOREIGN KEY ("receipt_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_nfs_request_id_nfs_requests_id_fk" FOREIGN KEY ("nfs_request_id") REFERENCES "public"."nfs_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_company_created_idx" ON "documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_company_type_idx" ON "documents" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "documents_status_due_idx" ON "documents" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "documents_company_competence_idx" ON "documents" USING btree ("company_id","competence");--> statement-breakpoint
CREATE INDEX "storage_deletions_created_idx" ON "storage_deletions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_files_object_key_key" ON "company_files" USING btree ("object_key");