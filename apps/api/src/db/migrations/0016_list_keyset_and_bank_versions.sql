CREATE TABLE "bank_data_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "bank_transactions_list_idx";--> statement-breakpoint
DROP INDEX "bank_transactions_company_posted_idx";--> statement-breakpoint
DROP INDEX "companies_track_created_idx";--> statement-breakpoint
DROP INDEX "nfs_requests_company_created_idx";--> statement-breakpoint
DROP INDEX "nfs_requests_status_created_idx";--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "nfs_requests_created_idx" ON "nfs_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bank_transactions_list_idx" ON "bank_transactions" USING btree ("company_id","account_id","posted_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bank_transactions_company_posted_idx" ON "bank_transactions" USING btree ("company_id","posted_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_track_created_idx" ON "companies" USING btree ("track_id","created_at","id");--> statement-breakpoint
CREATE INDEX "nfs_requests_company_created_idx" ON "nfs_requests" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "nfs_requests_status_created_idx" ON "nfs_requests" USING btree ("status","created_at","id");--> statement-breakpoint
-- Decision 017: every statement that writes bank_transactions bumps its companies' version
-- in the same transaction, so totals cached under a version are exact while it holds.
CREATE FUNCTION "bank_data_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bank_data_versions" ("company_id", "version")
  SELECT DISTINCT "company_id", 1 FROM "changed_rows"
  ON CONFLICT ("company_id") DO UPDATE SET "version" = "bank_data_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bank_transactions_version_insert" AFTER INSERT ON "bank_transactions"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bank_data_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "bank_transactions_version_update" AFTER UPDATE ON "bank_transactions"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bank_data_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "bank_transactions_version_delete" AFTER DELETE ON "bank_transactions"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bank_data_versions_bump"();
