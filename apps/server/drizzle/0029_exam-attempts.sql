CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"level" text NOT NULL,
	"setup" jsonb NOT NULL,
	"decisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answers" jsonb,
	"score" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "exam_attempts_status_known" CHECK ("exam_attempts"."status" in ('open', 'submitted', 'abandoned', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open" ON "exam_attempts" USING btree ("user_id") WHERE "exam_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "exam_attempts_user_started_idx" ON "exam_attempts" USING btree ("user_id","started_at");