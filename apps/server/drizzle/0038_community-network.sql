CREATE TABLE "community_blocks" (
	"user_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_blocks_user_id_blocked_id_pk" PRIMARY KEY("user_id","blocked_id"),
	CONSTRAINT "community_blocks_not_self" CHECK ("community_blocks"."user_id" <> "community_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "community_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_member_id" uuid,
	"second_member_id" uuid,
	"first_read_at" timestamp with time zone,
	"second_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_follows" (
	"user_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_follows_user_id_followee_id_pk" PRIMARY KEY("user_id","followee_id"),
	CONSTRAINT "community_follows_not_self" CHECK ("community_follows"."user_id" <> "community_follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "community_message_reports" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "community_message_reports_message_id_user_id_pk" PRIMARY KEY("message_id","user_id"),
	CONSTRAINT "community_message_reports_reason_known" CHECK ("community_message_reports"."reason" in ('spam', 'abuse', 'offTopic'))
);
--> statement-breakpoint
CREATE TABLE "community_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_mutes" (
	"user_id" uuid NOT NULL,
	"muted_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_mutes_user_id_muted_id_pk" PRIMARY KEY("user_id","muted_id"),
	CONSTRAINT "community_mutes_not_self" CHECK ("community_mutes"."user_id" <> "community_mutes"."muted_id")
);
--> statement-breakpoint
CREATE TABLE "community_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"business_type" text,
	"stage" text,
	"seeks" text DEFAULT '' NOT NULL,
	"offers" text DEFAULT '' NOT NULL,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_profiles_business_type_known" CHECK ("community_profiles"."business_type" in ('ecommerce', 'retail', 'service', 'saas', 'food', 'other')),
	CONSTRAINT "community_profiles_stage_known" CHECK ("community_profiles"."stage" in ('idea', 'validating', 'launched', 'growing'))
);
--> statement-breakpoint
ALTER TABLE "community_moderation_log" DROP CONSTRAINT "community_moderation_log_action_known";--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "community_blocks" ADD CONSTRAINT "community_blocks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_blocks" ADD CONSTRAINT "community_blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_conversations" ADD CONSTRAINT "community_conversations_first_member_id_user_id_fk" FOREIGN KEY ("first_member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_conversations" ADD CONSTRAINT "community_conversations_second_member_id_user_id_fk" FOREIGN KEY ("second_member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_follows" ADD CONSTRAINT "community_follows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_follows" ADD CONSTRAINT "community_follows_followee_id_user_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_message_reports" ADD CONSTRAINT "community_message_reports_message_id_community_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."community_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_message_reports" ADD CONSTRAINT "community_message_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_messages" ADD CONSTRAINT "community_messages_conversation_id_community_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."community_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_messages" ADD CONSTRAINT "community_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_mutes" ADD CONSTRAINT "community_mutes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_mutes" ADD CONSTRAINT "community_mutes_muted_id_user_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_profiles" ADD CONSTRAINT "community_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_blocks_blocked_idx" ON "community_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_conversations_pair_idx" ON "community_conversations" USING btree ("first_member_id","second_member_id");--> statement-breakpoint
CREATE INDEX "community_conversations_first_idx" ON "community_conversations" USING btree ("first_member_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "community_conversations_second_idx" ON "community_conversations" USING btree ("second_member_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "community_follows_followee_idx" ON "community_follows" USING btree ("followee_id");--> statement-breakpoint
CREATE INDEX "community_message_reports_open_idx" ON "community_message_reports" USING btree ("created_at") WHERE "community_message_reports"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "community_messages_conversation_idx" ON "community_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "community_messages_sender_idx" ON "community_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_mutes_muted_idx" ON "community_mutes" USING btree ("muted_id");--> statement-breakpoint
CREATE INDEX "community_profiles_directory_idx" ON "community_profiles" USING btree ("updated_at","user_id") WHERE "community_profiles"."visible";--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_message_id_community_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."community_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_action_known" CHECK ("community_moderation_log"."action" in ('restore', 'delete', 'warn', 'silence', 'suspend', 'lift', 'dismiss'));