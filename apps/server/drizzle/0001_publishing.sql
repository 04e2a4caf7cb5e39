ALTER TABLE "episodes" ADD COLUMN "revision" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "source_audio_path" text;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "transcript_language" text;--> statement-breakpoint
ALTER TABLE "enclosure_downloads" ADD COLUMN "ranges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_feed_podcast_idx" ON "episodes" USING btree ("feed_id","podcast_id");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_guid_idx" ON "episodes" USING btree ("guid");