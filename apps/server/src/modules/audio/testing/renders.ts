import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { VoiceRef } from '../../../providers/tts/tts';
import type { TestApp } from '../../../test/app';
import type { PodcastRow } from '../../podcasts';
import { insertPodcast, updatePodcast } from '../../podcasts/testing/factories';
import { renderPodcastAudio } from '../render';

/** Renders for tests: a rendered podcast is an MP3 in storage at the podcast's audio key, with its duration. */
const run = promisify(execFile);
const mp3Cache = new Map<string, Promise<Buffer>>();

/** A real MP3 (64 kbit/s mono sine) of a known duration, made by ffmpeg once per duration and pitch. */
export function makeMp3(seconds: number, frequency = 440): Promise<Buffer> {
  const id = `${seconds}:${frequency}`;
  let made = mp3Cache.get(id);
  if (!made) {
    made = (async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'podloom-mp3-'));
      const file = path.join(dir, 'tone.mp3');
      try {
        await run('ffmpeg', [
          '-hide_banner',
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          `sine=frequency=${frequency}:duration=${seconds}:sample_rate=24000`,
          '-ac',
          '1',
          '-c:a',
          'libmp3lame',
          '-b:a',
          '64k',
          file,
        ]);
        return await readFile(file);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    })();
    mp3Cache.set(id, made);
  }
  return made;
}

export const SAMPLE_TRANSCRIPT = [
  'Asha: Welcome to the show, today we talk about bees.',
  'Ravi: Bees dance to tell each other where the flowers are.',
  'Asha: That is amazing & a little <strange>.',
].join('\n');

/** A rendered podcast, as the audio engineer's renderer leaves it: an MP3 in storage and its duration. */
export async function createPodcastWithAudio(
  t: TestApp,
  userId: number,
  options: { seconds?: number; frequency?: number; title?: string; settings?: Record<string, unknown> } = {},
): Promise<PodcastRow> {
  const podcast = await insertPodcast(t.services.db, {
    userId,
    title: options.title ?? 'How bees talk',
    description: 'A chat about bees',
    transcript: SAMPLE_TRANSCRIPT,
    status: 'script_ready',
    language: 'en-IN',
    settings: { category: 'Science', ...(options.settings ?? {}) },
  });
  return renderAudio(t, podcast, options.seconds ?? 90, options.frequency);
}

/** A new render of the podcast: a new MP3 at a new key (the old one stays, as renders keep revisions). */
export async function renderAudio(t: TestApp, podcast: PodcastRow, seconds: number, frequency = 440) {
  const key = `podcasts/${podcast.id}/audio/r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.mp3`;
  await t.services.storage.put(key, await makeMp3(seconds, frequency), { contentType: 'audio/mpeg' });
  const updated = await updatePodcast(t.services.db, podcast.id, {
    storagePath: key,
    duration: seconds,
    status: 'ready',
  });
  if (!updated) throw new Error('podcast vanished');
  return updated;
}

/** Renders lines with one voice through the real render path (levelling, pauses, MP3) and answers the file's key. */
export async function renderWithVoice(
  t: TestApp,
  voice: VoiceRef,
  lines: Array<{ speaker: string; text: string }>,
  podcastId = 900_000,
): Promise<string> {
  const voices = Object.fromEntries(lines.map((line) => [line.speaker, voice]));
  const result = await renderPodcastAudio({
    podcastId,
    lines,
    voices,
    storage: t.services.storage,
    synthesizer: t.services.synthesizer,
  });
  return result.key;
}
/** The real renderer, for other modules' tests that need a render's line timings and chapters. */
export { renderPodcastAudio } from '../render';
