import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from '../auth/auth.schema';
import { podcasts } from '../podcasts/podcasts.schema';
import type { EpisodeChapter, EpisodePerson } from './episode-chapters';

/**
 * A show: one hosted feed (`/feeds/{id}.xml`) with the fields of spec 000 §3 "RSS input"; a creator has many, and
 * each is submitted once to every directory it is on (`show_destinations`). The table keeps its first name so that
 * the feed URLs and `podcast:guid`s already handed to directories stay what they were.
 */
export const rssFeeds = pgTable(
  'rss_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lowercase letters, digits and hyphens; one per show of a creator. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    website: text('website').notNull(),
    copyrightHolder: text('copyright_holder').notNull().default(''),
    language: text('language').notNull().default('en-us'),
    author: text('author').notNull(),
    summary: text('summary').notNull().default(''),
    ownerName: text('owner_name').notNull().default(''),
    ownerEmail: text('owner_email').notNull(),
    explicit: boolean('explicit').notNull().default(false),
    imageUrl: text('image_url'),
    imagePath: text('image_path'),
    appleCategory: text('apple_category').notNull().default('Business'),
    /** The show's listings, pasted by the creator once each directory approves it; null when unknown. */
    appleUrl: text('apple_url'),
    spotifyUrl: text('spotify_url'),
    amazonUrl: text('amazon_url'),
    lastBuildDate: timestamp('last_build_date', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('rss_feeds_user_slug_idx').on(t.userId, t.slug)],
);

/** A directory a show was published to (spec 000 §7's platforms); listed once its listing link is saved. */
export const showDestinations = pgTable(
  'show_destinations',
  {
    showId: uuid('show_id')
      .notNull()
      .references(() => rssFeeds.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.showId, t.platform] })],
);

/**
 * Feed ids that no longer have a show of their own: merged into `movedTo` (the feed answers 301 Moved Permanently
 * with `<itunes:new-feed-url>`) or deleted (`movedTo` null: 410 Gone), so podcast apps and directories stop polling.
 */
export const retiredFeeds = pgTable('retired_feeds', {
  feedId: uuid('feed_id').primaryKey(),
  movedTo: uuid('moved_to').references(() => rssFeeds.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Episodes of deleted shows: their pages and embeds answer 410 Gone rather than an unknown page's 404. */
export const retiredEpisodes = pgTable('retired_episodes', {
  episodeId: integer('episode_id').primaryKey(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => rssFeeds.id, { onDelete: 'cascade' }),
    podcastId: integer('podcast_id').references(() => podcasts.id, { onDelete: 'set null' }),
    /**
     * The feed whose folder (and enclosure URLs) hold the episode's files when that is not its show: an episode
     * moved into a show when per-platform feeds were merged keeps the URLs podcast apps already have.
     */
    filesFeedId: uuid('files_feed_id'),
    /** Permanent: a re-render publishes a new enclosure under the same guid. */
    guid: uuid('guid').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Storage key of the episode's own copy of the MP3; its bytes never change. */
    audioPath: text('audio_path').notNull(),
    audioBytes: integer('audio_bytes').notNull(),
    /** Names the enclosure URL and the copied files; a new one per re-render. */
    revision: text('revision').notNull().default(''),
    /** The podcast's storage key the copy was made from, to tell a re-render from a re-publish. */
    sourceAudioPath: text('source_audio_path'),
    /** Language of the WebVTT and text transcripts stored beside the audio; null when there are none. */
    transcriptLanguage: text('transcript_language'),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Where each segment of the script starts in this revision's audio (`episodeChapters`), for the chapters file and ID3 tags. */
    chapters: jsonb('chapters').$type<EpisodeChapter[]>().notNull().default([]),
    /** Host and guests named in the script (`episodePersons`), for `podcast:person`. */
    persons: jsonb('persons').$type<EpisodePerson[]>().notNull().default([]),
    /** Set when the creator takes the episode off the feed and the public pages; its files stay. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    season: integer('season').notNull().default(1),
    episodeNumber: integer('episode_number'),
    pubDate: timestamp('pub_date', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('episodes_feed_idx').on(t.feedId),
    uniqueIndex('episodes_feed_podcast_idx').on(t.feedId, t.podcastId),
    uniqueIndex('episodes_guid_idx').on(t.guid),
  ],
);
