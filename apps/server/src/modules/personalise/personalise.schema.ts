import { guestUpload, personaliseAnswers } from '@podloom/contract';
import { integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { users } from '../auth/auth.schema';

/** A stored guest document: where the file is, and the text the source extractor found in it. */
export const storedGuestUpload = guestUpload.extend({ key: z.string(), text: z.string() });
export type StoredGuestUpload = z.infer<typeof storedGuestUpload>;

/**
 * personalisation_answers.answers: the Personalise form (spec 001 §3) as last autosaved, and the guest documents of
 * step 3, one key per form. Parsed wherever a row is read (`readPersonalisation`).
 */
export const personalisationAnswerMap = personaliseAnswers.partial().extend({
  // One top-level key per form, so saving one never overwrites the other (rows are merged with jsonb ||).
  'upload:knowledge': storedGuestUpload.optional(),
  'upload:voice-script': storedGuestUpload.optional(),
});
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
