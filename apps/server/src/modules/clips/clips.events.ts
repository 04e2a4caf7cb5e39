import { z } from 'zod';
import { defineEvent } from '../../platform/events/domain-events';

const clipFacts = z.object({
  clipId: z.number().int(),
  podcastId: z.number().int(),
  userId: z.number().int(),
  refId: z.string(),
  soundbite: z.boolean(),
});

/** Raised in the transaction that marks a clip's MP4 stored: webhooks send clip.ready, feeds show a soundbite. */
export const clipReady = defineEvent('clips.clip-ready', clipFacts);

/** Raised in the transaction that deletes a clip: a feed that offered it as a soundbite is built again. */
export const clipDeleted = defineEvent('clips.clip-deleted', clipFacts);
