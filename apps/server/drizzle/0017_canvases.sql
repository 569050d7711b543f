CREATE TABLE "canvas_versions" (
	"canvas_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"business_type" text NOT NULL,
	"currency" text NOT NULL,
	"cards" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canvas_versions_canvas_id_version_pk" PRIMARY KEY("canvas_id","version"),
	CONSTRAINT "canvas_versions_version_positive" CHECK ("canvas_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "canvases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"business_type" text NOT NULL,
	"currency" text NOT NULL,
	"validation_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"card_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canvases_kind_known" CHECK ("canvases"."kind" in ('businessModel', 'lean')),
	CONSTRAINT "canvases_version_positive" CHECK ("canvases"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "canvas_versions" ADD CONSTRAINT "canvas_versions_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvas_versions" ADD CONSTRAINT "canvas_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvases" ADD CONSTRAINT "canvases_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvases" ADD CONSTRAINT "canvases_validation_id_idea_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."idea_validations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canvas_versions_user_idx" ON "canvas_versions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "canvases_user_updated_idx" ON "canvases" USING btree ("user_id","updated_at" DESC NULLS LAST);