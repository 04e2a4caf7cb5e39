import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GRAPHQL_PATH } from '@podloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { probeAudio, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { ebur128 } from '../../providers/audio/testing/audio-test-kit';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { readEvents } from '../../test/sse';
import { createSession, createUser } from '../auth/testing/factories';
import { findPodcast } from '../podcasts/testing/factories';

let database: TestDatabase;
let t: TestApp;
let tokenA: string;
let tokenB: string;
const ffmpeg = resolveFfmpeg();

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});
beforeEach(async () => {
  await database.reset();
  tokenA = (await createSession(t.services, await createUser(t.services.db))).accessToken;
  tokenB = (await createSession(t.services, await createUser(t.services.db))).accessToken;
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
type Json = any;

async function post(route: string, body: unknown, token: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${t.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const graphql = async (query: string, variables: Record<string, unknown>, token: string) =>
  (await post(GRAPHQL_PATH, { query, variables }, token)).body as { data?: Json; errors?: Array<{ message: string }> };

const TRANSCRIPT = [
  'Asha: Welcome back to the show. Today we talk about the tides.',
  'Ravi: Thanks Asha. Tides are the slow breathing of the ocean.',
  'Asha: Why are there two high tides a day?',
  'Ravi: Because the moon pulls the water on both sides of the earth.',
].join('\n');

/** A podcast with a script, made the way the browser makes one. */
async function scriptedPodcast(token = tokenA): Promise<number> {
  const started = await post(
    '/generate/script',
    { topic: 'Tides', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 },
    token,
  );
  await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, token);
  return started.body.podcast_id as number;
}

async function voicesFor(language: string) {
  const { data } = await graphql(
    'query($l:String){ featureOptions(featureKey:"voices", languageCode:$l){ optionKey voice { name gender voice_type } } }',
    { l: language },
    tokenA,
  );
  return data.featureOptions as Array<{ optionKey: string; voice: { gender: string; voice_type: string } }>;
}

async function audioPayload(podcastId: number, overrides: Record<string, unknown> = {}) {
  const voices = await voicesFor('en-IN');
  return {
    podcast_id: podcastId,
    conversation_output: TRANSCRIPT,
    host: 'Asha',
    guest: 'Ravi',
    host_voice: voices.find((v) => v.voice.gender === 'female')?.optionKey,
    guest_voice: voices.find((v) => v.voice.gender === 'male')?.optionKey,
    language: 'en-IN',
    no_of_speaker: 2,
    model: 'gemini-2.0-flash',
    feature_key: 'generate_audio',
    ...overrides,
  };
}

async function download(url: string, name: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const file = path.join(t.dataDir, name);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

describe('audio generation', () => {
  it('offers offline voices for the language, female and male, voice_type Basic', async () => {
    const voices = await voicesFor('hi-IN');
    expect(voices.some((v) => v.voice.gender === 'female')).toBe(true);
    expect(voices.some((v) => v.voice.gender === 'male')).toBe(true);
    expect(voices.every((v) => v.voice.voice_type === 'Basic')).toBe(true);
  });

  it('renders the script with both voices, streams progress and stores a mastered MP3', async () => {
    const podcastId = await scriptedPodcast();
    const started = await post('/generate/audio', await audioPayload(podcastId), tokenA);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ db_status: 'SUCCESS', podcast_id: podcastId, ref_id: expect.any(String) });

    const { events } = await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, tokenA, {
      timeoutMs: 60_000,
    });
    expect(events[0]).toEqual({ eta: started.body.eta });
    const progress = events.flatMap((e) => ('progress' in e ? [e.progress] : []));
    expect(progress.some((p) => p.stage === 'synthesizing' && p.total === 4)).toBe(true);
    const last = events.at(-1);
    if (!last || !('result' in last)) throw new Error('no result');
    expect(last.result.podcast_id).toBe(podcastId);
    expect(last.result.file_sas).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);

    const file = await download(last.result.file_sas as string, 'render.mp3');
    const probe = await probeAudio(ffmpeg, file);
    expect(probe.codecName).toBe('mp3');
    const loudness = await ebur128(ffmpeg, file);
    expect(Math.abs(loudness.integratedLufs + 16)).toBeLessThanOrEqual(1);

    const { data } = await graphql(
      'query($id:Int!){ podcast(podcastId:$id){ duration status fileType transcript loudness { integrated truePeak range } } }',
      { id: podcastId },
      tokenA,
    );
    expect(data.podcast.status).toBe('ready');
    // The loudness report is measured on the stored file: the same figures ffmpeg reads from the download.
    const measured = await ebur128(ffmpeg, file);
    expect(Math.abs(data.podcast.loudness.integrated - measured.integratedLufs)).toBeLessThan(0.15);
    expect(Math.abs(data.podcast.loudness.truePeak - measured.truePeakDbtp)).toBeLessThan(0.15);
    expect(data.podcast.loudness.truePeak).toBeLessThanOrEqual(-1.5);
    expect(data.podcast.loudness.range).toBeGreaterThanOrEqual(0);
    expect(data.podcast.fileType).toBe('audio/mpeg');
    expect(data.podcast.transcript).toBe(TRANSCRIPT);
    expect(Math.abs(data.podcast.duration - probe.durationSeconds)).toBeLessThan(0.5);
  });

  it("renders each speaker at its own pace and pitch, and keeps them with the podcast's voices", async () => {
    const podcastId = await scriptedPodcast();
    const speakers = [{ name: 'asha', speed: 1.3, pitch: 2 }];
    const payload = await audioPayload(podcastId, { speakers, backchannels: true });
    const started = await post('/generate/audio', payload, tokenA);
    expect(started.status).toBe(200);
    await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, tokenA, { timeoutMs: 60_000 });
    const { data } = await graphql(
      'query($id:Int!){ podcast(podcastId:$id){ transcript settings { backchannels voices { speaker voice speed pitch } lineTimings { speaker start end } } } }',
      { id: podcastId },
      tokenA,
    );
    expect(data.podcast).toMatchObject({ transcript: TRANSCRIPT, settings: { backchannels: true } });
    expect(data.podcast.settings.voices).toEqual([
      { speaker: 'Asha', voice: payload.host_voice, speed: 1.3, pitch: 2 },
      { speaker: 'Ravi', voice: payload.guest_voice, speed: 1, pitch: 0 },
    ]);
    // Asha's lines were read faster: her seconds per character are well under Ravi's, though eSpeak reads both alike.
    const pace = (speaker: string) => {
      const timings = data.podcast.settings.lineTimings.filter((l: { speaker: string }) => l.speaker === speaker);
      const seconds = timings.reduce((n: number, l: { start: number; end: number }) => n + l.end - l.start, 0);
      const chars = TRANSCRIPT.split('\n')
        .filter((l) => l.startsWith(`${speaker}:`))
        .reduce((n, l) => n + l.length, 0);
      return seconds / chars;
    };
    expect(pace('Asha') / pace('Ravi')).toBeLessThan(0.9);
  });

  it.each([
    [{ host_voice: undefined }, 'Please select voices for both speakers.'],
    [{ no_of_speaker: 1, host_voice: undefined, guest_voice: undefined }, 'Please select voice for host.'],
    [{ host_voice: 'espeak:xx:nobody' }, 'That voice is not available any more. Please choose another voice.'],
    [{ user_id: 999999 }, 'Invalid user ID. Please log in again.'],
    [{ speakers: [{ name: 'Asha', speed: 2 }] }, 'Please choose a speed between 0.7× and 1.3×.'],
    [{ speakers: [{ name: 'Asha', pitch: -9 }] }, 'Please choose a pitch between −4 and +4 semitones.'],
    [{ backchannels: 'loud' }, 'Backchannels are either on (true) or off (false).'],
  ])('refuses %j with a sentence', async (overrides, message) => {
    const podcastId = await scriptedPodcast();
    const refused = await post('/generate/audio', await audioPayload(podcastId, overrides), tokenA);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body).toEqual({ message });
  });
});

