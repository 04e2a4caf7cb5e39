import { createHash } from 'node:crypto';
import {
  LISTENER_MAILS_PER_ADDRESS_PER_HOUR,
  LISTENER_MAILS_PER_SHOW_PER_HOUR,
  LISTENER_MESSAGES,
} from '@podloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitStore } from '../../../platform/rate-limits';

const HOUR = 60 * 60 * 1000;

/** Whether a listener mail may go out; when not, the sentence the creator reads. */
export type MailAllowance = { allowed: true } | { allowed: false; message: string };

/**
 * The listener-mail limits, counted in fixed one-hour windows by an atomic counter (one process: in memory; several:
 * Redis INCR), so two requests at once never both take the last mail. The address is counted first and the show only
 * for a mail its address still allows: flooding one address does not use up the show's mails to everyone else. A
 * mail the show's limit refuses gives its address's count back, so it does not use up one of the address's mails.
 */
export class ListenerMailLimit {
  constructor(
    private readonly store: RateLimitStore,
    private readonly log: FastifyBaseLogger,
    private readonly prefix: string,
  ) {}

  async take(email: string, showId: string): Promise<MailAllowance> {
    try {
      const addressKey = `${this.prefix}:address:${digest(email)}`;
      const address = await this.store.hit(addressKey, HOUR);
      if (address.count > LISTENER_MAILS_PER_ADDRESS_PER_HOUR) {
        return { allowed: false, message: LISTENER_MESSAGES.mailLimitAddress };
      }
      const show = await this.store.hit(`${this.prefix}:show:${showId}`, HOUR);
      if (show.count > LISTENER_MAILS_PER_SHOW_PER_HOUR) {
        await this.store.giveBack(addressKey);
        return { allowed: false, message: LISTENER_MESSAGES.mailLimitShow };
      }
      return { allowed: true };
    } catch (error) {
      // A counter out of reach sends nothing: the limit is what keeps the mail from being a weapon.
      this.log.error({ err: error }, 'listener mail limit store failed; mail not sent');
      return { allowed: false, message: LISTENER_MESSAGES.mailFailed };
    }
  }
}

/** Addresses are not kept in the counter store in the clear; the case of an address does not make a new one. */
function digest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}
