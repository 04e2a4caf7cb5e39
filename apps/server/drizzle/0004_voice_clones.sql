CREATE TABLE "voice_clone_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"option_key" text NOT NULL,
	"consented" boolean NOT NULL,
	"statement" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voices" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voices" ADD COLUMN "measures" jsonb;--> statement-breakpoint
ALTER TABLE "voice_clone_consents" ADD CONSTRAINT "voice_clone_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_clone_consents_user_idx" ON "voice_clone_consents" USING btree ("user_id");