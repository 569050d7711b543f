CREATE TABLE "community_post_search" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"config" text NOT NULL,
	"vector" "tsvector" NOT NULL,
	CONSTRAINT "community_post_search_config_known" CHECK (config in ('portuguese', 'english', 'spanish', 'french', 'german'))
);
--> statement-breakpoint
ALTER TABLE "community_post_search" ADD CONSTRAINT "community_post_search_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_post_search_vector_idx" ON "community_post_search" USING gin ("vector");--> statement-breakpoint
-- A post's words for search: its topic's title (given for the opening post alone) weighted A, its text B. The configuration is an argument, so the function is immutable; the app's writes, this backfill and the community benchmark's seeding all call it.
CREATE FUNCTION "community_search_vector"("config" regconfig, "title" text, "body" text) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT setweight(to_tsvector(config, coalesce(title, '')), 'A') || setweight(to_tsvector(config, body), 'B') $$;--> statement-breakpoint
-- The posts written before search, stemmed in their public space's language or, in a class's space, their author's (Portuguese when unknown); their Markdown as typed.
INSERT INTO "community_post_search" ("post_id", "config", "vector")
SELECT "p"."id", "c"."config", community_search_vector("c"."config"::regconfig, CASE WHEN "p"."number" = 1 THEN "t"."title" END, "p"."body")
FROM "community_posts" "p"
JOIN "community_topics" "t" ON "t"."id" = "p"."topic_id"
LEFT JOIN "user_preferences" "up" ON "up"."user_id" = "p"."author_id"
CROSS JOIN LATERAL (
	SELECT CASE coalesce(nullif(split_part("t"."space", '/', 1), 'class'), "up"."language")
		WHEN 'en-US' THEN 'english' WHEN 'es-ES' THEN 'spanish' WHEN 'fr-FR' THEN 'french' WHEN 'de-DE' THEN 'german'
		ELSE 'portuguese' END AS "config"
) "c"
WHERE "p"."deleted_at" IS NULL;
