import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { episodes, rssFeeds } from '../publishing.schema';

/**
 * A listener of a private show: a personal feed URL whose token is never stored. The token is an HMAC of the
 * listener's id and `tokenSalt` under the app's secret, so the creator can see the URL again while the database
 * alone does not give it away; `tokenHash` (SHA-256 of the token) finds the listener from a request.
 */
export const showListeners = pgTable(
  'show_listeners',
  {
    id: uuid('id').primaryKey(),
    showId: uuid('show_id')
      .notNull()
      .references(() => rssFeeds.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Random; a rotation replaces it, which changes the token and every signed enclosure link. */
    tokenSalt: text('token_salt').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    lastFetchAt: timestamp('last_fetch_at', { withTimezone: true }),
    /** Set by a revocation: the personal feed answers 410 and its enclosure links are refused. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('show_listeners_show_idx').on(t.showId)],
);

/** Tokens replaced by a rotation: their feed answers 410 Gone rather than 404, so podcast apps stop polling. */
export const retiredListenerTokens = pgTable('retired_listener_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  listenerId: uuid('listener_id')
    .notNull()
    .references(() => showListeners.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A listener's download of an episode, counted once per listener, episode and UTC day. */
export const listenerDownloads = pgTable(
  'listener_downloads',
  {
    listenerId: uuid('listener_id')
      .notNull()
      .references(() => showListeners.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    day: timestamp('day', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listenerId, t.episodeId, t.day] })],
);
