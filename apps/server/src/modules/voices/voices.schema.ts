import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../auth/auth.schema';

/** The built-in voice catalogue (userId null) and each user's cloned voices. */
export const voices = pgTable(
  'voices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Stable key sent by the browser as host_voice / guest_voice. */
    optionKey: text('option_key').notNull().unique(),
    provider: text('provider', { enum: ['espeak', 'openai', 'elevenlabs', 'gemini'] }).notNull(),
    providerVoiceId: text('provider_voice_id').notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    languageCode: text('language_code').notNull(),
    voiceType: text('voice_type', { enum: ['Basic', 'Premium', 'Ultra', 'Neural'] }).notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    samplePath: text('sample_path'),
    ...timestamps,
  },
  (t) => [index('voices_language_idx').on(t.languageCode)],
);
