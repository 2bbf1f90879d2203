CREATE TYPE "public"."payment_kind" AS ENUM('charge', 'referral_credit');--> statement-breakpoint
CREATE TYPE "public"."invite_role" AS ENUM('company-admin', 'company-member');--> statement-breakpoint
CREATE TYPE "public"."partner_enrolment_status" AS ENUM('sent', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "email_change_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "invite_role" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" uuid,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"resent_count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"status" "partner_enrolment_status" DEFAULT 'sent' NOT NULL,
	"status_reason" text,
	"submitted_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"fields" jsonb NOT NULL,
	"website_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "support_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"target_user_id" uuid NOT NULL,
	"company_ids" uuid[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" "payment_kind" DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "referred_company_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_enrolments" ADD CONSTRAINT "partner_enrolments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_enrolments" ADD CONSTRAINT "partner_enrolments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_enrolments" ADD CONSTRAINT "partner_enrolments_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_tokens_token_hash_key" ON "email_change_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_token_hash_key" ON "invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invites_company_idx" ON "invites" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_email_idx" ON "invites" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_enrolments_open_key" ON "partner_enrolments" USING btree ("company_id","partner_id") WHERE "partner_enrolments"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "partner_enrolments_partner_idx" ON "partner_enrolments" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "support_grants_user_idx" ON "support_grants" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "support_grants_company_idx" ON "support_grants" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "support_sessions_target_idx" ON "support_sessions" USING btree ("target_user_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_referred_company_id_companies_id_fk" FOREIGN KEY ("referred_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_referral_credit_key" ON "payments" USING btree ("kind","referred_company_id");--> statement-breakpoint
CREATE INDEX "users_indicated_by_idx" ON "users" USING btree ("indicated_by");--> statement-breakpoint
INSERT INTO "partners" ("slug", "name", "description", "benefits", "fields", "website_url") VALUES
  ('duca', 'Duca Benefícios',
   'A Duca Benefícios é uma corretora parceira que monta planos de saúde e odontológicos empresariais para pequenas empresas, a partir de 2 vidas, inclusive para o MEI. Envie os dados abaixo e um consultor da Duca entra em contato com uma cotação, sem compromisso.',
   ARRAY['Planos de saúde empresariais a partir de 2 vidas, inclusive para o MEI', 'Plano odontológico sem carência para consultas e limpeza', 'Cotação com várias operadoras em até 2 dias úteis', 'Consultor dedicado para incluir e excluir dependentes'],
   '[{"key":"responsibleName","label":"Nome do responsável","type":"text","required":true},{"key":"email","label":"E-mail para contato","type":"email","required":true},{"key":"phone","label":"Celular","type":"phone","required":true},{"key":"cnpj","label":"CNPJ da empresa","type":"cnpj","required":true},{"key":"lives","label":"Quantas pessoas (titulares e dependentes)","type":"select","required":true,"options":["2 a 5","6 a 10","11 a 29","30 ou mais"]},{"key":"interest","label":"Interesse","type":"select","required":true,"options":["Saúde","Odontológico","Saúde e odontológico"]},{"key":"notes","label":"Observações","type":"textarea","required":false}]'::jsonb,
   NULL);
