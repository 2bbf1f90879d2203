CREATE TYPE "public"."nfs_emission_type" AS ENUM('cnpj', 'cpf');--> statement-breakpoint
CREATE TYPE "public"."nfs_request_status" AS ENUM('requested', 'processing', 'issued', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TABLE "nfs_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"emission_type" "nfs_emission_type" NOT NULL,
	"taker_cnpj" text,
	"taker_cpf" text,
	"taker_name" text NOT NULL,
	"taker_email" text,
	"taker_address" jsonb,
	"total_value_cents" bigint NOT NULL,
	"service_code" text NOT NULL,
	"service_description" text NOT NULL,
	"competence_date" date NOT NULL,
	"notes" text,
	"status" "nfs_request_status" DEFAULT 'requested' NOT NULL,
	"rejection_reason" text,
	"invoice_number" text,
	"issue_date" date,
	"pdf_file_id" uuid,
	"xml_file_id" uuid,
	"schedule_id" uuid,
	"schedule_month" text,
	"requested_by" uuid,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfs_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"emission_type" "nfs_emission_type" NOT NULL,
	"taker_cnpj" text,
	"taker_cpf" text,
	"taker_name" text NOT NULL,
	"taker_email" text,
	"taker_address" jsonb,
	"total_value_cents" bigint NOT NULL,
	"service_code" text NOT NULL,
	"service_description" text NOT NULL,
	"notes" text,
	"day_of_month" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfs_takers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"emission_type" "nfs_emission_type" NOT NULL,
	"document" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"address" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfse_service_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"item_description" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "opened_on" date;--> statement-breakpoint
ALTER TABLE "nfs_requests" ADD CONSTRAINT "nfs_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfs_requests" ADD CONSTRAINT "nfs_requests_service_code_nfse_service_codes_code_fk" FOREIGN KEY ("service_code") REFERENCES "public"."nfse_service_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfs_requests" ADD CONSTRAINT "nfs_requests_pdf_file_id_company_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."company_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfs_requests" ADD CONSTRAINT "nfs_requests_xml_file_id_company_files_id_fk" FOREIGN KEY ("xml_file_id") REFERENCES "public"."company_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfs_requests" ADD CONSTRAINT "nfs_requests_schedule_id_nfs_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."nfs_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfs_requests" ADD CONSTRAINT "nfs_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfs_requests" ADD CONSTRAINT "nfs_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfs_schedules" ADD CONSTRAINT "nfs_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfs_schedules" ADD CONSTRAINT "nfs_schedules_service_code_nfse_service_codes_code_fk" FOREIGN KEY ("service_code") REFERENCES "public"."nfse_service_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfs_schedules" ADD CONSTRAINT "nfs_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfs_takers" ADD CONSTRAINT "nfs_takers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nfs_requests_company_created_idx" ON "nfs_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "nfs_requests_status_created_idx" ON "nfs_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "nfs_requests_company_status_competence_idx" ON "nfs_requests" USING btree ("company_id","status","competence_date");--> statement-breakpoint
CREATE UNIQUE INDEX "nfs_requests_schedule_month_key" ON "nfs_requests" USING btree ("schedule_id","schedule_month") WHERE schedule_id is not null;--> statement-breakpoint
CREATE INDEX "nfs_schedules_company_idx" ON "nfs_schedules" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "nfs_schedules_active_day_idx" ON "nfs_schedules" USING btree ("active","day_of_month");--> statement-breakpoint
CREATE UNIQUE INDEX "nfs_takers_company_document_key" ON "nfs_takers" USING btree ("company_id","document");--> statement-breakpoint
CREATE INDEX "nfs_takers_company_updated_idx" ON "nfs_takers" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "nfse_service_codes_search_text_trgm_idx" ON "nfse_service_codes" USING gin ("search_text" gin_trgm_ops);