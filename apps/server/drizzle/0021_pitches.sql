CREATE TABLE "pitch_analyses" (
	"pitch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"parts" jsonb NOT NULL,
	"score" integer NOT NULL,
	"result" jsonb NOT NULL,
	"drill" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitch_analyses_pitch_id_number_pk" PRIMARY KEY("pitch_id","number"),
	CONSTRAINT "pitch_analyses_number_positive" CHECK ("pitch_analyses"."number" >= 1),
	CONSTRAINT "pitch_analyses_score_range" CHECK ("pitch_analyses"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"validation_id" uuid,
	"simulation_id" uuid,
	"parts" jsonb NOT NULL,
	"drafted" jsonb NOT NULL,
	"analyses" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitches_kind_known" CHECK ("pitches"."kind" in ('investor', 'elevator', 'class')),
	CONSTRAINT "pitches_analyses_counted" CHECK ("pitches"."analyses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pitch_analyses" ADD CONSTRAINT "pitch_analyses_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_analyses" ADD CONSTRAINT "pitch_analyses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_validation_id_idea_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."idea_validations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_simulation_id_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."simulations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitch_analyses_user_idx" ON "pitch_analyses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pitches_user_updated_idx" ON "pitches" USING btree ("user_id","updated_at" DESC NULLS LAST);