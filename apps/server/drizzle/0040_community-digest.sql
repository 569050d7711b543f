ALTER TABLE "user_settings" ADD COLUMN "community_digest" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "community_digest_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "community_digest_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_settings_community_digest_due_idx" ON "user_settings" USING btree ("community_digest_due_at") WHERE "user_settings"."community_digest_due_at" is not null;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_community_digest_known" CHECK ("user_settings"."community_digest" in ('off', 'daily', 'weekly'));