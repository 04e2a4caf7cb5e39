import { randomBytes, randomUUID } from 'node:crypto';
import {
  API_TOKEN_LIMITS,
  LISTENER_MESSAGES,
  LISTENERS_PER_SHOW,
  SERIES_LIMITS,
  SERIES_MESSAGES,
  WEBHOOK_LIMITS,
} from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { CLIP_LIMITS, CLIP_MESSAGES } from '../modules/clips/clip-rules';
import { createTimedPodcast, insertClipRow } from '../modules/clips/testing/clips-kit';
import { showListeners } from '../modules/publishing/private/private-feeds.schema';
import {
  createCreator,
  createCreatorWithFeed,
  type GraphQLAnswer,
  graphql,
  rssInput,
} from '../modules/publishing/testing/publishing-test-kit';
import { insertEndpoint } from '../modules/webhooks/testing/webhooks-kit';
import type { TestApp } from '../test/app';
import { useTestApp } from '../test/use-test-app';

/*
 * Every limit on how many of a thing an owner keeps is counted and inserted under a lock: the last free place is
 * asked for by several requests at once, and exactly one gets it. (On PostgreSQL each of these passed the limit
 * before the locks: two requests counted the same number and both inserted.)
 */
let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { FETCH_ALLOW_PRIVATE: '127.0.0.1' },
);

const AT_ONCE = 4;

/** Sends the same request AT_ONCE times at once; the answers that succeeded and the sentences of the others. */
async function atOnce(send: () => Promise<GraphQLAnswer>) {
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, send));
  return {
    passed: answers.filter((answer) => !answer.errors).length,
    refusals: answers.flatMap((answer) => answer.errors?.map((error) => error.message) ?? []),
  };
}

describe('limits on what an owner keeps, asked for at once', () => {
  it('API tokens: one of four requests for the last place gets it', async () => {
    const { accessToken } = await createCreator(t);
    const create = () =>
      graphql(t, accessToken, 'mutation($i:CreateApiTokenInput!){ createApiToken(input:$i){ id } }', {
        i: { name: 'CI', scopes: ['read'] },
      });
    for (let made = 0; made < API_TOKEN_LIMITS.perUser - 1; made++) expect((await create()).errors).toBeUndefined();
    const { passed, refusals } = await atOnce(create);
    expect(passed).toBe(1);
    expect(new Set(refusals)).toEqual(
      new Set([`You can keep up to ${API_TOKEN_LIMITS.perUser} API tokens; revoke one you no longer use.`]),
    );
  });

  it('webhook endpoints: one of four registrations of the last place gets it', async () => {
    const { user, accessToken } = await createCreator(t);
    for (let made = 0; made < WEBHOOK_LIMITS.perUser - 1; made++) {
      await insertEndpoint(t.services.db, user.id, ['audio.ready']);
    }
    const { passed, refusals } = await atOnce(() =>
      graphql(t, accessToken, 'mutation($i:CreateWebhookEndpointInput!){ createWebhookEndpoint(input:$i){ id } }', {
        i: { url: 'http://127.0.0.1:9/hook', events: ['audio.ready'] },
      }),
    );
    expect(passed).toBe(1);
    expect(new Set(refusals)).toEqual(new Set([`You can register up to ${WEBHOOK_LIMITS.perUser} webhook endpoints.`]));
  });

  it('series: one of four new series takes the last place', async () => {
    const { accessToken, feed } = await createCreatorWithFeed(t);
    const voices = await graphql(
      t,
      accessToken,
      'query{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey } }',
    );
    const hostVoice = (voices.data?.featureOptions as Array<{ optionKey: string }> | undefined)?.[0]?.optionKey;
    expect(hostVoice).toBeDefined();
    const create = () =>
      graphql(t, accessToken, 'mutation($i:SeriesInput!){ createSeries(input:$i){ id } }', {
        i: {
          ...{ name: 'Hive News', showId: feed.feedId, sources: ['https://example.com/feed.xml'] },
          ...{ cadence: 'weekly', weekday: 5, time: '07:30', timeZone: 'Europe/Berlin' },
          ...{ format: 'brief', duration: 2, host: 'Asha', hostVoice, autoPublish: false },
        },
      });
    for (let made = 0; made < SERIES_LIMITS.perUser - 1; made++) expect((await create()).errors).toBeUndefined();
    const { passed, refusals } = await atOnce(create);
    expect(passed).toBe(1);
    expect(new Set(refusals)).toEqual(new Set([SERIES_MESSAGES.tooMany]));
  });
});

describe('limits on what a podcast or a show holds, asked for at once', () => {
  it("clips: one of four clips takes a podcast's last place", async () => {
    const { user, accessToken } = await createCreator(t);
    const podcast = await createTimedPodcast(t, user.id, { lines: 2 });
    for (let made = 0; made < CLIP_LIMITS.perPodcast - 1; made++) {
      await insertClipRow(t.services.db, { podcastId: podcast.id, userId: user.id });
    }
    const { passed, refusals } = await atOnce(() =>
      graphql(t, accessToken, 'mutation($i:CreateClipInput!){ createClip(input:$i){ clipId } }', {
        i: { podcastId: podcast.id, fromLine: 0, toLine: 0, aspect: 'SQUARE' },
      }),
    );
    expect(passed).toBe(1);
    // The others wait for the user's lock (one job is running, under the two at a time) and find the podcast full.
    expect(new Set(refusals)).toEqual(new Set([CLIP_MESSAGES.tooMany]));
    const clips = await graphql(t, accessToken, 'query($id:Int!){ clips(podcastId:$id){ id } }', { id: podcast.id });
    expect(clips.data?.clips).toHaveLength(CLIP_LIMITS.perPodcast);
  });

  it("private listeners: one of four takes a show's last place, and one address added twice at once is one listener", async () => {
    const { accessToken, feed } = await createCreatorWithFeed(t);
    const { platform: _platform, ...form } = rssInput();
    const made = await graphql(
      t,
      accessToken,
      'mutation($id:String!,$input:ShowInput!){ updateShow(showId:$id, input:$input){ id } }',
      { id: feed.feedId, input: { ...form, visibility: 'PRIVATE' } },
    );
    expect(made.errors).toBeUndefined();
    const add = (email: string) =>
      graphql(
        t,
        accessToken,
        'mutation($s:String!,$n:String!,$e:String!){ addListener(showId:$s, name:$n, email:$e){ listenerId } }',
        {
          s: feed.feedId,
          n: 'Mira Patel',
          e: email,
        },
      );
    const twice = await Promise.all([add('same@example.com'), add('same@example.com')]);
    expect(twice.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(twice.flatMap((answer) => answer.errors ?? []).map((error) => error.message)).toEqual([
      LISTENER_MESSAGES.duplicate,
    ]);
    const rows = Array.from({ length: LISTENERS_PER_SHOW - 2 }, (_, i) => ({
      id: randomUUID(),
      showId: feed.feedId,
      name: `Listener ${i}`,
      email: `listener${i}@example.com`,
      tokenSalt: randomBytes(8).toString('hex'),
      tokenHash: randomBytes(16).toString('hex'),
    }));
    await t.services.db.insert(showListeners).values(rows);
    let next = 0;
    const { passed, refusals } = await atOnce(() => add(`late${next++}@example.com`));
    expect(passed).toBe(1);
    expect(new Set(refusals)).toEqual(new Set([LISTENER_MESSAGES.tooMany]));
  });
});
