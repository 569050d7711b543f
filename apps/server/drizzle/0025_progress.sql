CREATE TABLE "competence_evidence" (
	"user_id" uuid NOT NULL,
	"competence" text NOT NULL,
	"fingerprint" text NOT NULL,
	"success" boolean NOT NULL,
	"strong" boolean NOT NULL,
	"source" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competence_evidence_user_id_competence_fingerprint_pk" PRIMARY KEY("user_id","competence","fingerprint"),
	CONSTRAINT "competence_evidence_competence_known" CHECK ("competence_evidence"."competence" in ('cash', 'pricing', 'growth', 'risk', 'learning', 'validation', 'pitching', 'canvas'))
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"achievement" text NOT NULL,
	"source" jsonb,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_pk" PRIMARY KEY("user_id","achievement")
);
--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "replay_of" jsonb;--> statement-breakpoint
ALTER TABLE "competence_evidence" ADD CONSTRAINT "competence_evidence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_achievements_earned_idx" ON "user_achievements" USING btree ("user_id","earned_at" DESC NULLS LAST);