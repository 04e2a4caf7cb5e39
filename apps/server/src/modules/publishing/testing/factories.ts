import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/client';
import {
  type EpisodeRow,
  type FeedRow,
  insertEpisode,
  insertFeed,
  type NewEpisode,
  type NewFeed,
} from '../publishing.repository';
import { addDestination } from '../shows.repository';

/** Show and episode rows for tests of other modules (analytics counts downloads of episodes). */
export { insertEpisode, insertFeed } from '../publishing.repository';

/** A show of the user published to a platform (Spotify unless told otherwise), with plain defaults (STYLE §9). */
export async function createFeed(
  db: Db,
  userId: number,
  { platform = 'spotify', ...overrides }: Partial<NewFeed> & { platform?: string } = {},
): Promise<FeedRow> {
  const show = await insertFeed(db, {
    userId,
    slug: `bees-${randomUUID().slice(0, 8)}`,
    title: 'Bees',
    description: 'About bees',
    website: 'https://bees.example.com',
    author: 'Asha',
    ownerEmail: 'asha@example.com',
    ...overrides,
  });
  if (!show) throw new Error('the show was not created: its slug is taken');
  await addDestination(db, show.id, platform);
  return show;
}

/** An episode of the feed: a 120 s, 64 kbit/s enclosure under a fresh guid, unless told otherwise. */
export function createEpisode(db: Db, feedId: string, overrides: Partial<NewEpisode> = {}): Promise<EpisodeRow> {
  return insertEpisode(db, {
    feedId,
    guid: randomUUID(),
    title: 'One',
    description: 'First',
    audioPath: `feeds/${feedId}/episodes/one/r1234.mp3`,
    audioBytes: 960_000,
    durationSeconds: 120,
    revision: 'r1234',
    ...overrides,
  });
}
