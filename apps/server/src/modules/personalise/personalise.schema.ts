import { integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

export const personalisationAnswers = pgTable('personalisation_answers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })
    .unique(),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
