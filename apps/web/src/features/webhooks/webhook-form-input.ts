import { createWebhookEndpointInput, WEBHOOK_EVENTS } from '@podloom/contract';

/** What each event tells, for the form's checkboxes. */
export const WEBHOOK_EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'script.ready': 'script.ready: a script is written',
  'audio.ready': 'audio.ready: a render is ready to hear',
  'episode.published': 'episode.published: an episode reaches its feed',
  'clip.ready': 'clip.ready: a clip is rendered',
  'render.failed': 'render.failed: a render could not be made',
};

/** The form's values checked as the server checks them: the input, or the first sentence to show. */
export function checkWebhookForm(url: string, events: string[]) {
  const parsed = createWebhookEndpointInput.safeParse({ url, events });
  if (parsed.success) return { input: { url: parsed.data.url, events: parsed.data.events }, problem: null };
  return { input: null, problem: parsed.error.issues[0]?.message ?? 'Please check the form.' };
}

/** A delivery's answer as the log shows it: the status code, or why the address could not be reached. */
export function deliveryOutcome(delivery: { lastStatus?: number | null; lastResponse?: string | null }): string {
  const excerpt = (delivery.lastResponse ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
  if (delivery.lastStatus != null) return excerpt ? `${delivery.lastStatus} · ${excerpt}` : `${delivery.lastStatus}`;
  return excerpt || 'Not tried yet';
}

/** A pending delivery due within this long is watched closely: its answer is on its way. */
const DUE_SOON_MS = 60_000;

/**
 * How often the open log asks again: every 3 s while a pending delivery is due within a minute (being sent, or about
 * to be retried), every 30 s while the next try is further off, not at all once nothing is pending.
 */
export function deliveriesRefreshMs(
  deliveries: readonly { status: string; nextAttemptAt?: string | null }[],
  now: number,
): number | false {
  const due = deliveries
    .filter((delivery) => delivery.status === 'pending')
    .map((delivery) => (delivery.nextAttemptAt ? Date.parse(delivery.nextAttemptAt) : now));
  if (due.length === 0) return false;
  return Math.min(...due) - now <= DUE_SOON_MS ? 3000 : 30_000;
}

export { WEBHOOK_EVENTS };
