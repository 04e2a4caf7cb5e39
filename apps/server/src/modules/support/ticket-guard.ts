import type { DbOrTx } from '../../platform/db/client';
import { holdLock } from '../../platform/db/locks';
import { tooManyRequests } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { countTicketsForEmail, countTicketsFromIp } from './support.repository';

const HOUR = 60 * 60 * 1000;

/**
 * createSupportTicket needs no login and mails the address it is given, so without limits it is a mail relay.
 * Counted from the stored tickets, so every server process sees the same numbers.
 */
export const SUPPORT_RATE_LIMITS = {
  /** Tickets one client address may send per hour (offices share addresses, so not fewer). */
  perIpPerHour: 5,
  /** Tickets that may name one e-mail address per hour, whoever sends them. */
  perEmailPerHour: 3,
  /** Acknowledgements one address receives per day; later tickets are stored and reach support without one. */
  acknowledgementsPerDay: 1,
} as const;

export const SUPPORT_LIMIT_MESSAGE =
  'You have sent several help requests in a short time. Please wait an hour and try again.';

export interface TicketPermission {
  /** Whether this ticket may mail its sender an acknowledgement. */
  acknowledge: boolean;
  /** Whether the sender is the logged-in owner of that confirmed address (only then is their text quoted back). */
  verifiedSender: boolean;
}

/** What support asks the accounts module: the confirmed address of a signed-in sender. */
export interface SupportAccounts {
  confirmedEmail(userId: number): Promise<string | null>;
}

/** Distinct namespace for pg_advisory_xact_lock(int, int): every ticket's count-and-insert, held until the commit. */
const TICKET_LOCK_NAMESPACE = 7_140_041;

/**
 * Serialises the tickets' count-and-insert (in every process: the lock is the database's), so two requests at once
 * cannot both take the last ticket or the day's one acknowledgement. One lock for all: tickets are rare and it is
 * held for two counts and an insert.
 */
export async function lockTicketLimits(tx: DbOrTx): Promise<void> {
  await holdLock(tx, TICKET_LOCK_NAMESPACE, 0);
}

/** Refuses a ticket over the hourly limits of its client address and of the address it names. */
export async function refuseOverLimits(
  services: { db: DbOrTx; log: AppServices['log'] },
  request: { ip: string; email: string },
  now = new Date(),
): Promise<void> {
  const { db, log } = services;
  const lastHour = new Date(now.getTime() - HOUR);
  const [fromIp, forEmail] = await Promise.all([
    countTicketsFromIp(db, request.ip, lastHour),
    countTicketsForEmail(db, request.email, lastHour),
  ]);
  if (fromIp >= SUPPORT_RATE_LIMITS.perIpPerHour || forEmail >= SUPPORT_RATE_LIMITS.perEmailPerHour) {
    log.info({ ip: request.ip, fromIp, forEmail }, 'support ticket refused: rate limit');
    throw tooManyRequests(SUPPORT_LIMIT_MESSAGE);
  }
}

/** Whether this ticket may mail its address an acknowledgement (one a day); asked under the lock. */
export async function mayAcknowledge(db: DbOrTx, email: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - 24 * HOUR);
  const acknowledged = await countTicketsForEmail(db, email, since, { acknowledged: true });
  return acknowledged < SUPPORT_RATE_LIMITS.acknowledgementsPerDay;
}

/** Whether the sender is the logged-in owner of that confirmed address (only then is their text quoted back). */
export async function isVerifiedSender(
  accounts: SupportAccounts,
  request: { email: string; userId: number | null },
): Promise<boolean> {
  const confirmedEmail = request.userId === null ? null : await accounts.confirmedEmail(request.userId);
  return confirmedEmail !== null && confirmedEmail === request.email.trim().toLowerCase();
}
