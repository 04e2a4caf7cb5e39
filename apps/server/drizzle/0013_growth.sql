ALTER TABLE "episodes" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "locked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "funding_url" text;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "funding_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "txt_records" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "ai_disclosure" text DEFAULT 'Voices in this show are AI-generated.' NOT NULL;--> statement-breakpoint
CREATE INDEX "episodes_scheduled_idx" ON "episodes" USING btree ("scheduled_at");