CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"show_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sources" text[] NOT NULL,
	"cadence" text NOT NULL,
	"weekday" integer,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"settings" jsonb NOT NULL,
	"auto_publish" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_items" (
	"series_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"run_id" integer,
	CONSTRAINT "series_items_series_id_kind_value_pk" PRIMARY KEY("series_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "series_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"message" text,
	"due_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"podcast_id" integer,
	"script_ref_id" text,
	"audio_ref_id" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_show_id_rss_feeds_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."rss_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_items" ADD CONSTRAINT "series_items_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_items" ADD CONSTRAINT "series_items_run_id_series_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."series_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_runs" ADD CONSTRAINT "series_runs_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_runs" ADD CONSTRAINT "series_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_runs" ADD CONSTRAINT "series_runs_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_user_idx" ON "series" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "series_due_idx" ON "series" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "series_items_run_idx" ON "series_items" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "series_runs_series_idx" ON "series_runs" USING btree ("series_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "series_runs_due_idx" ON "series_runs" USING btree ("series_id","due_at");--> statement-breakpoint
CREATE INDEX "series_runs_script_idx" ON "series_runs" USING btree ("script_ref_id");--> statement-breakpoint
CREATE INDEX "series_runs_audio_idx" ON "series_runs" USING btree ("audio_ref_id");