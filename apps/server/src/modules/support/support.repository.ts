import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { supportTickets } from './support.schema';

export type NewSupportTicket = typeof supportTickets.$inferInsert;

export async function insertSupportTicket(db: Db, ticket: NewSupportTicket) {
  const [row] = await db.insert(supportTickets).values(ticket).returning();
  if (!row) throw new Error('support ticket insert returned no row');
  return row;
}

export async function findSupportTicket(db: Db, ticketId: string) {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.ticketId, ticketId)).limit(1);
  return row ?? null;
}
