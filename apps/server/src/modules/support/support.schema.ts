import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

/** Spec 001 §3 "Support ticket", stored for real. */
export const supportTickets = pgTable('support_tickets', {
  id: serial('id').primaryKey(),
  ticketId: text('ticket_id').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  issueType: text('issue_type').notNull(),
  priorityLevel: text('priority_level').notNull(),
  description: text('description').notNull(),
  screenshotPath: text('screenshot_path'),
  status: text('status').notNull().default('pending'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
