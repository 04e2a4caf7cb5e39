-- Shows: one feed per show, many shows per creator. Per-platform feeds of a user with the same title become one
-- show (the oldest feed's id, URL and podcast:guid are the show's); the others answer 301 from retired_feeds.
CREATE TABLE "retired_feeds" (
	"feed_id" uuid PRIMARY KEY NOT NULL,
	"moved_to" uuid,
	"title" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_destinations" (
	"show_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_destinations_show_id_platform_pk" PRIMARY KEY("show_id","platform")
);
--> statement-breakpoint
DROP INDEX "rss_feeds_user_platform_idx";--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "files_feed_id" uuid;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "retired_feeds" ADD CONSTRAINT "retired_feeds_moved_to_rss_feeds_id_fk" FOREIGN KEY ("moved_to") REFERENCES "public"."rss_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_destinations" ADD CONSTRAINT "show_destinations_show_id_rss_feeds_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."rss_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each feed and the show it becomes: the oldest feed of the user with the same title (trimmed, any case).
CREATE TABLE "show_merge_map" AS
SELECT f.id AS feed_id,
	first_value(f.id) OVER (PARTITION BY f.user_id, lower(btrim(f.title)) ORDER BY f.created_at, f.id) AS show_id
FROM rss_feeds f;--> statement-breakpoint
INSERT INTO show_destinations (show_id, platform, created_at)
SELECT m.show_id, f.platform, min(f.created_at)
FROM rss_feeds f JOIN show_merge_map m ON m.feed_id = f.id
GROUP BY m.show_id, f.platform;--> statement-breakpoint
-- Listing links: the show's own, else the oldest merged feed's.
UPDATE rss_feeds s SET
	apple_url = coalesce(s.apple_url, (SELECT o.apple_url FROM rss_feeds o JOIN show_merge_map m ON m.feed_id = o.id
		WHERE m.show_id = s.id AND o.apple_url IS NOT NULL ORDER BY o.created_at, o.id LIMIT 1)),
	spotify_url = coalesce(s.spotify_url, (SELECT o.spotify_url FROM rss_feeds o JOIN show_merge_map m ON m.feed_id = o.id
		WHERE m.show_id = s.id AND o.spotify_url IS NOT NULL ORDER BY o.created_at, o.id LIMIT 1)),
	amazon_url = coalesce(s.amazon_url, (SELECT o.amazon_url FROM rss_feeds o JOIN show_merge_map m ON m.feed_id = o.id
		WHERE m.show_id = s.id AND o.amazon_url IS NOT NULL ORDER BY o.created_at, o.id LIMIT 1))
WHERE s.id IN (SELECT show_id FROM show_merge_map WHERE feed_id <> show_id);--> statement-breakpoint
-- One episode per show and podcast: a published one first, then the one already on the show's feed, then the oldest.
CREATE TABLE "episode_merge_map" AS
SELECT e.id AS episode_id,
	first_value(e.id) OVER (
		PARTITION BY m.show_id, coalesce(e.podcast_id, -e.id)
		ORDER BY (e.unpublished_at IS NULL) DESC, (e.feed_id = m.show_id) DESC, e.pub_date, e.id
	) AS kept_id
FROM episodes e JOIN show_merge_map m ON m.feed_id = e.feed_id;--> statement-breakpoint
-- Download and play history follows the episode kept; a listener's window (or day) already counted there stays one.
UPDATE enclosure_downloads d SET episode_id = x.kept_id
FROM episode_merge_map x
WHERE d.episode_id = x.episode_id AND x.kept_id <> x.episode_id
	AND NOT EXISTS (SELECT 1 FROM enclosure_downloads k
		WHERE k.episode_id = x.kept_id AND k.listener_hash = d.listener_hash AND k.window_start = d.window_start)
	AND d.id = (SELECT min(d2.id) FROM enclosure_downloads d2 JOIN episode_merge_map x2 ON x2.episode_id = d2.episode_id
		WHERE x2.kept_id = x.kept_id AND d2.listener_hash = d.listener_hash AND d2.window_start = d.window_start);--> statement-breakpoint
UPDATE player_plays p SET episode_id = x.kept_id
FROM episode_merge_map x
WHERE p.episode_id = x.episode_id AND x.kept_id <> x.episode_id
	AND NOT EXISTS (SELECT 1 FROM player_plays k
		WHERE k.episode_id = x.kept_id AND k.listener_hash = p.listener_hash AND k.day = p.day)
	AND p.id = (SELECT min(p2.id) FROM player_plays p2 JOIN episode_merge_map x2 ON x2.episode_id = p2.episode_id
		WHERE x2.kept_id = x.kept_id AND p2.listener_hash = p.listener_hash AND p2.day = p.day);--> statement-breakpoint
DELETE FROM episodes e USING episode_merge_map x WHERE e.id = x.episode_id AND x.kept_id <> x.episode_id;--> statement-breakpoint
-- Episodes moved into a show keep their files (and enclosure URLs) under the feed they were published to.
UPDATE episodes e SET files_feed_id = e.feed_id, feed_id = m.show_id
FROM show_merge_map m WHERE m.feed_id = e.feed_id AND m.show_id <> m.feed_id;--> statement-breakpoint
INSERT INTO retired_feeds (feed_id, moved_to, title)
SELECT m.feed_id, m.show_id, f.title FROM show_merge_map m JOIN rss_feeds f ON f.id = m.feed_id
WHERE m.feed_id <> m.show_id;--> statement-breakpoint
DELETE FROM rss_feeds f USING show_merge_map m WHERE f.id = m.feed_id AND m.feed_id <> m.show_id;--> statement-breakpoint
-- Slugs from titles; a second show with the same one gets a piece of its id.
UPDATE rss_feeds f SET slug = s.slug FROM (
	SELECT b.id, CASE WHEN row_number() OVER (PARTITION BY b.user_id, b.base ORDER BY b.created_at, b.id) = 1 THEN b.base
		ELSE b.base || '-' || left(b.id::text, 8) END AS slug
	FROM (SELECT id, user_id, created_at,
		coalesce(nullif(left(btrim(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), '-'), 60), ''), 'show') AS base
		FROM rss_feeds) b
) s WHERE s.id = f.id;--> statement-breakpoint
DROP TABLE "episode_merge_map";--> statement-breakpoint
DROP TABLE "show_merge_map";--> statement-breakpoint
ALTER TABLE "rss_feeds" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rss_feeds_user_slug_idx" ON "rss_feeds" USING btree ("user_id","slug");--> statement-breakpoint
ALTER TABLE "rss_feeds" DROP COLUMN "platform";
