CREATE TABLE "reconciliation_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"nfs_request_id" uuid,
	"document_id" uuid,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simples_confirmations" ADD COLUMN "guide_document_id" uuid;--> statement-breakpoint
ALTER TABLE "simples_payroll" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "simples_payroll" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "simples_payroll" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reconciliation_matches" ADD CONSTRAINT "reconciliation_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_matches" ADD CONSTRAINT "reconciliation_matches_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_matches" ADD CONSTRAINT "reconciliation_matches_nfs_request_id_nfs_requests_id_fk" FOREIGN KEY ("nfs_request_id") REFERENCES "public"."nfs_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_matches" ADD CONSTRAINT "reconciliation_matches_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_matches" ADD CONSTRAINT "reconciliation_matches_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_matches_transaction_key" ON "reconciliation_matches" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_matches_note_key" ON "reconciliation_matches" USING btree ("nfs_request_id") WHERE nfs_request_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_matches_document_key" ON "reconciliation_matches" USING btree ("document_id") WHERE document_id is not null;--> statement-breakpoint
ALTER TABLE "simples_confirmations" ADD CONSTRAINT "simples_confirmations_guide_document_id_documents_id_fk" FOREIGN KEY ("guide_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simples_payroll" ADD CONSTRAINT "simples_payroll_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;