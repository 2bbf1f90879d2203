-- Decision 019: money travels in reais. The step payloads kept in company_steps.payload
-- are what the API sends back, so their money fields move from integer centavos to
-- decimal reais: the opening's share capital and the registration guide's amount.
UPDATE "company_steps"
SET "payload" = ("payload" - 'shareCapitalCents')
  || jsonb_build_object('shareCapital', round(("payload"->>'shareCapitalCents')::numeric / 100, 2))
WHERE "step_id" = 'pre-registration' AND jsonb_typeof("payload"->'shareCapitalCents') = 'number';
--> statement-breakpoint
UPDATE "company_steps"
SET "payload" = ("payload" - 'amountCents')
  || jsonb_build_object('amount', round(("payload"->>'amountCents')::numeric / 100, 2))
WHERE "step_id" = 'awaiting-guide' AND jsonb_typeof("payload"->'amountCents') = 'number';
