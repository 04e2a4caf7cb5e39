import { z } from 'zod';
import { defineEvent } from '../../platform/events/domain-events';

/**
 * Raised in the transaction that records a payment (subscription, transaction and invoice), so the buyer's receipt
 * is mailed exactly when a payment landed: a process that dies before mailing leaves the event for the sweep.
 */
export const paymentReceived = defineEvent(
  'billing.payment-received',
  z.object({
    userId: z.number().int(),
    orderId: z.string(),
    transactionId: z.number().int(),
  }),
);
