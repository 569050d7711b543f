CREATE TABLE "class_assignments" (
	"class_id" uuid NOT NULL,
	"work" text NOT NULL,
	"kind" text,
	"instructions" text NOT NULL,
	"rubric" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_assignments_class_id_work_pk" PRIMARY KEY("class_id","work"),
	CONSTRAINT "class_assignments_work_known" CHECK ("class_assignments"."work" in ('canvas', 'pitch'))
);
--> statement-breakpoint
CREATE TABLE "class_hand_ins" (
	"class_id" uuid NOT NULL,
	"work" text NOT NULL,
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"handed_in_by" uuid,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"handed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grade" jsonb,
	"graded_at" timestamp with time zone,
	CONSTRAINT "class_hand_ins_class_id_work_company_id_pk" PRIMARY KEY("class_id","work","company_id"),
	CONSTRAINT "class_hand_ins_version_positive" CHECK ("class_hand_ins"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "class_assignments" ADD CONSTRAINT "class_assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hand_ins" ADD CONSTRAINT "class_hand_ins_company_id_class_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."class_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hand_ins" ADD CONSTRAINT "class_hand_ins_handed_in_by_user_id_fk" FOREIGN KEY ("handed_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hand_ins" ADD CONSTRAINT "class_hand_ins_class_id_work_class_assignments_class_id_work_fk" FOREIGN KEY ("class_id","work") REFERENCES "public"."class_assignments"("class_id","work") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_hand_ins_by_idx" ON "class_hand_ins" USING btree ("handed_in_by");--> statement-breakpoint
-- The canvas asked for so far, and its hand-ins with their grades, become the first work of the kind.
INSERT INTO "class_assignments" ("class_id", "work", "kind", "instructions", "rubric", "updated_at")
SELECT "id", 'canvas', "canvas_assignment"->>'kind', "canvas_assignment"->>'instructions', "canvas_assignment"->'rubric', ("canvas_assignment"->>'updatedAt')::timestamptz
FROM "classes" WHERE "canvas_assignment" IS NOT NULL;--> statement-breakpoint
INSERT INTO "class_hand_ins" ("class_id", "work", "company_id", "id", "handed_in_by", "item_id", "version", "snapshot", "handed_in_at", "grade", "graded_at")
SELECT h."class_id", 'canvas', h."company_id", h."id", h."handed_in_by", h."canvas_id", h."version", h."canvas", h."handed_in_at", h."grade", h."graded_at"
FROM "class_canvas_hand_ins" h JOIN "class_assignments" a ON a."class_id" = h."class_id" AND a."work" = 'canvas';
