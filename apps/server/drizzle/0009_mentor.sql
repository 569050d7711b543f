CREATE TABLE "mentor_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"persona" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_conversations_persona_known" CHECK ("mentor_conversations"."persona" in ('eva', 'max', 'leo', 'bia'))
);
--> statement-breakpoint
CREATE TABLE "mentor_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"persona" text,
	"mode" text DEFAULT 'answer' NOT NULL,
	"content" text NOT NULL,
	"engine" text,
	"fallback" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_messages_role_known" CHECK ("mentor_messages"."role" in ('user', 'assistant')),
	CONSTRAINT "mentor_messages_mode_known" CHECK ("mentor_messages"."mode" in ('answer', 'board')),
	CONSTRAINT "mentor_messages_status_known" CHECK ("mentor_messages"."status" in ('complete', 'interrupted')),
	CONSTRAINT "mentor_messages_engine_known" CHECK ("mentor_messages"."engine" is null or "mentor_messages"."engine" in ('builtIn', 'openai', 'anthropic'))
);
--> statement-breakpoint
ALTER TABLE "mentor_conversations" ADD CONSTRAINT "mentor_conversations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_messages" ADD CONSTRAINT "mentor_messages_conversation_id_mentor_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."mentor_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_messages" ADD CONSTRAINT "mentor_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_conversations_user_updated_idx" ON "mentor_conversations" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mentor_messages_conversation_created_idx" ON "mentor_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "mentor_messages_user_idx" ON "mentor_messages" USING btree ("user_id");