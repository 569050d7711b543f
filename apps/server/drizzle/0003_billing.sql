CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "checkouts_plan_paid" CHECK ("checkouts"."plan" in ('basic', 'pro', 'enterprise')),
	CONSTRAINT "checkouts_status_known" CHECK ("checkouts"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "checkouts_amount_not_negative" CHECK ("checkouts"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_plan_known" CHECK ("invoices"."plan" in ('free', 'basic', 'pro', 'enterprise')),
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('paid', 'open', 'failed')),
	CONSTRAINT "invoices_amount_not_negative" CHECK ("invoices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"pending_plan" text,
	"currency" text,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_known" CHECK ("subscriptions"."plan" in ('free', 'basic', 'pro', 'enterprise')),
	CONSTRAINT "subscriptions_pending_plan_known" CHECK ("subscriptions"."pending_plan" is null or "subscriptions"."pending_plan" in ('free', 'basic', 'pro', 'enterprise')),
	CONSTRAINT "subscriptions_status_known" CHECK ("subscriptions"."status" in ('active', 'trialing', 'past_due')),
	CONSTRAINT "subscriptions_period_order" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start")
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"user_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"simulations" integer DEFAULT 0 NOT NULL,
	"validations" integer DEFAULT 0 NOT NULL,
	"ai_consultations" integer DEFAULT 0 NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_counters_user_id_period_start_pk" PRIMARY KEY("user_id","period_start"),
	CONSTRAINT "usage_counters_not_negative" CHECK ("usage_counters"."simulations" >= 0 and "usage_counters"."validations" >= 0 and "usage_counters"."ai_consultations" >= 0 and "usage_counters"."reports" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_user_created_idx" ON "checkouts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_provider_session_idx" ON "checkouts" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_invoice_idx" ON "invoices" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_idx" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
-- Accounts made before plans existed start on Free with a first period from today.
INSERT INTO "subscriptions" ("user_id", "current_period_start", "current_period_end")
SELECT "id", now(), now() + interval '30 days' FROM "user"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "usage_counters" ("user_id", "period_start")
SELECT "user_id", "current_period_start" FROM "subscriptions"
ON CONFLICT DO NOTHING;