describe('audio generation', () => {
  it('keeps the files of the current and the previous render, and deletes older ones', async () => {
    const podcastId = await scriptedPodcast();
    const render = async () => {
      const started = await post('/generate/audio', await audioPayload(podcastId), tokenA);
      expect(started.status).toBe(200);
      await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, tokenA, { timeoutMs: 60_000 });
      const podcast = await findPodcast(t.services.db, podcastId);
      return podcast?.storagePath as string;
    };
    const first = await render();
    const exported = await graphql(
      'mutation($p:Int!){ convertAudio(input:{ podcastId:$p, format:"wav" }){ status newFileUrl } }',
      { p: podcastId },
      tokenA,
    );
    expect(exported.data.convertAudio.status).toBe('SUCCESS');
    const firstFiles = [first, first.replace('.mp3', '.json'), first.replace(/([^/]+)\.mp3$/, 'exports/$1.wav')];
    for (const key of firstFiles) expect(await t.services.storage.stat(key), key).not.toBeNull();

    const second = await render();
    for (const key of firstFiles) expect(await t.services.storage.stat(key), key).not.toBeNull();
    const third = await render();
    expect(new Set([first, second, third]).size).toBe(3);
    for (const key of firstFiles) expect(await t.services.storage.stat(key), key).toBeNull();
    expect(await t.services.storage.stat(second)).not.toBeNull();
    expect(await t.services.storage.stat(third)).not.toBeNull();
    const revisionOf = (key: string) => key.replace(/^.*\/([^/]+)\.mp3$/, '$1');
    const { settings } = (await findPodcast(t.services.db, podcastId)) as { settings: Record<string, unknown> };
    expect(settings.revisions).toEqual([revisionOf(third), revisionOf(second)]);
    expect(settings).not.toHaveProperty('revision');
    const { data } = await graphql(
      'query($p:Int!){ podcastPresignedUrl(podcastId:$p){ presignedUrl } }',
      { p: podcastId },
      tokenA,
    );
    expect((await fetch(data.podcastPresignedUrl.presignedUrl)).status).toBe(200);
  }, 120_000);

  it("refuses to render, link or convert another user's podcast", async () => {
    const podcastId = await scriptedPodcast();
    const refused = await post('/generate/audio', await audioPayload(podcastId), tokenB);
    expect(refused).toEqual({ status: 404, body: { message: 'We could not find that podcast.' } });
    const link = await graphql(
      'query($id:Int!){ podcastPresignedUrl(podcastId:$id){ presignedUrl error } }',
      { id: podcastId },
      tokenB,
    );
    expect(link.errors?.[0]?.message).toBe('We could not find that podcast.');
    const convert = await graphql(
      'mutation($i:ConvertAudioInput!){ convertAudio(input:$i){ newFileUrl } }',
      { i: { podcastId, format: 'wav' } },
      tokenB,
    );
    expect(convert.errors?.[0]?.message).toBe('We could not find that podcast.');
  });
});

