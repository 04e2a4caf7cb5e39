import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { supportTickets } from './support.schema';

export type NewSupportTicket = typeof supportTickets.$inferInsert;

export async function insertSupportTicket(db: DbOrTx, ticket: NewSupportTicket) {
  const [row] = await db.insert(supportTickets).values(ticket).returning();
  if (!row) throw new Error('support ticket insert returned no row');
  return row;
}

export async function findSupportTicket(db: Db, ticketId: string) {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.ticketId, ticketId)).limit(1);
  return row ?? null;
}

/** Tickets sent from one client address since `since` (the address is kept in the ticket's metadata). */
export async function countTicketsFromIp(db: DbOrTx, ip: string, since: Date): Promise<number> {
  return db.$count(
    supportTickets,
    and(sql`${supportTickets.metadata}->>'ip' = ${ip}`, gt(supportTickets.createdAt, since)),
  );
}

/** Tickets naming one e-mail address since `since`; `acknowledged` counts only those that mailed it. */
export async function countTicketsForEmail(
  db: DbOrTx,
  email: string,
  since: Date,
  options: { acknowledged?: boolean } = {},
): Promise<number> {
  return db.$count(
    supportTickets,
    and(
      sql`lower(${supportTickets.email}) = ${email.toLowerCase()}`,
      gt(supportTickets.createdAt, since),
      options.acknowledged ? sql`${supportTickets.metadata}->>'acknowledged' = 'true'` : undefined,
    ),
  );
}
