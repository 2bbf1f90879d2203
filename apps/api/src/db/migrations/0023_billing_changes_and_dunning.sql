CREATE TABLE "billing_dunning_steps" (
	"subscription_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"past_due_since" timestamp with time zone NOT NULL,
	"step" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_dunning_steps_subscription_id_past_due_since_step_pk" PRIMARY KEY("subscription_id","past_due_since","step")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit_applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit_applied_reference" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancellation_note" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_dunning_steps" ADD CONSTRAINT "billing_dunning_steps_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_dunning_steps" ADD CONSTRAINT "billing_dunning_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_dunning_steps_company_idx" ON "billing_dunning_steps" USING btree ("company_id");