CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('pending', 'active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."branch_type" AS ENUM('matriz');--> statement-breakpoint
CREATE TYPE "public"."company_size" AS ENUM('MEI', 'ME', 'EPP', 'EMP', 'GE');--> statement-breakpoint
CREATE TYPE "public"."legal_nature" AS ENUM('on_person', 'private_limited', 'limited_liability');--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"plan_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" "payment_provider" NOT NULL,
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_reference" text NOT NULL,
	"checkout_url" text,
	"return_url" text,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"status" "subscription_status" DEFAULT 'pending' NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_subscription_id" text,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_nature" "legal_nature";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "size" "company_size";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "branch_type" "branch_type";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "main_cnae" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "secondary_cnaes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "partners" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_files" ADD CONSTRAINT "company_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_files" ADD CONSTRAINT "company_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_key" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "company_files_company_idx" ON "company_files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "companies_track_created_idx" ON "companies" USING btree ("track_id","created_at");--> statement-breakpoint
INSERT INTO "plans" ("slug", "name", "description", "price_cents", "features", "sort_order") VALUES
  ('mei', 'MEI', 'Para o microempreendedor individual que fatura até R$ 81 mil por ano.', 8900,
   '["Abertura ou migração do MEI sem custo extra","Guia DAS-MEI todo mês no aplicativo","Declaração anual (DASN-SIMEI)","Notas fiscais de serviço emitidas pelo contador","Atendimento por chat e e-mail"]'::jsonb, 1),
  ('servicos', 'Serviços', 'Para empresas de serviços no Simples Nacional, com pró-labore e Fator R acompanhados.', 24900,
   '["Abertura ou migração da empresa","Simples Nacional: apuração e guias","Pró-labore de até 2 sócios e cálculo do Fator R","Notas fiscais de serviço emitidas pelo contador","Conciliação do extrato bancário","Contador dedicado"]'::jsonb, 2),
  ('comercio', 'Comércio', 'Para comércio e indústria, com controle de estoque e ICMS.', 34900,
   '["Abertura ou migração da empresa","Simples Nacional com ICMS e substituição tributária","Pró-labore de até 2 sócios","Escrituração fiscal de entradas e saídas","Conciliação do extrato bancário","Contador dedicado"]'::jsonb, 3)
ON CONFLICT ("slug") DO NOTHING;
