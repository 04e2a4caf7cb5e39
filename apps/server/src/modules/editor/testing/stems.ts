import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestApp } from '../../../test/app';
import type { PodcastRow } from '../../podcasts';
import { insertPodcast, updatePodcast } from '../../podcasts/testing/factories';

const run = promisify(execFile);

/**
 * A FLAC stem like the renderer's: speech-like bursts (a voiced buzz with syllable-rate amplitude) in the speaker's
 * turns and silence in the other's, `seconds` long in all.
 */
export async function makeStem(seconds: number, turn: 0 | 1, pitch: number): Promise<Buffer> {
  // Commas inside a filter argument are escaped for ffmpeg's filter parser.
  const expr = `(0.5+0.5*sin(2*PI*4*t))*sin(2*PI*${pitch}*t)*0.4*eq(mod(floor(t/3)\\,2)\\,${turn})`;
  const { stdout } = await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=${expr}:s=24000:d=${seconds}`,
      '-ac',
      '1',
      '-c:a',
      'flac',
      '-f',
      'flac',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** A podcast rendered with two speakers: its MP3, and one FLAC stem per speaker as the renderer stores them. */
export async function createPodcastWithStems(
  t: TestApp,
  userId: number,
  options: { seconds?: number; title?: string } = {},
): Promise<PodcastRow> {
  const seconds = options.seconds ?? 12;
  const podcast = await insertPodcast(t.services.db, {
    userId,
    title: options.title ?? 'Tides',
    description: 'A chat about tides',
    transcript: 'Asha: Hello.\nRavi: Hello back.',
    status: 'script_ready',
    language: 'en-US',
    settings: {},
  });
  const base = `podcasts/${podcast.id}/audio/r1-test`;
  const stems = { Asha: `${base}-stems/1-asha.flac`, Ravi: `${base}-stems/2-ravi.flac` };
  await t.services.storage.put(stems.Asha, await makeStem(seconds, 0, 180), { contentType: 'audio/flac' });
  await t.services.storage.put(stems.Ravi, await makeStem(seconds, 1, 120), { contentType: 'audio/flac' });
  await t.services.storage.put(`${base}.mp3`, await makeStem(seconds, 0, 180), { contentType: 'audio/mpeg' });
  const updated = await updatePodcast(t.services.db, podcast.id, {
    storagePath: `${base}.mp3`,
    duration: seconds,
    status: 'ready',
    settings: {
      revisions: ['r1-test'],
      stems,
      lineTimings: [
        { index: 0, speaker: 'Asha', start: 0, end: 3 },
        { index: 1, speaker: 'Ravi', start: 3, end: 6 },
      ],
    },
  });
  if (!updated) throw new Error('podcast vanished');
  return updated;
}
