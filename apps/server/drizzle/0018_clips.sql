CREATE TABLE "clips" (
	"id" serial PRIMARY KEY NOT NULL,
	"podcast_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ref_id" uuid NOT NULL,
	"from_line" integer NOT NULL,
	"to_line" integer NOT NULL,
	"start_time" numeric NOT NULL,
	"duration" numeric NOT NULL,
	"aspect" text NOT NULL,
	"soundbite" boolean DEFAULT false NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"storage_key" text,
	"bytes" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clips_ref_id_unique" UNIQUE("ref_id")
);
--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clips_podcast_idx" ON "clips" USING btree ("podcast_id","created_at");