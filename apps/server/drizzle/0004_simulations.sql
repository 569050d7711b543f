CREATE TABLE "simulation_months" (
	"simulation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"decisions" jsonb NOT NULL,
	"event_choice" text,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulation_months_simulation_id_month_pk" PRIMARY KEY("simulation_id","month"),
	CONSTRAINT "simulation_months_month_positive" CHECK ("simulation_months"."month" >= 1)
);
--> statement-breakpoint
CREATE TABLE "simulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"business_type" text NOT NULL,
	"setup" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"month" integer DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"score" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "simulations_status_known" CHECK ("simulations"."status" in ('active', 'finished', 'bankrupt')),
	CONSTRAINT "simulations_month_not_negative" CHECK ("simulations"."month" >= 0)
);
--> statement-breakpoint
ALTER TABLE "simulation_months" ADD CONSTRAINT "simulation_months_simulation_id_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."simulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_months" ADD CONSTRAINT "simulation_months_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulation_months_user_idx" ON "simulation_months" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "simulations_user_updated_idx" ON "simulations" USING btree ("user_id","updated_at" DESC NULLS LAST);