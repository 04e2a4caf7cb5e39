import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { users } from '../auth/auth.schema';

/** support_tickets.metadata: where the ticket came from, for whoever answers it. */
export const ticketMetadata = z.object({
  userAgent: z.string(),
  ip: z.string(),
  screenshotName: z.string().nullable(),
  /** Whether this ticket mailed its sender an acknowledgement (at most one a day per address). */
  acknowledged: z.boolean().optional(),
});
export type TicketMetadata = z.infer<typeof ticketMetadata>;

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
  metadata: jsonb('metadata').$type<TicketMetadata>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
