import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Spec 000 §3 "Feature option": language, speakers, category, duration, tone, audio_format, quality_of_audio. */
export const featureOptions = pgTable(
  'feature_options',
  {
    id: serial('id').primaryKey(),
    featureKey: text('feature_key').notNull(),
    optionKey: text('option_key').notNull(),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull(),
  },
  (t) => [uniqueIndex('feature_options_key_idx').on(t.featureKey, t.optionKey)],
);

export const popularTopics = pgTable('popular_topics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ranking: integer('ranking').notNull(),
});
