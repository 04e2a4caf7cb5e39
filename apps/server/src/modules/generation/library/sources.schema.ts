import { SOURCE_KINDS } from '@podloom/contract';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.schema';

/** A user's source library: material kept as extracted plain text, used by the scripts that choose it. */
export const sources = pgTable(
  'sources',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: SOURCE_KINDS }).notNull(),
    /** The web address (url, research) or the file's name (file); null for pasted text. */
    address: text('address'),
    text: text('text').notNull(),
    words: integer('words').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sources_user_created_idx').on(t.userId, t.createdAt)],
);
