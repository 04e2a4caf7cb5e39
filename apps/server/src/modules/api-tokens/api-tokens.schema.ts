import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

/**
 * Personal API tokens: shown once, stored as a SHA-256 hash (the token is 32 random bytes, so a slow hash adds
 * nothing), listed with their last use, revoked by setting revoked_at.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Some of read, write and publish, in that order. */
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters after plm_, so a list can tell tokens apart. */
    hint: text('hint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);
