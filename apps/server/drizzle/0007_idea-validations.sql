CREATE TABLE "idea_validation_versions" (
	"validation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_validation_versions_validation_id_version_pk" PRIMARY KEY("validation_id","version"),
	CONSTRAINT "idea_validation_versions_version_positive" CHECK ("idea_validation_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "idea_validations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"business_type" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"overall" integer NOT NULL,
	"verdict" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_validations_verdict_known" CHECK ("idea_validations"."verdict" in ('promising', 'validateFurther', 'pivot')),
	CONSTRAINT "idea_validations_version_positive" CHECK ("idea_validations"."version" >= 1),
	CONSTRAINT "idea_validations_overall_range" CHECK ("idea_validations"."overall" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "validation_experiments" (
	"validation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "validation_experiments_validation_id_key_pk" PRIMARY KEY("validation_id","key")
);
--> statement-breakpoint
ALTER TABLE "idea_validation_versions" ADD CONSTRAINT "idea_validation_versions_validation_id_idea_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."idea_validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_validation_versions" ADD CONSTRAINT "idea_validation_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_validations" ADD CONSTRAINT "idea_validations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_experiments" ADD CONSTRAINT "validation_experiments_validation_id_idea_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."idea_validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_experiments" ADD CONSTRAINT "validation_experiments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_validation_versions_user_idx" ON "idea_validation_versions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idea_validations_user_updated_idx" ON "idea_validations" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "validation_experiments_user_idx" ON "validation_experiments" USING btree ("user_id");