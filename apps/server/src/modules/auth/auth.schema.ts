import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased; the unique index makes the e-mail the account's name. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  givenName: text('given_name').notNull().default(''),
  familyName: text('family_name').notNull().default(''),
  /** E.164, e.g. +919876543210. */
  phoneNumber: text('phone_number'),
  /** With a plus, e.g. +91 (spec 001 §3 custom:country_code). */
  countryCode: text('country_code'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  googleSubject: text('google_subject').unique(),
  isCompany: boolean('is_company').notNull().default(false),
  /** Company sign-up's details (spec 001 §2), shown and edited on the profile; null when never given. */
  accountType: text('account_type', { enum: ['company', 'individual'] }),
  companyName: text('company_name'),
  designation: text('designation'),
  /** ISO 3166-1 alpha-2, e.g. IN. */
  country: text('country'),
  state: text('state'),
  ...timestamps,
});

/** Confirmation and reset codes: 6 digits, stored hashed, 15-minute expiry, 5 tries (DESIGN §5). */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'reset', 'delete'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Opaque refresh tokens, stored hashed, rotated on use; a reused one revokes its family (DESIGN §5). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const geolocationLogs = pgTable('geolocation_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  ipAddress: text('ip_address').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  sourceEvent: text('source_event').notNull().default('login'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export { timestamps };
