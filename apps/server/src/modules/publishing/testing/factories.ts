import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/client';
import {
  type EpisodeRow,
  type FeedRow,
  insertEpisode,
  insertFeedIfAbsent,
  type NewEpisode,
  type NewFeed,
} from '../publishing.repository';

/** Feed and episode rows for tests of other modules (analytics counts downloads of episodes). */
export { insertEpisode, insertFeedIfAbsent } from '../publishing.repository';

/** The user's feed for a platform (Spotify unless told otherwise), with plain defaults (STYLE §9). */
export function createFeed(db: Db, userId: number, overrides: Partial<NewFeed> = {}): Promise<FeedRow> {
  return insertFeedIfAbsent(db, {
    userId,
    platform: 'spotify',
    title: 'Bees',
    description: 'About bees',
    website: 'https://bees.example.com',
    author: 'Asha',
    ownerEmail: 'asha@example.com',
    ...overrides,
  });
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
