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

/** Refuses a ticket over the limits; otherwise says which mails it may cause. */
export async function checkTicketLimits(
  services: Pick<AppServices, 'db' | 'log'>,
  accounts: SupportAccounts,
  request: { ip: string; email: string; userId: number | null },
  now = new Date(),
): Promise<TicketPermission> {
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
  const acknowledged = await countTicketsForEmail(db, request.email, new Date(now.getTime() - 24 * HOUR), {
    acknowledged: true,
  });
  const confirmedEmail = request.userId === null ? null : await accounts.confirmedEmail(request.userId);
  return {
    acknowledge: acknowledged < SUPPORT_RATE_LIMITS.acknowledgementsPerDay,
    verifiedSender: confirmedEmail !== null && confirmedEmail === request.email.trim().toLowerCase(),
  };
}
