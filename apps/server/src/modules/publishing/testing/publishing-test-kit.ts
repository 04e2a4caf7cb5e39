import http from 'node:http';
import { GRAPHQL_PATH } from '@podloom/contract';
import type { TestApp } from '../../../test/app';
import { createPodcastWithAudio } from '../../audio/testing/renders';
import { createSession, createUser, type UserOverrides } from '../../auth/testing/factories';

/** Renders are the audio module's test kit; publishing's tests keep reaching them here. */
export { createPodcastWithAudio, makeMp3, renderAudio, SAMPLE_TRANSCRIPT } from '../../audio/testing/renders';
export { BEACONS_PER_MINUTE } from '../public/public-pages.routes';

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

/** A GraphQL answer's data, or an error naming what the server refused (a setup step must not fail quietly). */
function dataOf(step: string, answer: GraphQLAnswer): Record<string, unknown> {
  if (answer.errors?.length || !answer.data) {
    throw new Error(`${step} was refused: ${answer.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  }
  return answer.data;
}

/** A confirmed user with a signed-in session: who calls the publishing mutations. */
export async function createCreator(t: TestApp, overrides: UserOverrides = {}) {
  const user = await createUser(t.services.db, overrides);
  const { accessToken } = await createSession(t.services, user);
  return { user, accessToken };
}

export interface CreatedFeed {
  feedId: string;
  feedUrl: string;
  platform: string;
}

export interface FeedSetup {
  /** The creator, when the test has one already; else a new one with these fields. */
  creator?: Awaited<ReturnType<typeof createCreator>>;
  user?: UserOverrides;
  /** The podcast rendered before the feed is made: 5 s of audio unless told otherwise. */
  podcast?: Parameters<typeof createPodcastWithAudio>[2];
  /** Overrides of `rssInput()`. */
  feed?: Record<string, unknown>;
}

/**
 * A creator with a rendered podcast and their feed (`rssInput()` unless told otherwise), nothing published yet:
 * what the Publish modal sees before its first episode.
 */
export async function createCreatorWithFeed(t: TestApp, setup: FeedSetup = {}) {
  const creator = setup.creator ?? (await createCreator(t, setup.user));
  const podcast = await createPodcastWithAudio(t, creator.user.id, { seconds: 5, ...setup.podcast });
  const created = await graphql(t, creator.accessToken, CREATE_RSS, { input: rssInput(setup.feed) });
  const feed = dataOf('createRss', created).createRss as CreatedFeed;
  return { ...creator, podcast, feed };
}

/** What addEpisode answers (ADD_EPISODE's fields). */
export interface PublishedEpisode {
  episodeId: number;
  guid: string;
  title: string;
  link: string;
  pubDate: string;
  enclosureUrl: string;
  enclosureLength: number;
  durationSeconds: number;
  itunesSeason: number;
  itunesEpisode: number | null;
  feedUrl: string;
}

/** The same, with the podcast published to the feed (`episodeInput()` unless told otherwise). */
export async function createPublishedEpisode(
  t: TestApp,
  setup: FeedSetup & { episode?: Record<string, unknown> } = {},
) {
  const show = await createCreatorWithFeed(t, setup);
  const published = await publish(t, show.accessToken, show.user.id, show.podcast.id, setup.episode);
  const episode = dataOf('addEpisode', published).addEpisode as PublishedEpisode;
  return { ...show, episode };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
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
