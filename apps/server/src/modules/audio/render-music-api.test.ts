import { GRAPHQL_PATH, RENDER_MUSIC_MESSAGES } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBinary } from '../../providers/audio/ffmpeg';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { readEvents } from '../../test/sse';
import { createSession, createUser } from '../auth/testing/factories';
import { music } from '../music';
import { findPodcast } from '../podcasts/testing/factories';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
type Json = any;

async function signedIn() {
  const user = await createUser(t.services.db);
  const token = (await createSession(t.services, user)).accessToken;
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${t.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await post(GRAPHQL_PATH, { query, variables })).body as { data?: Json; errors?: Array<{ message: string }> };
  return { user, token, post, gql };
}
type Client = Awaited<ReturnType<typeof signedIn>>;

/** An upload in the user's library: a tone made by ffmpeg, stored as uploads are. */
async function upload(userId: number, name: string, seconds: number, hz: number): Promise<number> {
  const mp3 = await runBinary('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=${seconds}`],
    ...['-af', 'volume=0.3', '-c:a', 'libmp3lame', '-q:a', '4', '-f', 'mp3', 'pipe:1'],
  ]);
  const musicPath = `music/${userId}/${name}.mp3`;
  await t.services.storage.put(musicPath, mp3, { contentType: 'audio/mpeg' });
  const [row] = await t.services.db.insert(music).values({ userId, musicName: name, musicPath }).returning();
  return (row as { id: number }).id;
}

const TRANSCRIPT = [
  'Asha: Welcome back to the show. Today we talk about the tides.',
  'Ravi: Thanks Asha. Tides are the slow breathing of the ocean.',
  'Asha: Why are there two high tides a day?',
  'Ravi: Because the moon pulls the water on both sides of the earth.',
].join('\n');

async function scriptedPodcast(client: Client): Promise<number> {
  const started = await client.post('/generate/script', {
    topic: 'Tides',
    host: 'Asha',
    guest: 'Ravi',
    no_of_speaker: 2,
    duration: 2,
  });
  await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, client.token);
  return started.body.podcast_id as number;
}

async function audioPayload(client: Client, podcastId: number, extra: Record<string, unknown> = {}) {
  const { data } = await client.gql(
    'query{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey voice { gender } } }',
  );
  const voices = data.featureOptions as Array<{ optionKey: string; voice: { gender: string } }>;
  return {
    podcast_id: podcastId,
    conversation_output: TRANSCRIPT,
    host: 'Asha',
    guest: 'Ravi',
    host_voice: voices.find((v) => v.voice.gender === 'female')?.optionKey,
    guest_voice: voices.find((v) => v.voice.gender === 'male')?.optionKey,
    language: 'en-IN',
    no_of_speaker: 2,
    ...extra,
  };
}

const SET_MUSIC = `mutation($i:PodcastMusicInput!){ setPodcastMusic(input:$i){ podcastId
  settings { music { intro bed outro bedVolume } } } }`;
const READ = `query($id:Int!){ podcast(podcastId:$id){ duration status
  settings { music { intro bed outro bedVolume } lineTimings { index start end } } } }`;

describe('a podcast’s music', () => {
  it('is saved with the podcast and read back through GraphQL; None clears a part', async () => {
    const owner = await signedIn();
    const podcastId = await scriptedPodcast(owner);
    const intro = await upload(owner.user.id, 'intro', 3, 440);
    const bed = await upload(owner.user.id, 'bed', 4, 330);
    const saved = await owner.gql(SET_MUSIC, { i: { podcastId, intro, bed, outro: intro, bedVolume: 0.3 } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.setPodcastMusic.settings.music).toEqual({ intro, bed, outro: intro, bedVolume: 0.3 });
    const cleared = await owner.gql(SET_MUSIC, { i: { podcastId, intro: null, bed } });
    expect(cleared.data.setPodcastMusic.settings.music).toEqual({ intro: null, bed, outro: null, bedVolume: 0.5 });
    const read = await owner.gql(READ, { id: podcastId });
    expect(read.data.podcast.settings.music).toEqual({ intro: null, bed, outro: null, bedVolume: 0.5 });
  });

  it('refuses another user’s music, a bad volume and another user’s podcast, changing nothing', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const podcastId = await scriptedPodcast(owner);
    const mine = await upload(owner.user.id, 'mine', 3, 440);
    const theirs = await upload(other.user.id, 'theirs', 3, 550);
    await owner.gql(SET_MUSIC, { i: { podcastId, bed: mine } });

    const stolen = await owner.gql(SET_MUSIC, { i: { podcastId, intro: theirs } });
    expect(stolen.errors?.[0]?.message).toBe(RENDER_MUSIC_MESSAGES.missing('intro'));
    const loud = await owner.gql(SET_MUSIC, { i: { podcastId, bed: mine, bedVolume: 2 } });
    expect(loud.errors?.[0]?.message).toBe(RENDER_MUSIC_MESSAGES.bedVolume);
    const notTheirs = await other.gql(SET_MUSIC, { i: { podcastId, bed: theirs } });
    expect(notTheirs.errors?.[0]?.message).toMatch(/could not find/i);
    const read = await owner.gql(READ, { id: podcastId });
    expect(read.data.podcast.settings.music).toEqual({ intro: null, bed: mine, outro: null, bedVolume: 0.5 });

    // POST /generate/audio with someone else's upload: refused before anything is queued.
    const refused = await owner.post(
      '/generate/audio',
      await audioPayload(owner, podcastId, { music: { bed: theirs } }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(RENDER_MUSIC_MESSAGES.missing('bed'));
    expect((await findPodcast(t.services.db, podcastId))?.status).not.toBe('rendering');
  });

  it('renders with the music sent beside the spec’s fields, then refuses once an upload is gone', async () => {
    const owner = await signedIn();
    const podcastId = await scriptedPodcast(owner);
    const intro = await upload(owner.user.id, 'intro', 5, 440);
    const outro = await upload(owner.user.id, 'outro', 4, 660);
    const payload = await audioPayload(owner, podcastId, { music: { intro, outro, bedVolume: 0.4 } });
    const started = await owner.post('/generate/audio', payload);
    expect(started.status).toBe(200);
    const { events } = await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, owner.token, {
      timeoutMs: 120_000,
    });
    expect(events.at(-1)).toHaveProperty('result');
    const read = (await owner.gql(READ, { id: podcastId })).data.podcast;
    expect(read.settings.music).toEqual({ intro, bed: null, outro, bedVolume: 0.4 });
    // The speech starts as the five-second intro fades; the outro follows the last line.
    expect(read.settings.lineTimings[0].start).toBeGreaterThanOrEqual(3.9);
    expect(read.duration).toBeGreaterThan(read.settings.lineTimings.at(-1).end + 3.5);

    await t.services.db.delete(music).where(eq(music.id, outro));
    const again = await owner.post('/generate/audio', await audioPayload(owner, podcastId));
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain(RENDER_MUSIC_MESSAGES.missing('outro'));
  }, 180_000);
});
