import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../auth/auth.schema';
import type { CloneMeasures } from './clone/clone-measures';

/** The built-in voice catalogue (userId null) and each user's cloned voices. */
export const voices = pgTable(
  'voices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Stable key sent by the browser as host_voice / guest_voice. */
    optionKey: text('option_key').notNull().unique(),
    provider: text('provider', {
      enum: ['espeak', 'flite', 'openai', 'elevenlabs', 'gemini', 'local', 'speech-server'],
    }).notNull(),
    providerVoiceId: text('provider_voice_id').notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    languageCode: text('language_code').notNull(),
    voiceType: text('voice_type', { enum: ['Basic', 'Premium', 'Ultra', 'Neural', 'Custom'] }).notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    samplePath: text('sample_path'),
    /** A clone not yet named (the modal names it after the preview): its owner's lists leave it out. */
    draft: boolean('draft').notNull().default(false),
    /** An offline clone's measures of its recording (`cloneMeasures`), kept so a new gender can re-tune it. */
    measures: jsonb('measures').$type<CloneMeasures>(),
    ...timestamps,
  },
  (t) => [index('voices_language_idx').on(t.languageCode)],
);

/**
 * The consent given for each clone: the answer, when and from which address. Kept when the voice is
 * deleted (it records what was agreed at the time), removed with the account.
 */
export const voiceCloneConsents = pgTable(
  'voice_clone_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The clone's option key (no foreign key: the record outlives the voice). */
    optionKey: text('option_key').notNull(),
    consented: boolean('consented').notNull(),
    /** The sentence the user ticked, word for word. */
    statement: text('statement').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('voice_clone_consents_user_idx').on(t.userId)],
);

/**
 * Each user's pronunciation dictionary: a word or phrase and how to say it (a plain respelling such as "pod loom"),
 * for every language (`language` empty) or one (a language option key's prefix, e.g. `en`). Applied to the text every
 * engine is given at render time and in previews.
 */
export const pronunciations = pgTable(
  'pronunciations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sayAs: text('say_as').notNull(),
    language: text('language').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('pronunciations_user_idx').on(t.userId)],
);
