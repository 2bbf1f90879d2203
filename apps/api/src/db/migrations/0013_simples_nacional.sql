CREATE TYPE "public"."simples_activity" AS ENUM('commerce', 'industry', 'service');--> statement-breakpoint
CREATE TABLE "simples_confirmations" (
	"company_id" uuid NOT NULL,
	"period" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simples_confirmations_company_id_period_pk" PRIMARY KEY("company_id","period")
);
--> statement-breakpoint
CREATE TABLE "simples_payroll" (
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"pro_labore_cents" bigint NOT NULL,
	"salaries_cents" bigint NOT NULL,
	"charges_cents" bigint NOT NULL,
	"entered_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simples_payroll_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "simples_revenue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"activity" "simples_activity" NOT NULL,
	"service_code" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text,
	"entered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simples_confirmations" ADD CONSTRAINT "simples_confirmations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simples_confirmations" ADD CONSTRAINT "simples_confirmations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simples_payroll" ADD CONSTRAINT "simples_payroll_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simples_payroll" ADD CONSTRAINT "simples_payroll_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simples_revenue_entries" ADD CONSTRAINT "simples_revenue_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simples_revenue_entries" ADD CONSTRAINT "simples_revenue_entries_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "simples_revenue_entries_key" ON "simples_revenue_entries" USING btree ("company_id","month","activity","service_code");--> statement-breakpoint
CREATE INDEX "simples_revenue_entries_company_month_idx" ON "simples_revenue_entries" USING btree ("company_id","month");