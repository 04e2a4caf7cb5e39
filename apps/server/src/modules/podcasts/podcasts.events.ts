import { z } from 'zod';
import { defineEvent } from '../../platform/events/domain-events';

/** Raised in the transaction that deletes a podcast; its files are removed by the handler (at least once). */
export const podcastDeleted = defineEvent(
  'podcasts.podcast-deleted',
  z.object({ podcastId: z.number().int(), userId: z.number().int() }),
);
