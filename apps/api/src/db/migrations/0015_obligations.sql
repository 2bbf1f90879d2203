CREATE TABLE "company_obligations" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "company_obligations_company_id_kind_period_pk" PRIMARY KEY("company_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "company_obligations" ADD CONSTRAINT "company_obligations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_obligations" ADD CONSTRAINT "company_obligations_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;