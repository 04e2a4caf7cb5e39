import type { Db } from '../../../platform/db/client';
import { insertPodcast, type NewPodcast, type PodcastRow } from '../podcasts.repository';

/** Tests read and change rows directly, as the jobs do. */
export { findPodcast, insertPodcast, updatePodcast } from '../podcasts.repository';

/** A podcast with a short script, owned by the user, unless told otherwise (STYLE §9). */
export function createPodcast(db: Db, userId: number, overrides: Partial<NewPodcast> = {}): Promise<PodcastRow> {
  return insertPodcast(db, {
    userId,
    title: 'Bees',
    description: '',
    language: 'en-IN',
    status: 'script_ready',
    transcript: 'Asha: Welcome to the show.\nRavi: Thanks, Asha.',
    settings: {},
    ...overrides,
  });
}
