import { z } from 'zod';
import { defineEvent } from '../../platform/events/domain-events';

/**
 * Raised in the transaction that stores a finished render. It carries the rendered seconds, so usage (billing's
 * minutes) is counted from the event and a render is never counted twice or lost.
 */
export const renderFinished = defineEvent(
  'audio.render-finished',
  z.object({
    podcastId: z.number().int(),
    userId: z.number().int(),
    refId: z.string(),
    renderedSeconds: z.number().nonnegative(),
  }),
);
