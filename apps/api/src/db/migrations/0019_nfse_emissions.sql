CREATE TABLE "nfse_emissions" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"dps_id" text NOT NULL,
	"dps_series" text NOT NULL,
	"dps_number" bigint NOT NULL,
	"signed_dps_xml" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"nfse_xml" text,
	"access_key" text,
	"national_number" text,
	"issued_at" timestamp with time zone,
	"national_errors" jsonb,
	"cancellation_reason" text,
	"cancellation_text" text,
	"cancellation_request_xml" text,
	"cancellation_event_xml" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nfs_requests" ADD COLUMN "nbs" text;--> statement-breakpoint
ALTER TABLE "nfse_fiscal_profiles" ADD COLUMN "emission_mode" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "nfse_fiscal_profiles" ADD COLUMN "default_nbs" text;--> statement-breakpoint
ALTER TABLE "nfse_emissions" ADD CONSTRAINT "nfse_emissions_request_id_nfs_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."nfs_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_emissions" ADD CONSTRAINT "nfse_emissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_emissions" ADD CONSTRAINT "nfse_emissions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_emissions_dps_id_key" ON "nfse_emissions" USING btree ("dps_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_emissions_company_series_number_key" ON "nfse_emissions" USING btree ("company_id","dps_series","dps_number");--> statement-breakpoint
CREATE INDEX "nfse_emissions_company_idx" ON "nfse_emissions" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "nfse_fiscal_profiles" ADD CONSTRAINT "nfse_fiscal_profiles_emission_mode" CHECK ("nfse_fiscal_profiles"."emission_mode" in ('manual', 'automatic', 'reviewed'));