import { z } from 'zod';
import { defineEvent } from '../../platform/events/domain-events';

/** Raised with the feed's new build date when an episode is published or changed: the feed is rebuilt from it. */
export const episodeChanged = defineEvent(
  'publishing.episode-changed',
  z.object({ feedId: z.string(), episodeId: z.number().int() }),
);

/** Raised with the episode's feed change when a podcast is published (or published again) to a show. */
export const episodePublished = defineEvent(
  'publishing.episode-published',
  z.object({
    userId: z.number().int(),
    podcastId: z.number().int(),
    episodeId: z.number().int(),
    showId: z.string(),
    title: z.string(),
    guid: z.string(),
  }),
);
