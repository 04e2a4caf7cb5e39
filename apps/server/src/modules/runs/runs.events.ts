import { z } from 'zod';
import { defineEvent } from '../../platform/events/domain-events';

/**
 * Raised in the transaction that records a job's end, whatever its kind: whoever must hear of finished work (the
 * webhooks) subscribes to it, and none of it is lost to a crash.
 */
export const runFinished = defineEvent(
  'runs.run-finished',
  z.object({
    refId: z.string(),
    /** The kind's name: script, audio, mixdown. */
    kind: z.string(),
    userId: z.number().int(),
    podcastId: z.number().int(),
    outcome: z.enum(['succeeded', 'failed']),
    /** A failure's sentence. */
    reason: z.string().optional(),
  }),
);
