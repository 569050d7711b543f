CREATE TABLE "class_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"alias" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"state" jsonb NOT NULL,
	"pending" jsonb,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"profit_cents" bigint DEFAULT 0 NOT NULL,
	"market_share" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_companies_status_known" CHECK ("class_companies"."status" in ('active', 'finished', 'bankrupt', 'left'))
);
--> statement-breakpoint
CREATE TABLE "class_company_months" (
	"company_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"decisions" jsonb NOT NULL,
	"held" boolean NOT NULL,
	"slice" double precision,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_company_months_company_id_month_pk" PRIMARY KEY("company_id","month"),
	CONSTRAINT "class_company_months_month_positive" CHECK ("class_company_months"."month" >= 1)
);
--> statement-breakpoint
CREATE TABLE "class_members" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_members_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_rounds" (
	"class_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"closed_by" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_rounds_class_id_month_pk" PRIMARY KEY("class_id","month"),
	CONSTRAINT "class_rounds_closed_by_known" CHECK ("class_rounds"."closed_by" in ('teacher', 'deadline'))
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"setup" jsonb NOT NULL,
	"market_mode" text NOT NULL,
	"grouping" text NOT NULL,
	"team_size" integer,
	"schedule" text NOT NULL,
	"round_days" integer,
	"show_names" boolean DEFAULT true NOT NULL,
	"join_code" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"month" integer DEFAULT 0 NOT NULL,
	"deadline_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_market_mode_known" CHECK ("classes"."market_mode" in ('solo', 'shared')),
	CONSTRAINT "classes_grouping_known" CHECK ("classes"."grouping" in ('individual', 'teams')),
	CONSTRAINT "classes_schedule_known" CHECK ("classes"."schedule" in ('manual', 'deadlines')),
	CONSTRAINT "classes_status_known" CHECK ("classes"."status" in ('open', 'finished')),
	CONSTRAINT "classes_month_not_negative" CHECK ("classes"."month" >= 0)
);
--> statement-breakpoint
ALTER TABLE "class_announcements" ADD CONSTRAINT "class_announcements_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_companies" ADD CONSTRAINT "class_companies_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_company_months" ADD CONSTRAINT "class_company_months_company_id_class_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."class_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_company_id_class_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."class_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_rounds" ADD CONSTRAINT "class_rounds_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_announcements_class_idx" ON "class_announcements" USING btree ("class_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "class_companies_alias_idx" ON "class_companies" USING btree ("class_id","alias");--> statement-breakpoint
CREATE INDEX "class_members_user_idx" ON "class_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_members_company_idx" ON "class_members" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_join_code_idx" ON "classes" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "classes_owner_idx" ON "classes" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "classes_deadline_idx" ON "classes" USING btree ("deadline_at") WHERE "classes"."status" = 'open' and "classes"."deadline_at" is not null;