describe('links and exports', () => {
  let podcastId: number;
  let batchJobId: string;

  beforeEach(async () => {
    podcastId = await scriptedPodcast();
    const started = await post('/generate/audio', await audioPayload(podcastId), tokenA);
    batchJobId = started.body.batch_job_id;
    await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, tokenA, { timeoutMs: 60_000 });
  });

  it('answers the signed URL by podcast and by batch job, and says when there is no audio', async () => {
    const byPodcast = await graphql(
      'query($id:Int!){ podcastPresignedUrl(podcastId:$id){ podcastId presignedUrl error } }',
      { id: podcastId },
      tokenA,
    );
    expect(byPodcast.data.podcastPresignedUrl).toMatchObject({ podcastId, error: null });
    expect((await fetch(byPodcast.data.podcastPresignedUrl.presignedUrl, { method: 'HEAD' })).status).toBe(200);
    const byBatch = await graphql(
      'query($b:String!){ podcastPresignedUrlByBatchJobId(batchJobId:$b){ podcastId presignedUrl } }',
      { b: batchJobId },
      tokenA,
    );
    expect(byBatch.data.podcastPresignedUrlByBatchJobId.podcastId).toBe(podcastId);

    const fresh = await scriptedPodcast();
    const none = await graphql(
      'query($id:Int!){ podcastPresignedUrl(podcastId:$id){ presignedUrl error } }',
      { id: fresh },
      tokenA,
    );
    expect(none.data.podcastPresignedUrl).toEqual({
      presignedUrl: null,
      error: "Looks like this podcast doesn't have audio yet. Try generating it to get started!",
    });
  });

  it('converts to each format as a download that decodes with the right codec', async () => {
    const mutation =
      'mutation($i:ConvertAudioInput!){ convertAudio(input:$i){ status message newFileUrl loudness { integrated truePeak range } } }';
    for (const [format, quality, codec] of [
      ['mp3', 320, 'mp3'],
      ['wav', null, 'pcm_s16le'],
      ['ogg', null, 'opus'],
      ['m4a', null, 'aac'],
      ['flac', null, 'flac'],
    ] as const) {
      const { data, errors } = await graphql(mutation, { i: { podcastId, format, quality } }, tokenA);
      expect(errors).toBeUndefined();
      expect(data.convertAudio.status).toBe('SUCCESS');
      const response = await fetch(data.convertAudio.newFileUrl);
      expect(response.headers.get('content-disposition')).toContain(`.${format}`);
      const file = await download(data.convertAudio.newFileUrl, `export.${format}`);
      expect((await probeAudio(ffmpeg, file)).codecName).toBe(codec);
      // The export's loudness report is the file's own, and within the targets.
      const report = data.convertAudio.loudness;
      const measured = await ebur128(ffmpeg, file);
      expect(Math.abs(report.integrated - measured.integratedLufs)).toBeLessThan(0.15);
      expect(Math.abs(report.truePeak - measured.truePeakDbtp)).toBeLessThan(0.15);
      expect(Math.abs(report.integrated + 16)).toBeLessThanOrEqual(1);
      expect(report.truePeak).toBeLessThanOrEqual(-1.5);
    }
    // WAV and FLAC take a sample rate and bit depth; Opus and AAC a bitrate.
    const wav = await graphql(mutation, { i: { podcastId, format: 'wav', sampleRate: 48000, bitDepth: 24 } }, tokenA);
    const probe = await probeAudio(ffmpeg, await download(wav.data.convertAudio.newFileUrl, 'export-48k.wav'));
    expect(probe).toMatchObject({ codecName: 'pcm_s24le', sampleRate: 48000 });
    const opus = await graphql(mutation, { i: { podcastId, format: 'ogg', quality: 512 } }, tokenA);
    expect(opus.errors?.[0]?.message).toBe('Please choose 32, 64, 96 or 128 kbps.');
  });

  it('refuses a conversion without a podcast or a format, with the spec messages', async () => {
    const mutation = 'mutation($i:ConvertAudioInput!){ convertAudio(input:$i){ newFileUrl } }';
    expect((await graphql(mutation, { i: { format: 'mp3' } }, tokenA)).errors?.[0]?.message).toBe(
      'Podcast ID is required for conversion.',
    );
    expect((await graphql(mutation, { i: { podcastId } }, tokenA)).errors?.[0]?.message).toBe(
      'Please select a format.',
    );
  });

  it('plays a preview of a voice', async () => {
    const [voice] = await voicesFor('es-ES');
    const { data } = await graphql(
      'query($k:String!){ voicePreview(optionKey:$k){ url } }',
      { k: voice?.optionKey },
      tokenA,
    );
    const file = await download(data.voicePreview.url, 'preview.audio');
    expect((await probeAudio(ffmpeg, file)).durationSeconds).toBeGreaterThan(0.5);
  });
});
