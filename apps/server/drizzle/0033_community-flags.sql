CREATE TABLE "community_flags" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_flags_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "community_flags_reason_known" CHECK ("community_flags"."reason" in ('spam', 'abuse', 'offTopic'))
);
--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_flags_user_idx" ON "community_flags" USING btree ("user_id","created_at");