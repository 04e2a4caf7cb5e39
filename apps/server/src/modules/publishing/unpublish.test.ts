import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { createCreator, createPublishedEpisode, graphql, publish, rawRequest } from './testing/publishing-test-kit';

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

describe('unpublishEpisode', () => {
  it('takes the episode off the feed, its files and the sitemap; publishing again brings it back', async () => {
    const { user, accessToken, podcast, episode } = await createPublishedEpisode(t, { episode: { title: 'Bees' } });
    const { episodeId, feedUrl, enclosureUrl } = episode;
    expect(await feedItems(feedUrl)).toEqual(['Bees']);
    const feedId = /feeds\/(.+)\.xml/.exec(feedUrl)?.[1] as string;
    expect((await rawRequest(`${t.url}/sitemap.xml`)).body.toString()).toContain(feedId);

    const answer = await graphql(t, accessToken, UNPUBLISH, { e: episodeId });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.unpublishEpisode).toEqual({ episodeId, published: false });
    expect(await feedItems(feedUrl)).toEqual([]);
    expect((await rawRequest(enclosureUrl)).status).toBe(404);
    expect((await rawRequest(`${t.url}/sitemap.xml`)).body.toString()).not.toContain(feedId);
    expect((await graphql(t, accessToken, EPISODES)).data?.episodes).toEqual([]);
    // Unpublishing again changes nothing and answers the same.
    expect((await graphql(t, accessToken, UNPUBLISH, { e: episodeId })).data?.unpublishEpisode.published).toBe(false);

    const again = await publish(t, accessToken, user.id, podcast.id, { title: 'Bees' });
    expect(again.data?.addEpisode.episodeId).toBe(episodeId);
    expect(await feedItems(feedUrl)).toEqual(['Bees']);
    expect((await rawRequest(again.data?.addEpisode.enclosureUrl)).status).toBe(200);
  });

  it("refuses another user's episode and changes nothing", async () => {
    const { episode } = await createPublishedEpisode(t, { episode: { title: 'Bees' } });
    const other = await createCreator(t);
    const refused = await graphql(t, other.accessToken, UNPUBLISH, { e: episode.episodeId });
    expect(refused.errors?.[0]?.message).toBe('We could not find that episode.');
    expect(await feedItems(episode.feedUrl)).toEqual(['Bees']);
  });
});
