import { RunTimers } from '../../api/generation-run';

/** Spec 001 §9: the order status is polled every 10 000 ms while checkout is open. */
export const PAYMENT_POLL_MS = 10_000;

/** Spec 001 §4 step 5: the checkout code that means the buyer closed or backed out; it changes nothing. */
export const PAYMENT_ABORTED = 'payment_aborted';

/** What a checkout (the sandbox page or the gateway's SDK) reported, in one shape. */
export type CheckoutResult = { kind: 'paid' } | { kind: 'error'; code: string } | { kind: 'none' };

export interface PaymentWatchOptions {
  orderId: string;
  /** The order's transaction status: SUCCESS, FAILED or PENDING. */
  readStatus: (orderId: string) => Promise<string>;
  /** Where the flow ends: a /payment-status address. */
  navigate: (to: string) => void;
  intervalMs?: number;
}

/** `/payment-status?order_id={id}`, with `&reason={code}` when the checkout reported an error (spec 001 §4). */
export function paymentStatusPath(orderId: string, reason?: string): string {
  const query = new URLSearchParams({ order_id: orderId });
  if (reason) query.set('reason', reason);
  return `/payment-status?${query.toString()}`;
}

/**
 * Spec 001 §4 "Payment flow", steps 3 to 7, for one order while its checkout modal is open: the status is polled every
 * 10 s (a settled status ends the flow at /payment-status), closing the modal stops polling, an error code other than
 * payment_aborted goes to /payment-status with the reason, a paid result goes there without, and a checkout that
 * reports nothing leaves it to polling. Polling errors are only logged (spec 001 §8). The flow navigates at most once.
 */
export class PaymentWatch {
  private readonly timers = new RunTimers();
  private state: 'idle' | 'watching' | 'done' = 'idle';

  constructor(private readonly options: PaymentWatchOptions) {}

  get active(): boolean {
    return this.state === 'watching';
  }

  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'watching';
    void this.poll();
  }

  /** Step 4: closing the modal stops polling. */
  close(): void {
    this.stop();
  }

  /** Steps 5 to 7. */
  settle(result: CheckoutResult): void {
    if (this.state === 'done' || result.kind === 'none') return;
    if (result.kind === 'error') {
      if (result.code === PAYMENT_ABORTED) return;
      this.finish(paymentStatusPath(this.options.orderId, result.code));
      return;
    }
    this.finish(paymentStatusPath(this.options.orderId));
  }

  private async poll(): Promise<void> {
    const { orderId, readStatus, intervalMs = PAYMENT_POLL_MS } = this.options;
    while (this.state === 'watching') {
      if (!(await this.timers.wait(intervalMs))) return;
      let status: string;
      try {
        status = await readStatus(orderId);
      } catch (error) {
        console.error('Could not read the payment status; trying again shortly.', error);
        continue;
      }
      // Step 3 names FAILED; a payment that succeeded while the modal is open ends the same way.
      if (this.state === 'watching' && (status === 'FAILED' || status === 'SUCCESS')) {
        this.finish(paymentStatusPath(orderId));
      }
    }
  }

  private finish(to: string): void {
    this.stop();
    this.options.navigate(to);
  }

  private stop(): void {
    this.state = 'done';
    this.timers.cancelAll();
  }
}
