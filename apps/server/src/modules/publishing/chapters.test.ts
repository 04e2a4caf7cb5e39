import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseTranscript } from '@podloom/contract';
import { XMLParser } from 'fast-xml-parser';
import { parseBuffer } from 'music-metadata';
import Parser from 'rss-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeOffline } from '../../providers/llm/builtin/builtin-writer';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { renderPodcastAudio } from '../audio/testing/renders';
import { createSession, createUser } from '../auth/testing/factories';
import { insertPodcast, updatePodcast } from '../podcasts/testing/factories';
import { id3TagLength } from './episode-chapters';
import { CREATE_RSS, closeTestApp, graphql, publish, rawRequest, rssInput } from './testing/publishing-test-kit';

const run = promisify(execFile);
let database: TestDatabase;
let t: TestApp;
let synthesizer: VoiceSynthesizer;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
  const espeak = new EspeakProvider();
  await espeak.warm();
  synthesizer = synthesizerFrom([espeak]);
});
afterAll(async () => {
  await synthesizer?.close();
  if (t) await closeTestApp(t);
  await database?.destroy();
});
beforeEach(async () => {
  await database.reset();
});

const voice = (id: string): VoiceRef => ({ provider: 'espeak', providerVoiceId: id, languageCode: 'en-US' });

describe('chapters (issue 13)', () => {
  it('reads back from the MP3 (ID3 CHAP/CTOC) and the JSON chapters file at the script segments starts', async () => {
    const user = await createUser(t.services.db, { givenName: 'Asha' });
    const { accessToken } = await createSession(t.services, user);
    // A real script from the offline writer: its outline's parts are the chapters.
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
      userId: user.id,
      title: script.title,
      description: 'Bees',
      transcript: script.transcript,
      status: 'script_ready',
      language: 'en-US',
      settings: { category: 'Science', segments },
    });
    const lines = parseTranscript(script.transcript);
    const rendered = await renderPodcastAudio({
      podcastId: podcast.id,
      lines,
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
    const expected = script.segments.map((s, i) => ({
      title: s.title,
      start: i === 0 ? 0 : (rendered.lineTimings[s.line]?.start as number),
    }));
    expect(expected.every((c, i) => i === 0 || c.start > 1)).toBe(true);

    const created = await graphql(t, accessToken, CREATE_RSS, { input: rssInput() });
    expect(created.errors).toBeUndefined();
    const published = await publish(t, accessToken, user.id, podcast.id, { title: 'Bees and flowers' });
    expect(published.errors).toBeUndefined();
    const episode = published.data?.addEpisode as { enclosureUrl: string; enclosureLength: number; feedUrl: string };

    // The feed names the JSON chapters file; a real feed parser sees it on the item.
    const feedXml = (await rawRequest(episode.feedUrl)).body.toString('utf8');
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
    const off = (a: number[]) => Math.max(...a.map((start, i) => Math.abs(start - (expected[i]?.start ?? -1))));
    expect(off(file.chapters.map((c) => c.startTime))).toBeLessThan(0.1);

    // The MP3 itself carries them as ID3v2 chapters, read by a real ID3 reader.
    const mp3 = await rawRequest(episode.enclosureUrl);
    expect(mp3.status).toBe(200);
    expect(mp3.body.length).toBe(episode.enclosureLength);
    const metadata = await parseBuffer(mp3.body, { mimeType: 'audio/mpeg' }, { includeChapters: true });
    expect(metadata.common.title).toBe('Bees and flowers');
    const chapters = metadata.format.chapters ?? [];
    expect(chapters.map((c) => c.title)).toEqual(expected.map((c) => c.title));
    // music-metadata gives an ID3 chapter's start in seconds (a timeScale only for MP4 chapters).
    expect(off(chapters.map((c) => (c.timeScale ? c.start / c.timeScale : c.start)))).toBeLessThan(0.1);
    // One tag (ours replaced the encoder's), and the audio after it decodes whole, as long as the render.
    expect(id3TagLength(mp3.body)).toBeGreaterThan(0);
    expect(mp3.body.subarray(id3TagLength(mp3.body), id3TagLength(mp3.body) + 3).toString('latin1')).not.toBe('ID3');
    const local = path.join(tmpdir(), `chapters-${process.pid}.mp3`);
    await writeFile(local, mp3.body);
    const decoded = await run('ffmpeg', ['-v', 'error', '-xerror', '-i', local, '-f', 'null', '-']);
    expect(decoded.stderr).toBe('');
    const probed = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', local]);
    expect(Math.abs(Number(probed.stdout.trim()) - rendered.durationSeconds)).toBeLessThan(0.2);

    // Byte ranges still answer from the tagged file.
    const range = await rawRequest(episode.enclosureUrl, { headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.body.equals(mp3.body.subarray(100, 200))).toBe(true);

    // And the parsed feed has the chapters URL that fast-xml-parser reads too (no stray markup).
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(feedXml);
    expect(parsed.rss.channel.item['podcast:chapters']['@_url']).toBe(item.chapters.$.url);
  }, 120_000);
});
