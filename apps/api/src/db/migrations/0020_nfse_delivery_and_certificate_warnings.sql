CREATE TABLE "nfse_certificate_warnings" (
	"company_id" uuid NOT NULL,
	"certificate_not_after" timestamp with time zone NOT NULL,
	"days" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfse_certificate_warnings_company_id_certificate_not_after_days_pk" PRIMARY KEY("company_id","certificate_not_after","days"),
	CONSTRAINT "nfse_certificate_warnings_days" CHECK ("nfse_certificate_warnings"."days" in (30, 7))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "nfse_certificate_warnings" ADD CONSTRAINT "nfse_certificate_warnings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;