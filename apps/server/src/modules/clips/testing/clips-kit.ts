import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/client';
import type { TestApp } from '../../../test/app';
import { createPodcastWithAudio } from '../../audio/testing/renders';
import type { PodcastRow } from '../../podcasts';
import { updatePodcast } from '../../podcasts/testing/factories';
import { type ClipRow, insertClip } from '../clips.repository';

const SAYINGS = [
  'How many flowers does one hive visit in a day?',
  'About 2,000,000 flowers, Asha, spread over 30 square kilometres around the hive.',
  'And how do the bees agree on where to go?',
  'Karl von Frisch showed in 1946 that they dance: the angle of the waggle points to the food.',
];

/**
 * A rendered podcast whose lines are timed as a render leaves them: `lines` lines of `lineSeconds` each (a short
 * pause before each), alternating Asha and Ravi, over an MP3 tone as long as the programme.
 */
export async function createTimedPodcast(
  t: TestApp,
  userId: number,
  options: { lines?: number; lineSeconds?: number; title?: string } = {},
): Promise<PodcastRow> {
  const lines = options.lines ?? 3;
  const each = options.lineSeconds ?? 1.6;
  const speakers = ['Asha', 'Ravi'];
  const transcript = Array.from({ length: lines }, (_, i) => `${speakers[i % 2]}: ${SAYINGS[i % SAYINGS.length]}`).join(
    '\n',
  );
  const lineTimings = Array.from({ length: lines }, (_, i) => ({
    index: i,
    speaker: speakers[i % 2] as string,
    start: Math.round((i * each + 0.2) * 1000) / 1000,
    end: Math.round((i + 1) * each * 1000) / 1000,
  }));
  const podcast = await createPodcastWithAudio(t, userId, {
    seconds: Math.ceil(lines * each + 1),
    title: options.title ?? 'How bees talk',
    settings: { host: 'Asha', guest: 'Ravi', lineTimings },
  });
  const updated = await updatePodcast(t.services.db, podcast.id, { transcript });
  if (!updated) throw new Error('podcast vanished');
  return updated;
}

/** A clip row as if made and rendered (no file), for tests that need only its id or its soundbite. */
export function insertClipRow(
  db: Db,
  values: {
    podcastId: number;
    userId: number;
    soundbite?: boolean;
    sourceAudioPath?: string | null;
    startTime?: number;
    duration?: number;
  },
): Promise<ClipRow> {
  return insertClip(db, {
    refId: randomUUID(),
    fromLine: 0,
    toLine: 0,
    startTime: 0.2,
    duration: 1.4,
    aspect: 'SQUARE',
    status: 'ready',
    title: 'Asha: How many flowers does one hive visit in a day?',
    ...values,
  });
}
