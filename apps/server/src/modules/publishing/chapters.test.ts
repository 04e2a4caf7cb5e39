import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseTranscript } from '@podloom/contract';
import { XMLParser } from 'fast-xml-parser';
import { parseBuffer } from 'music-metadata';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOffline } from '../../providers/llm/builtin/builtin-writer';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { renderPodcastAudio } from '../audio/testing/renders';
import { insertPodcast, updatePodcast } from '../podcasts/testing/factories';
import { id3TagLength } from './episode-chapters';
import { CREATE_RSS, createCreator, graphql, publish, rawRequest, rssInput } from './testing/publishing-test-kit';

const run = promisify(execFile);
let t: TestApp;
let synthesizer: VoiceSynthesizer;

useTestApp((app) => {
  t = app;
});
beforeAll(async () => {
  const espeak = new EspeakProvider();
  await espeak.warm();
  synthesizer = synthesizerFrom([espeak]);
});
afterAll(async () => {
  await synthesizer?.close();
});

const voice = (id: string): VoiceRef => ({ provider: 'espeak', providerVoiceId: id, languageCode: 'en-US' });

type Expected = Array<{ title: string; start: number }>;

/** How far, at most, the chapter starts read back are from the script's (seconds). */
const offBy = (starts: number[], expected: Expected) =>
  Math.max(...starts.map((start, i) => Math.abs(start - (expected[i]?.start ?? -1))));

/**
 * A podcast of a real script from the offline writer, rendered by espeak: its outline's parts are the chapters,
 * and each starts where its first line starts in the render.
 */
async function renderScriptedPodcast(userId: number) {
  const script = writeOffline({
    topic: 'How honey bees find flowers',
    language: 'en-US',
    tone: 'Friendly',
    speakers: ['Asha', 'Ravi'],
    minutes: 1,
  });
  expect(script.segments.length).toBeGreaterThanOrEqual(3);
  const segments = script.segments.map((s) => ({ ...s, firstLine: script.lines[s.line]?.text ?? '' }));
  const podcast = await insertPodcast(t.services.db, {
    userId,
    title: script.title,
    description: 'Bees',
    transcript: script.transcript,
    status: 'script_ready',
    language: 'en-US',
    settings: { category: 'Science', segments },
  });
  const rendered = await renderPodcastAudio({
    podcastId: podcast.id,
    lines: parseTranscript(script.transcript),
    voices: { Asha: voice('en-us+f4'), Ravi: voice('en-us+m3') },
    storage: t.services.storage,
    synthesizer,
    title: script.title,
    segments,
  });
  await updatePodcast(t.services.db, podcast.id, {
    storagePath: rendered.key,
    duration: rendered.durationSeconds,
    status: 'ready',
    settings: { ...podcast.settings, lineTimings: rendered.lineTimings, chapters: rendered.chapters },
  });
  // What the script says: each segment starts where its first line starts in the render.
  const expected: Expected = script.segments.map((s, i) => ({
    title: s.title,
    start: i === 0 ? 0 : (rendered.lineTimings[s.line]?.start as number),
  }));
  expect(expected.every((c, i) => i === 0 || c.start > 1)).toBe(true);
  return { podcast, rendered, expected };
}

/** The feed names the JSON chapters file; a real feed parser sees it on the item, and the file has the chapters. */
async function checkChaptersFile(feedXml: string, expected: Expected) {
  const feed = await new Parser({ customFields: { item: [['podcast:chapters', 'chapters']] } }).parseString(feedXml);
  const item = feed.items[0] as unknown as { chapters: { $: { url: string; type: string } } };
  expect(item.chapters.$.type).toBe('application/json+chapters');
  const json = await rawRequest(item.chapters.$.url);
  expect(json.status).toBe(200);
  expect(json.headers['content-type']).toContain('application/json+chapters');
  const file = JSON.parse(json.body.toString('utf8')) as {
    version: string;
    chapters: Array<{ startTime: number; title: string }>;
  };
  expect(file.version).toBe('1.2.0');
  expect(file.chapters.map((c) => c.title)).toEqual(expected.map((c) => c.title));
  expect(
    offBy(
      file.chapters.map((c) => c.startTime),
      expected,
    ),
  ).toBeLessThan(0.1);
  return item.chapters.$.url;
}

/** The MP3 itself carries them as ID3v2 chapters, read by a real ID3 reader. */
async function checkId3Chapters(mp3: Buffer, expected: Expected) {
  const metadata = await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { includeChapters: true });
  expect(metadata.common.title).toBe('Bees and flowers');
  const chapters = metadata.format.chapters ?? [];
  expect(chapters.map((c) => c.title)).toEqual(expected.map((c) => c.title));
  // music-metadata gives an ID3 chapter's start in seconds (a timeScale only for MP4 chapters).
  expect(
    offBy(
      chapters.map((c) => (c.timeScale ? c.start / c.timeScale : c.start)),
      expected,
    ),
  ).toBeLessThan(0.1);
}

/** One tag (ours replaced the encoder's), and the audio after it decodes whole, as long as the render. */
async function checkTaggedAudio(mp3: Buffer, durationSeconds: number) {
  expect(id3TagLength(mp3)).toBeGreaterThan(0);
  expect(mp3.subarray(id3TagLength(mp3), id3TagLength(mp3) + 3).toString('latin1')).not.toBe('ID3');
  const local = path.join(tmpdir(), `chapters-${process.pid}.mp3`);
  await writeFile(local, mp3);
  const decoded = await run('ffmpeg', ['-v', 'error', '-xerror', '-i', local, '-f', 'null', '-']);
  expect(decoded.stderr).toBe('');
  const probed = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', local]);
  expect(Math.abs(Number(probed.stdout.trim()) - durationSeconds)).toBeLessThan(0.2);
}

describe('chapters', () => {
  it('reads back from the MP3 (ID3 CHAP/CTOC) and the JSON chapters file at the script segments starts', async () => {
    const { user, accessToken } = await createCreator(t, { givenName: 'Asha' });
    const { podcast, rendered, expected } = await renderScriptedPodcast(user.id);

    const created = await graphql(t, accessToken, CREATE_RSS, { input: rssInput() });
    expect(created.errors).toBeUndefined();
    const published = await publish(t, accessToken, user.id, podcast.id, { title: 'Bees and flowers' });
    expect(published.errors).toBeUndefined();
    const episode = published.data?.addEpisode as { enclosureUrl: string; enclosureLength: number; feedUrl: string };

    const feedXml = (await rawRequest(episode.feedUrl)).body.toString('utf8');
    const chaptersUrl = await checkChaptersFile(feedXml, expected);

    const mp3 = await rawRequest(episode.enclosureUrl);
    expect(mp3.status).toBe(200);
    expect(mp3.body.length).toBe(episode.enclosureLength);
    await checkId3Chapters(mp3.body, expected);
    await checkTaggedAudio(mp3.body, rendered.durationSeconds);

    // Byte ranges still answer from the tagged file.
    const range = await rawRequest(episode.enclosureUrl, { headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.body.equals(mp3.body.subarray(100, 200))).toBe(true);

    // And the parsed feed has the chapters URL that fast-xml-parser reads too (no stray markup).
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(feedXml);
    expect(parsed.rss.channel.item['podcast:chapters']['@_url']).toBe(chaptersUrl);
  }, 120_000);
});
