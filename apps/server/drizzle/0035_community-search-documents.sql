-- The search documents carry their post's and topic's filters, so a search ranks in one table. Added empty, filled from the posts and topics, then required.
ALTER TABLE "community_post_search" ADD COLUMN "topic_id" uuid;--> statement-breakpoint
ALTER TABLE "community_post_search" ADD COLUMN "space" text;--> statement-breakpoint
ALTER TABLE "community_post_search" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "community_post_search" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "community_post_search" ADD COLUMN "opening" boolean;--> statement-breakpoint
ALTER TABLE "community_post_search" ADD COLUMN "hidden" boolean;--> statement-breakpoint
ALTER TABLE "community_post_search" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
-- A deleted topic's replies are never found: they have no document.
DELETE FROM "community_post_search" "s" USING "community_posts" "p", "community_topics" "t"
WHERE "p"."id" = "s"."post_id" AND "t"."id" = "p"."topic_id" AND "t"."deleted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "community_post_search" "s"
SET "topic_id" = "p"."topic_id", "space" = "t"."space", "class_id" = "t"."class_id", "author_id" = "p"."author_id",
	"opening" = "p"."number" = 1, "hidden" = "p"."hidden_at" IS NOT NULL, "created_at" = "p"."created_at"
FROM "community_posts" "p" JOIN "community_topics" "t" ON "t"."id" = "p"."topic_id"
WHERE "p"."id" = "s"."post_id";--> statement-breakpoint
ALTER TABLE "community_post_search" ALTER COLUMN "topic_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "community_post_search" ALTER COLUMN "space" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "community_post_search" ALTER COLUMN "opening" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "community_post_search" ALTER COLUMN "hidden" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "community_post_search" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "community_post_search" ADD CONSTRAINT "community_post_search_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_search" ADD CONSTRAINT "community_post_search_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_post_search_topic_idx" ON "community_post_search" USING btree ("topic_id");
