import { AI_DISCLOSURE_DEFAULT, type ShowTxtRecord } from '@podloom/contract';
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

export type ShowVisibility = 'public' | 'private';

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
    /** `podcast:locked`: other hosts may not import the feed without the owner's e-mail (the creator's choice). */
    locked: boolean('locked').notNull().default(true),
    /** `podcast:funding`: a support link and its words; null when the show has none. */
    fundingUrl: text('funding_url'),
    fundingText: text('funding_text').notNull().default(''),
    /** `podcast:txt` entries (`showTxtRecords`), e.g. a directory's ownership check. */
    txtRecords: jsonb('txt_records').$type<ShowTxtRecord[]>().notNull().default([]),
    /** Shown on the show's pages and at the end of each episode's description; empty turns it off. */
    aiDisclosure: text('ai_disclosure').notNull().default(AI_DISCLOSURE_DEFAULT),
    /**
     * `public` or `private`: a private show's feed, pages and sitemap entries are absent (404) and no directory is
     * pinged; its listeners read it through their personal feeds (`show_listeners`).
     */
    visibility: text('visibility').$type<ShowVisibility>().notNull().default('public'),
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
    /**
     * The show's page in a directory that has no listing field on the show (Overcast, Castbox, Podcast Index...);
     * Apple Podcasts, Spotify and Amazon Music keep theirs on the show, where the public pages read them.
     */
    listingUrl: text('listing_url'),
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

/** Episodes deleted with their show: their public pages answer 410 Gone rather than 404. */
export const retiredEpisodes = pgTable('retired_episodes', {
  episodeId: integer('episode_id').primaryKey(),
  feedId: uuid('feed_id').notNull(),
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
    /**
     * Set while the episode waits for its release (then `pubDate` is that time): off the feed, the public pages and
     * the sitemap until the release sweep clears it.
     */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    season: integer('season').notNull().default(1),
    episodeNumber: integer('episode_number'),
    pubDate: timestamp('pub_date', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('episodes_feed_idx').on(t.feedId),
    index('episodes_scheduled_idx').on(t.scheduledAt),
    uniqueIndex('episodes_feed_podcast_idx').on(t.feedId, t.podcastId),
    uniqueIndex('episodes_guid_idx').on(t.guid),
  ],
);
