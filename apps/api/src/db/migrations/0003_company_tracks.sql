CREATE TYPE "public"."progress_status" AS ENUM('pending', 'in_progress', 'done');--> statement-breakpoint
CREATE TYPE "public"."step_id" AS ENUM('partner-registration', 'partner-registration-basic', 'pre-registration', 'awaiting-guide', 'subscription', 'download-company-info', 'select-fiscal-address', 'migrate-accountant', 'upload-guide-receipt');--> statement-breakpoint
CREATE TABLE "company_steps" (
	"company_id" uuid NOT NULL,
	"step_id" "step_id" NOT NULL,
	"status" "progress_status" DEFAULT 'pending' NOT NULL,
	"payload" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_steps_company_id_step_id_pk" PRIMARY KEY("company_id","step_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "track_status" "progress_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_steps" ADD CONSTRAINT "company_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;