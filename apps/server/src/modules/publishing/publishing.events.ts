import { z } from 'zod';
import { defineEvent } from '../../platform/events/domain-events';

/** Raised with the feed's new build date when an episode is published or changed: the feed is rebuilt from it. */
export const episodeChanged = defineEvent(
  'publishing.episode-changed',
  z.object({ feedId: z.string(), episodeId: z.number().int() }),
);
