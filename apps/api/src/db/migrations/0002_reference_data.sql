CREATE TYPE "public"."simples_annex" AS ENUM('I', 'II', 'III', 'IV', 'V');--> statement-breakpoint
CREATE TYPE "public"."simples_situation" AS ENUM('allowed', 'barred', 'ambiguous');--> statement-breakpoint
CREATE TABLE "cnae_activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"cnae_code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnae_subclasses" (
	"code" text PRIMARY KEY NOT NULL,
	"formatted_code" text NOT NULL,
	"description" text NOT NULL,
	"class_code" text NOT NULL,
	"class_description" text NOT NULL,
	"group_code" text NOT NULL,
	"group_description" text NOT NULL,
	"division_code" text NOT NULL,
	"division_description" text NOT NULL,
	"section_code" text NOT NULL,
	"section_description" text NOT NULL,
	"notes" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"simples_situation" "simples_situation" NOT NULL,
	"simples_annex" "simples_annex",
	"simples_fator_r" boolean,
	"simples_legal_basis" text NOT NULL,
	"is_simples_annex_official" boolean DEFAULT false NOT NULL,
	"simples_annex_source" text NOT NULL,
	"is_allowed_mei" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mei_occupations" (
	"id" integer PRIMARY KEY NOT NULL,
	"occupation" text NOT NULL,
	"cnae_code" text NOT NULL,
	"description" text NOT NULL,
	"is_subject_to_iss" boolean NOT NULL,
	"is_subject_to_icms" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"ibge_code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uf" text NOT NULL,
	"uf_code" smallint NOT NULL,
	"is_capital" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"ddd" smallint NOT NULL,
	"timezone" text NOT NULL,
	"siafi_code" text NOT NULL,
	"alternate_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"slug" text NOT NULL,
	"search_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_data_versions" (
	"dataset" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simples_annex_brackets" (
	"annex" "simples_annex" NOT NULL,
	"bracket" smallint NOT NULL,
	"revenue_from_cents" bigint NOT NULL,
	"revenue_to_cents" bigint NOT NULL,
	"nominal_rate_bps" integer NOT NULL,
	"deduction_cents" bigint NOT NULL,
	"tax_split_bps" jsonb NOT NULL,
	CONSTRAINT "simples_annex_brackets_annex_bracket_pk" PRIMARY KEY("annex","bracket")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"uf" text PRIMARY KEY NOT NULL,
	"ibge_code" smallint NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cnae_activities" ADD CONSTRAINT "cnae_activities_cnae_code_cnae_subclasses_code_fk" FOREIGN KEY ("cnae_code") REFERENCES "public"."cnae_subclasses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mei_occupations" ADD CONSTRAINT "mei_occupations_cnae_code_cnae_subclasses_code_fk" FOREIGN KEY ("cnae_code") REFERENCES "public"."cnae_subclasses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_uf_states_uf_fk" FOREIGN KEY ("uf") REFERENCES "public"."states"("uf") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cnae_activities_cnae_code_idx" ON "cnae_activities" USING btree ("cnae_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cnae_subclasses_formatted_code_key" ON "cnae_subclasses" USING btree ("formatted_code");--> statement-breakpoint
CREATE INDEX "cnae_subclasses_division_code_idx" ON "cnae_subclasses" USING btree ("division_code");--> statement-breakpoint
CREATE INDEX "cnae_subclasses_search_text_trgm_idx" ON "cnae_subclasses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mei_occupations_occupation_key" ON "mei_occupations" USING btree ("occupation");--> statement-breakpoint
CREATE INDEX "mei_occupations_cnae_code_idx" ON "mei_occupations" USING btree ("cnae_code");--> statement-breakpoint
CREATE UNIQUE INDEX "municipalities_slug_uf_key" ON "municipalities" USING btree ("slug","uf");--> statement-breakpoint
CREATE INDEX "municipalities_uf_idx" ON "municipalities" USING btree ("uf");--> statement-breakpoint
CREATE INDEX "municipalities_search_name_trgm_idx" ON "municipalities" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "states_ibge_code_key" ON "states" USING btree ("ibge_code");