CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source" text NOT NULL,
	"connection_id" uuid,
	"kind" text NOT NULL,
	"bank_id" text,
	"branch_id" text,
	"account_number" text NOT NULL,
	"match_key" text NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"balance_cents" bigint,
	"balance_date" date,
	"last_imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"tokens_encrypted" text NOT NULL,
	"expires_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"size" integer,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped_duplicates" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"ignored_balance_rows" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"source" text NOT NULL,
	"fit_id" text,
	"content_key" text NOT NULL,
	"dedupe_by" text NOT NULL,
	"posted_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"bank_type" text,
	"name" text,
	"memo" text,
	"description" text NOT NULL,
	"counterpart_key" text NOT NULL,
	"check_number" text,
	"tax_category_id" uuid,
	"category_rule_id" uuid,
	"duplicate_of_id" uuid,
	"duplicate_status" text,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"match" text NOT NULL,
	"tax_category_id" uuid NOT NULL,
	"applied_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "tax_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_connection_id_bank_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD CONSTRAINT "bank_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD CONSTRAINT "bank_connections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_tax_category_id_tax_categories_id_fk" FOREIGN KEY ("tax_category_id") REFERENCES "public"."tax_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_category_rule_id_category_rules_id_fk" FOREIGN KEY ("category_rule_id") REFERENCES "public"."category_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_duplicate_of_id_bank_transactions_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."bank_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_rules" ADD CONSTRAINT "category_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_rules" ADD CONSTRAINT "category_rules_tax_category_id_tax_categories_id_fk" FOREIGN KEY ("tax_category_id") REFERENCES "public"."tax_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_rules" ADD CONSTRAINT "category_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_company_match_key" ON "bank_accounts" USING btree ("company_id","match_key");--> statement-breakpoint
CREATE INDEX "bank_connections_company_idx" ON "bank_connections" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bank_imports_company_idx" ON "bank_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_fit_key" ON "bank_transactions" USING btree ("account_id","fit_id") WHERE dedupe_by = 'fit';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_content_key" ON "bank_transactions" USING btree ("account_id","content_key") WHERE dedupe_by = 'content';--> statement-breakpoint
CREATE INDEX "bank_transactions_content_idx" ON "bank_transactions" USING btree ("account_id","content_key");--> statement-breakpoint
CREATE INDEX "bank_transactions_list_idx" ON "bank_transactions" USING btree ("company_id","account_id","posted_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "bank_transactions_company_posted_idx" ON "bank_transactions" USING btree ("company_id","posted_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "bank_transactions_counterpart_idx" ON "bank_transactions" USING btree ("company_id","counterpart_key");--> statement-breakpoint
CREATE INDEX "bank_transactions_amount_idx" ON "bank_transactions" USING btree ("account_id","amount_cents","posted_on");--> statement-breakpoint
CREATE INDEX "bank_transactions_duplicate_of_idx" ON "bank_transactions" USING btree ("duplicate_of_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_rules_company_match_key" ON "category_rules" USING btree ("company_id","match");--> statement-breakpoint
INSERT INTO "tax_categories" ("code", "name", "kind") VALUES
  ('1.01', 'Receita de serviços', 'revenue'),
  ('1.02', 'Receita de vendas de mercadorias', 'revenue'),
  ('1.03', 'Rendimentos de aplicações financeiras', 'revenue'),
  ('1.04', 'Juros e descontos recebidos', 'revenue'),
  ('1.09', 'Outras receitas', 'revenue'),
  ('2.01', 'Fornecedores e compras de mercadorias', 'expense'),
  ('2.02', 'Serviços de terceiros', 'expense'),
  ('2.03', 'Salários e folha de pagamento', 'expense'),
  ('2.04', 'Pró-labore', 'expense'),
  ('2.05', 'Benefícios (vale-transporte, alimentação, saúde)', 'expense'),
  ('2.06', 'Aluguel e condomínio', 'expense'),
  ('2.07', 'Energia, água, telefone e internet', 'expense'),
  ('2.08', 'Software, sistemas e assinaturas', 'expense'),
  ('2.09', 'Honorários contábeis, jurídicos e de consultoria', 'expense'),
  ('2.10', 'Marketing e publicidade', 'expense'),
  ('2.11', 'Viagens, transporte e combustível', 'expense'),
  ('2.12', 'Material de escritório e de consumo', 'expense'),
  ('2.13', 'Manutenção e reparos', 'expense'),
  ('2.14', 'Seguros', 'expense'),
  ('2.15', 'Tarifas bancárias', 'expense'),
  ('2.16', 'Juros, multas e IOF pagos', 'expense'),
  ('2.17', 'Máquinas, equipamentos e móveis', 'expense'),
  ('2.99', 'Outras despesas', 'expense'),
  ('3.01', 'DAS - Simples Nacional', 'tax'),
  ('3.02', 'ISS', 'tax'),
  ('3.03', 'ICMS', 'tax'),
  ('3.04', 'INSS e contribuições previdenciárias', 'tax'),
  ('3.05', 'FGTS', 'tax'),
  ('3.06', 'IRPJ e CSLL', 'tax'),
  ('3.07', 'PIS e COFINS', 'tax'),
  ('3.08', 'IRRF retido', 'tax'),
  ('3.09', 'Taxas, licenças e outros tributos', 'tax'),
  ('4.01', 'Transferência entre contas próprias', 'transfer'),
  ('4.02', 'Aplicação financeira', 'transfer'),
  ('4.03', 'Resgate de aplicação financeira', 'transfer'),
  ('4.04', 'Pagamento de fatura do cartão de crédito', 'transfer'),
  ('4.05', 'Empréstimo ou financiamento recebido', 'transfer'),
  ('4.06', 'Pagamento de empréstimo ou financiamento', 'transfer'),
  ('5.01', 'Aporte de capital dos sócios', 'equity'),
  ('5.02', 'Distribuição de lucros', 'equity'),
  ('5.03', 'Empréstimo de sócio à empresa', 'equity'),
  ('5.04', 'Devolução de empréstimo a sócio', 'equity')
ON CONFLICT ("code") DO NOTHING;
