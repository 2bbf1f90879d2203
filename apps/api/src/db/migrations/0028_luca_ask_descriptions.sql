-- Decision 015, thirteenth round: Luca's training descriptions for when to ask (reference data, PROVENANCE.md).
CREATE TABLE "luca_ask_descriptions" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"cnae_codes" text[] NOT NULL,
	"description" text NOT NULL
);
