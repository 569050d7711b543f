CREATE TABLE "class_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"level" text NOT NULL,
	"seed" bigint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "class_exam_id" uuid;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "class_exams" ADD CONSTRAINT "class_exams_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_exams_one_open" ON "class_exams" USING btree ("class_id") WHERE "class_exams"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "class_exams_class_idx" ON "class_exams" USING btree ("class_id","opened_at");--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_class_exam_id_class_exams_id_fk" FOREIGN KEY ("class_exam_id") REFERENCES "public"."class_exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_once_per_class_exam" ON "exam_attempts" USING btree ("class_exam_id","user_id");