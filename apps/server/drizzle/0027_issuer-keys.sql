CREATE TABLE "issuer_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "issuer_keys_one_in_use" ON "issuer_keys" USING btree ((true)) WHERE "issuer_keys"."retired_at" is null;