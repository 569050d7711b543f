CREATE TABLE "community_review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"business_type" text NOT NULL,
	"summary" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "community_review_requests_kind_known" CHECK ("community_review_requests"."kind" in ('validation', 'pitch'))
);
--> statement-breakpoint
CREATE TABLE "community_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"ratings" jsonb NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_review_requests" ADD CONSTRAINT "community_review_requests_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reviews" ADD CONSTRAINT "community_reviews_request_id_community_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."community_review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reviews" ADD CONSTRAINT "community_reviews_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_review_requests_queue_idx" ON "community_review_requests" USING btree ("business_type","created_at") WHERE "community_review_requests"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "community_review_requests_open_idx" ON "community_review_requests" USING btree ("source_id") WHERE "community_review_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "community_review_requests_author_idx" ON "community_review_requests" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_reviews_once_idx" ON "community_reviews" USING btree ("request_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "community_reviews_reviewer_idx" ON "community_reviews" USING btree ("reviewer_id");