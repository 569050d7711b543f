CREATE TABLE "class_canvas_hand_ins" (
	"class_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"handed_in_by" uuid,
	"canvas_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"canvas" jsonb NOT NULL,
	"handed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grade" jsonb,
	"graded_at" timestamp with time zone,
	CONSTRAINT "class_canvas_hand_ins_class_id_company_id_pk" PRIMARY KEY("class_id","company_id"),
	CONSTRAINT "class_canvas_hand_ins_version_positive" CHECK ("class_canvas_hand_ins"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "canvas_assignment" jsonb;--> statement-breakpoint
ALTER TABLE "class_canvas_hand_ins" ADD CONSTRAINT "class_canvas_hand_ins_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_canvas_hand_ins" ADD CONSTRAINT "class_canvas_hand_ins_company_id_class_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."class_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_canvas_hand_ins" ADD CONSTRAINT "class_canvas_hand_ins_handed_in_by_user_id_fk" FOREIGN KEY ("handed_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_canvas_hand_ins_by_idx" ON "class_canvas_hand_ins" USING btree ("handed_in_by");