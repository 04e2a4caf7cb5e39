import { integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { users } from '../auth/auth.schema';

/**
 * personalisation_answers.answers: question key → answer. No code reads or writes a row yet (the personalise wizard
 * of spec 000 §2 sends nothing); whoever wires it narrows the answers here and parses them where it reads a row.
 */
export const personalisationAnswerMap = z.record(z.string(), z.unknown());
export type PersonalisationAnswerMap = z.infer<typeof personalisationAnswerMap>;

export const personalisationAnswers = pgTable('personalisation_answers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })
    .unique(),
  answers: jsonb('answers').$type<PersonalisationAnswerMap>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
