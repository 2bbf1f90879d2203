-- Extensions used by search indexes (CNAE, municipalities). They must exist before
-- any migration that builds a gin_trgm_ops index or an unaccent expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
