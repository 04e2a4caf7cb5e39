import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from '../auth/auth.schema';
import { podcasts } from '../podcasts/podcasts.schema';
import type { EpisodeChapter, EpisodePerson } from './episode-chapters';

/** One hosted feed per user and platform (spec 000 §3 "RSS input"). */
export const rssFeeds = pgTable(
  'rss_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
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
  (t) => [uniqueIndex('rss_feeds_user_platform_idx').on(t.userId, t.platform)],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => rssFeeds.id, { onDelete: 'cascade' }),
    podcastId: integer('podcast_id').references(() => podcasts.id, { onDelete: 'set null' }),
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
