-- Decision 017: an import's content keys are looked up and inserted by (account, date, key), so
-- its new keys land beside each other instead of at random in the account's whole history;
-- the duplicate candidates read the account's rows of the import's days (list index).
DROP INDEX "bank_transactions_amount_idx";--> statement-breakpoint
DROP INDEX "bank_transactions_content_key";--> statement-breakpoint
DROP INDEX "bank_transactions_content_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_content_key" ON "bank_transactions" USING btree ("account_id","posted_on","content_key") WHERE dedupe_by = 'content';--> statement-breakpoint
CREATE INDEX "bank_transactions_content_idx" ON "bank_transactions" USING btree ("account_id","posted_on","content_key");