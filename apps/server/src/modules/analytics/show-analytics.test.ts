import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import {
  createCreator,
  createPodcastWithAudio,
  graphql,
  PODCAST_APP,
  rawRequest,
  rssInput,
} from '../publishing/testing/publishing-test-kit';

let t: TestApp;

useTestApp((app) => {
  t = app;
});

const SHOW_ANALYTICS = `query($s:String!){ showAnalytics(showId:$s, period:"All Time"){
  showId title period totals { episodeId totalPlays downloads } episodes { episodeId title totalPlays downloads playerPlays }
} }`;

async function settle() {
  for (let round = 0; round < 2; round++) {
    await new Promise((r) => setTimeout(r, 50));
    await t.app.modules.analytics.service.downloads.flush();
  }
}

async function showWithEpisode(token: string, userId: number, title: string) {
  const { platform: _platform, ...form } = rssInput({ podcastTitle: title });
  const created = await graphql(t, token, 'mutation($i:ShowInput!){ createShow(input:$i){ id } }', { i: form });
  const showId = created.data?.createShow.id as string;
  const podcast = await createPodcastWithAudio(t, userId, { seconds: 5 });
  const published = await graphql(
    t,
    token,
    'mutation($i:PublishEpisodeInput!){ publishEpisode(input:$i){ episodeId link } }',
    { i: { showId, podcastId: podcast.id, platform: 'spotify', title: `${title} one`, description: 'd' } },
  );
  expect(published.errors).toBeUndefined();
  return { showId, ...(published.data?.publishEpisode as { episodeId: number; link: string }) };
}

describe('show analytics', () => {
  it("total a show's episodes only, with a row per episode, and are the owner's alone", async () => {
    const { user, accessToken } = await createCreator(t);
    const bees = await showWithEpisode(accessToken, user.id, 'Bees');
    const wasps = await showWithEpisode(accessToken, user.id, 'Wasps');
    await rawRequest(bees.link, { headers: { 'user-agent': PODCAST_APP } });
    await rawRequest(wasps.link, { headers: { 'user-agent': PODCAST_APP } });
    await rawRequest(wasps.link, { headers: { 'user-agent': 'Spotify/8.9.2 Android/33 (SM-S911B)' } });
    await settle();

    const answer = await graphql(t, accessToken, SHOW_ANALYTICS, { s: wasps.showId });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.showAnalytics).toEqual({
      showId: wasps.showId,
      title: 'Wasps',
      period: 'All Time',
      totals: { episodeId: null, totalPlays: 2, downloads: 2 },
      episodes: [{ episodeId: wasps.episodeId, title: 'Wasps one', totalPlays: 2, downloads: 2, playerPlays: 0 }],
    });
    const beesFigures = (await graphql(t, accessToken, SHOW_ANALYTICS, { s: bees.showId })).data?.showAnalytics;
    expect(beesFigures.totals).toEqual({ episodeId: null, totalPlays: 1, downloads: 1 });

    const other = await createCreator(t);
    const refused = await graphql(t, other.accessToken, SHOW_ANALYTICS, { s: wasps.showId });
    expect(refused.errors?.[0]?.message).toBe('We could not find that show.');
    const bad = await graphql(t, accessToken, SHOW_ANALYTICS, { s: 'not-a-show' });
    expect(bad.errors?.[0]?.message).toBe('We could not find that show.');
  });
});
