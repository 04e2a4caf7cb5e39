CREATE TABLE "player_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL,
	"listener_hash" text NOT NULL,
	"day" text NOT NULL,
	"source" text NOT NULL,
	"listened_seconds" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "chapters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "persons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_plays" ADD CONSTRAINT "player_plays_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_plays_listener_day_idx" ON "player_plays" USING btree ("episode_id","listener_hash","day");--> statement-breakpoint
CREATE INDEX "player_plays_episode_idx" ON "player_plays" USING btree ("episode_id","started_at");