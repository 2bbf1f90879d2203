CREATE TABLE "nfse_fiscal_profiles" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"municipal_registration" text,
	"municipality_code" text NOT NULL,
	"simples_option" text NOT NULL,
	"simples_apuration" text,
	"special_regime" text DEFAULT '0' NOT NULL,
	"dps_series" text DEFAULT '1' NOT NULL,
	"next_dps_number" bigint DEFAULT 1 NOT NULL,
	"certificate_sealed" text,
	"certificate_password_sealed" text,
	"certificate_holder" text,
	"certificate_cnpj" text,
	"certificate_not_after" timestamp with time zone,
	"certificate_uploaded_by" uuid,
	"certificate_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfse_fiscal_profiles_next_number_positive" CHECK ("nfse_fiscal_profiles"."next_dps_number" >= 1),
	CONSTRAINT "nfse_fiscal_profiles_series_digits" CHECK ("nfse_fiscal_profiles"."dps_series" ~ '^[0-9]{1,5}$')
);
--> statement-breakpoint
ALTER TABLE "nfse_fiscal_profiles" ADD CONSTRAINT "nfse_fiscal_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_fiscal_profiles" ADD CONSTRAINT "nfse_fiscal_profiles_certificate_uploaded_by_users_id_fk" FOREIGN KEY ("certificate_uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;