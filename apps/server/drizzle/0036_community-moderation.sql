CREATE TABLE "community_moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" uuid,
	"member_id" uuid,
	"post_id" uuid,
	"space" text,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_moderation_log_action_known" CHECK ("community_moderation_log"."action" in ('restore', 'delete', 'warn', 'silence', 'suspend', 'lift'))
);
--> statement-breakpoint
CREATE TABLE "community_post_reviews" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"requested_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_sanctions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_sanctions_kind_known" CHECK ("community_sanctions"."kind" in ('silence', 'suspend'))
);
--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_moderator_id_user_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_reviews" ADD CONSTRAINT "community_post_reviews_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_sanctions" ADD CONSTRAINT "community_sanctions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_moderation_log_space_idx" ON "community_moderation_log" USING btree ("space","created_at");--> statement-breakpoint
CREATE INDEX "community_moderation_log_created_idx" ON "community_moderation_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "community_post_reviews_open_idx" ON "community_post_reviews" USING btree ("requested_at") WHERE "community_post_reviews"."requested_at" is not null;--> statement-breakpoint
-- Posts members flagged before reviews were kept wait for one.
INSERT INTO "community_post_reviews" ("post_id", "requested_at")
SELECT "post_id", min("created_at") FROM "community_flags" GROUP BY "post_id";
