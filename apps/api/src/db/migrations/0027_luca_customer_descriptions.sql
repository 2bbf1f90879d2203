-- Decision 015, ninth round: Luca's training descriptions in owners' words (reference data, PROVENANCE.md).
CREATE TABLE "luca_customer_descriptions" (
	"id" integer PRIMARY KEY NOT NULL,
	"cnae_code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "luca_customer_descriptions" ADD CONSTRAINT "luca_customer_descriptions_cnae_code_cnae_subclasses_code_fk" FOREIGN KEY ("cnae_code") REFERENCES "public"."cnae_subclasses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "luca_customer_descriptions_cnae_code_idx" ON "luca_customer_descriptions" USING btree ("cnae_code");