CREATE TABLE "community_evidence" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"summary" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_evidence_kind_known" CHECK ("community_evidence"."kind" in ('simulation', 'validation', 'canvas', 'pitch'))
);
--> statement-breakpoint
ALTER TABLE "community_evidence" ADD CONSTRAINT "community_evidence_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;