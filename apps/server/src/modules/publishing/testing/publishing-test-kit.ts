import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GRAPHQL_PATH } from '@podloom/contract';
import type { TestApp } from '../../../test/app';
import type { PodcastRow } from '../../podcasts';
import { insertPodcast, updatePodcast } from '../../podcasts/testing/factories';

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

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL shapes.
export type GraphQLAnswer = { data?: Record<string, any> | null; errors?: Array<{ message: string }> };

export async function graphql(
  t: TestApp,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer> {
  const response = await fetch(`${t.url}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer;
}

export const CREATE_RSS = 'mutation($input: RssInput!){ createRss(input:$input){ feedUrl feedId platform } }';
export const ADD_EPISODE = `mutation($userId:Int!,$platform:String!,$episode:EpisodeInput!){
  addEpisode(userId:$userId, platform:$platform, episode:$episode){
    episodeId guid title link pubDate enclosureUrl enclosureLength durationSeconds itunesSeason itunesEpisode feedUrl
  }
}`;
export const PRESIGNED = `query($podcastId:Int!,$platform:String!){
  podcastPresignedUrlByPlatform(podcastId:$podcastId, platform:$platform){ presignedUrl expiry }
}`;

export const rssInput = (overrides: Record<string, unknown> = {}) => ({
  platform: 'spotify',
  podcastTitle: 'Bees & Friends',
  podcastDescription: 'Conversations about bees, made with Podloom.',
  podcastWebsite: 'https://bees.example.com',
  podcastAuthor: 'Asha Rao',
  ownerEmail: 'asha@example.com',
  ...overrides,
});

export const episodeInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Episode one: the waggle dance',
  description: 'How bees tell each other where the flowers are.',
  ...overrides,
});

/** Publishes a podcast the way the Publish modal does: presigned URL first, then addEpisode with it. */
export async function publish(
  t: TestApp,
  token: string,
  userId: number,
  podcastId: number,
  overrides: Record<string, unknown> = {},
  platform = 'spotify',
) {
  const signed = await graphql(t, token, PRESIGNED, { podcastId, platform });
  const audioUrl = signed.data?.podcastPresignedUrlByPlatform.presignedUrl as string;
  return graphql(t, token, ADD_EPISODE, { userId, platform, episode: episodeInput({ audioUrl, ...overrides }) });
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Closes the app without waiting for keep-alive connections: a connection whose last response the server is
 * still finishing when close starts is not "idle" then, and would hold the close for the keep-alive timeout.
 */
export async function closeTestApp(t: TestApp): Promise<void> {
  await t.close();
}

/** A plain HTTP request on its own connection, without fetch's automatic decompression or default headers. */
export function rawRequest(url: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

export const PODCAST_APP = 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)';
