import { RunTimers } from '../../api/generation-run';

/** How long the status page waits for a payment the gateway has not settled yet (a webhook still on its way). */
export const PENDING_RECHECK_MS = 2_000;
export const PENDING_RECHECKS = 5;

/**
 * Spec 001 §4 "Payment status page": success when order verification returns SUCCESS, otherwise failure. A payment
 * still PENDING right after checkout is asked again a few times before it counts as failed; one that came back with a
 * checkout error (`reason`) is not waited for. An error counts as failure (spec 001 §8: logged).
 */
export async function verifyPayment(
  orderId: string,
  options: { verify: (orderId: string) => Promise<string>; reason?: string | null; timers?: RunTimers },
): Promise<'success' | 'failure'> {
  const timers = options.timers ?? new RunTimers();
  for (let attempt = 0; ; attempt++) {
    let status: string;
    try {
      status = await options.verify(orderId);
    } catch (error) {
      console.error('The payment could not be verified.', error);
      return 'failure';
    }
    if (status === 'SUCCESS') return 'success';
    if (status !== 'PENDING' || options.reason || attempt >= PENDING_RECHECKS) return 'failure';
    if (!(await timers.wait(PENDING_RECHECK_MS))) return 'failure';
  }
}
