CREATE TABLE "listener_downloads" (
	"listener_id" uuid NOT NULL,
	"episode_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	CONSTRAINT "listener_downloads_listener_id_episode_id_day_pk" PRIMARY KEY("listener_id","episode_id","day")
);
--> statement-breakpoint
CREATE TABLE "retired_listener_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"listener_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_listeners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"show_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"last_fetch_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_listeners_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "listener_downloads" ADD CONSTRAINT "listener_downloads_listener_id_show_listeners_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."show_listeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listener_downloads" ADD CONSTRAINT "listener_downloads_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_listener_tokens" ADD CONSTRAINT "retired_listener_tokens_listener_id_show_listeners_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."show_listeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_listeners" ADD CONSTRAINT "show_listeners_show_id_rss_feeds_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."rss_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "show_listeners_show_idx" ON "show_listeners" USING btree ("show_id");