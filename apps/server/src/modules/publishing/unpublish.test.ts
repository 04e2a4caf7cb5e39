import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { createSession, createUser } from '../auth/testing/factories';
import {
  CREATE_RSS,
  createPodcastWithAudio,
  graphql,
  publish,
  rawRequest,
  rssInput,
} from './testing/publishing-test-kit';

let t: TestApp;

useTestApp((app) => {
  t = app;
});

const UNPUBLISH = 'mutation($e:Int!){ unpublishEpisode(episodeId:$e){ episodeId published } }';
const EPISODES = '{ episodes { episodeId published } }';

async function feedItems(feedUrl: string) {
  const xml = (await rawRequest(feedUrl)).body.toString('utf8');
  return (await new Parser().parseString(xml)).items.map((i) => i.title);
}

describe('unpublishEpisode (issue 13)', () => {
  it('takes the episode off the feed, its files and the sitemap; publishing again brings it back', async () => {
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const podcast = await createPodcastWithAudio(t, user.id, { seconds: 5 });
    await graphql(t, accessToken, CREATE_RSS, { input: rssInput() });
    const published = await publish(t, accessToken, user.id, podcast.id, { title: 'Bees' });
    const { episodeId, feedUrl, enclosureUrl } = (published.data?.addEpisode ?? {}) as Record<string, string>;
    expect(await feedItems(feedUrl as string)).toEqual(['Bees']);
    const feedId = /feeds\/(.+)\.xml/.exec(feedUrl as string)?.[1] as string;
    expect((await rawRequest(`${t.url}/sitemap.xml`)).body.toString()).toContain(feedId);

    const answer = await graphql(t, accessToken, UNPUBLISH, { e: episodeId });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.unpublishEpisode).toEqual({ episodeId, published: false });
    expect(await feedItems(feedUrl as string)).toEqual([]);
    expect((await rawRequest(enclosureUrl as string)).status).toBe(404);
    expect((await rawRequest(`${t.url}/sitemap.xml`)).body.toString()).not.toContain(feedId);
    expect((await graphql(t, accessToken, EPISODES)).data?.episodes).toEqual([]);
    // Unpublishing again changes nothing and answers the same.
    expect((await graphql(t, accessToken, UNPUBLISH, { e: episodeId })).data?.unpublishEpisode.published).toBe(false);

    const again = await publish(t, accessToken, user.id, podcast.id, { title: 'Bees' });
    expect(again.data?.addEpisode.episodeId).toBe(episodeId);
    expect(await feedItems(feedUrl as string)).toEqual(['Bees']);
    expect((await rawRequest(again.data?.addEpisode.enclosureUrl as string)).status).toBe(200);
  });

  it("refuses another user's episode and changes nothing", async () => {
    const owner = await createUser(t.services.db);
    const other = await createUser(t.services.db);
    const ownerToken = (await createSession(t.services, owner)).accessToken;
    const otherToken = (await createSession(t.services, other)).accessToken;
    const podcast = await createPodcastWithAudio(t, owner.id, { seconds: 5 });
    await graphql(t, ownerToken, CREATE_RSS, { input: rssInput() });
    const published = await publish(t, ownerToken, owner.id, podcast.id, { title: 'Bees' });
    const { episodeId, feedUrl } = (published.data?.addEpisode ?? {}) as Record<string, string>;
    const refused = await graphql(t, otherToken, UNPUBLISH, { e: episodeId });
    expect(refused.errors?.[0]?.message).toBe('We could not find that episode.');
    expect(await feedItems(feedUrl as string)).toEqual(['Bees']);
  });
});
