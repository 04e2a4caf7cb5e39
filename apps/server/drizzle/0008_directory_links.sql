ALTER TABLE "rss_feeds" ADD COLUMN "apple_url" text;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "spotify_url" text;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "amazon_url" text;