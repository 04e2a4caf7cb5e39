import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { checkFeed } from './testing/feed-checks';
import {
  CREATE_RSS,
  createCreator,
  createPodcastWithAudio,
  type GraphQLAnswer,
  graphql,
  publish,
  rawRequest,
  rssInput,
} from './testing/publishing-test-kit';

let t: TestApp;
let token: string;
let userId: number;

useTestApp((app) => {
  t = app;
});
beforeEach(async () => {
  const creator = await createCreator(t);
  userId = creator.user.id;
  token = creator.accessToken;
});

const SHOW_FIELDS = 'id slug title feedUrl pageUrl episodeCount destinations { platform listingUrl submitUrl status }';
const CREATE_SHOW = `mutation($input: ShowInput!){ createShow(input:$input){ ${SHOW_FIELDS} } }`;
const UPDATE_SHOW = `mutation($id:String!,$input: ShowInput!){ updateShow(showId:$id, input:$input){ ${SHOW_FIELDS} } }`;
const DELETE_SHOW = 'mutation($id:String!,$confirm:Boolean){ deleteShow(showId:$id, confirm:$confirm) }';
const SHOWS = `{ shows { ${SHOW_FIELDS} } }`;
const PUBLISH_EPISODE = `mutation($input: PublishEpisodeInput!){
  publishEpisode(input:$input){ episodeId showId platform feedUrl link guid }
}`;

interface ShowAnswer {
  id: string;
  slug: string;
  title: string;
  feedUrl: string;
  pageUrl: string;
  episodeCount: number;
  destinations: Array<{ platform: string; listingUrl: string | null; submitUrl: string | null; status: string }>;
}

const showInput = (overrides: Record<string, unknown> = {}) => {
  const { platform: _platform, ...form } = rssInput(overrides);
  return form;
};

function dataOf(answer: GraphQLAnswer) {
  expect(answer.errors).toBeUndefined();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL shapes.
  return answer.data as Record<string, any>;
}

async function createShow(title: string): Promise<ShowAnswer> {
  return dataOf(await graphql(t, token, CREATE_SHOW, { input: showInput({ podcastTitle: title }) })).createShow;
}

async function publishTo(showId: string, podcastId: number, platform: string, title = 'An episode') {
  const answer = await graphql(t, token, PUBLISH_EPISODE, {
    input: { showId, podcastId, platform, title, description: 'What it is about.' },
  });
  return dataOf(answer).publishEpisode as {
    episodeId: number;
    showId: string;
    feedUrl: string;
    guid: string;
    link: string;
  };
}

const guidsOf = (xml: string) => [...xml.matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map((m) => m[1]);

describe('shows', () => {
  it('keep their own episodes: two shows, two valid feeds, each with only its own items', async () => {
    const [bees, wasps] = [await createShow('Bees Weekly'), await createShow('Wasps Daily')];
    expect(bees.slug).toBe('bees-weekly');
    expect(bees.feedUrl).toBe(`${t.url}/feeds/${bees.id}.xml`);
    expect(bees.pageUrl).toBe(`${t.url}/shows/${bees.id}`);
    const [one, two] = [await createPodcastWithAudio(t, userId), await createPodcastWithAudio(t, userId)];
    const onBees = await publishTo(bees.id, one.id, 'spotify', 'All about bees');
    const onWasps = await publishTo(wasps.id, two.id, 'apple', 'All about wasps');
    expect(onBees.feedUrl).toBe(bees.feedUrl);

    const beesFeed = await checkFeed(bees.feedUrl);
    const waspsFeed = await checkFeed(wasps.feedUrl);
    expect(guidsOf(beesFeed.xml)).toEqual([onBees.guid]);
    expect(guidsOf(waspsFeed.xml)).toEqual([onWasps.guid]);
    expect(beesFeed.xml).not.toContain('All about wasps');

    const shows = dataOf(await graphql(t, token, SHOWS)).shows as ShowAnswer[];
    expect(shows.map((s) => s.title)).toEqual(['Wasps Daily', 'Bees Weekly']);
    expect(shows.map((s) => s.episodeCount)).toEqual([1, 1]);
    expect(shows[1]?.destinations).toEqual([
      { platform: 'spotify', listingUrl: null, submitUrl: 'https://creators.spotify.com/', status: 'SUBMIT' },
    ]);
  });

  it('carry an episode once whichever directories it goes to: Spotify then Apple is one item', async () => {
    const show = await createShow('Bees Weekly');
    const podcast = await createPodcastWithAudio(t, userId);
    const first = await publishTo(show.id, podcast.id, 'spotify');
    const second = await publishTo(show.id, podcast.id, 'apple');
    expect(second.episodeId).toBe(first.episodeId);
    expect(second.guid).toBe(first.guid);
    const { xml } = await checkFeed(show.feedUrl);
    expect(guidsOf(xml)).toEqual([first.guid]);

    const updated = await graphql(t, token, UPDATE_SHOW, {
      id: show.id,
      input: showInput({ podcastTitle: 'Bees Weekly', appleUrl: 'https://podcasts.apple.com/us/podcast/id1' }),
    });
    const destinations = (dataOf(updated).updateShow as ShowAnswer).destinations;
    expect(destinations.map((d) => [d.platform, d.status])).toEqual([
      ['spotify', 'SUBMIT'],
      ['apple', 'LISTED'],
    ]);
    expect(destinations[1]?.listingUrl).toBe('https://podcasts.apple.com/us/podcast/id1');
  });
});

describe("the spec's per-platform operations over shows", () => {
  it("keep the spec's createRss + addEpisode working: one show, one feed URL, for every platform", async () => {
    const podcast = await createPodcastWithAudio(t, userId);
    const spotify = dataOf(await graphql(t, token, CREATE_RSS, { input: rssInput() })).createRss as {
      feedId: string;
      feedUrl: string;
    };
    const onSpotify = await publish(t, token, userId, podcast.id);
    expect(onSpotify.errors).toBeUndefined();
    // The only show takes a platform it was not created for, as the Publish modal does with one show.
    const onApple = await publish(t, token, userId, podcast.id, {}, 'apple');
    expect(onApple.data?.addEpisode.guid).toBe(onSpotify.data?.addEpisode.guid);
    expect(onApple.data?.addEpisode.feedUrl).toBe(spotify.feedUrl);
    // The RSS form for another platform with the show's title saves the same show.
    const apple = dataOf(await graphql(t, token, CREATE_RSS, { input: rssInput({ platform: 'amazon_music' }) }))
      .createRss as { feedId: string };
    expect(apple.feedId).toBe(spotify.feedId);
    const feeds = dataOf(await graphql(t, token, '{ rssFeeds { feedId platform } }')).rssFeeds as Array<{
      feedId: string;
      platform: string;
    }>;
    expect(feeds.map((f) => f.platform).sort()).toEqual(['amazon_music', 'apple', 'spotify']);
    expect(new Set(feeds.map((f) => f.feedId))).toEqual(new Set([spotify.feedId]));
    const { xml } = await checkFeed(spotify.feedUrl);
    expect(guidsOf(xml)).toHaveLength(1);
  });
});

describe('editing and deleting shows', () => {
  it('refuse a taken or malformed slug with a sentence', async () => {
    await createShow('Bees Weekly');
    const again = await createShow('Bees Weekly');
    expect(again.slug).toBe('bees-weekly-2');
    const taken = await graphql(t, token, UPDATE_SHOW, {
      id: again.id,
      input: showInput({ podcastTitle: 'Bees Weekly', slug: 'bees-weekly' }),
    });
    expect(taken.errors?.[0]?.message).toBe('You already have a show with that slug. Please choose another.');
    const bad = await graphql(t, token, CREATE_SHOW, { input: showInput({ slug: 'Bees Weekly!' }) });
    expect(bad.errors?.[0]?.message).toContain('lowercase letters, digits');
    const empty = await graphql(t, token, CREATE_SHOW, { input: showInput({ podcastTitle: ' ' }) });
    expect(empty.errors?.[0]?.message).toBe('Please fill in the podcast title.');
  });

  it('are deleted only when confirmed while they have episodes; then the feed and page answer 410 Gone', async () => {
    const show = await createShow('Bees Weekly');
    const podcast = await createPodcastWithAudio(t, userId);
    const published = await publishTo(show.id, podcast.id, 'spotify');
    const revision = /\/([^/]+)\.mp3$/.exec(published.link)?.[1];
    const audioKey = `feeds/${show.id}/episodes/${published.guid}/${revision}.mp3`;
    expect(await t.services.storage.stat(audioKey)).not.toBeNull();
    const refused = await graphql(t, token, DELETE_SHOW, { id: show.id });
    expect(refused.errors?.[0]?.message).toContain('This show has 1 published episode.');
    expect((await rawRequest(show.feedUrl)).status).toBe(200);

    expect(dataOf(await graphql(t, token, DELETE_SHOW, { id: show.id, confirm: true })).deleteShow).toBe(true);
    const feed = await rawRequest(show.feedUrl);
    expect(feed.status).toBe(410);
    expect(JSON.parse(feed.body.toString()).message).toContain('deleted');
    expect((await rawRequest(show.pageUrl)).status).toBe(410);
    // Its episodes' public pages, embeds and files are gone too (410), not merely missing (404).
    const episodePage = await rawRequest(`${t.url}/episodes/${published.episodeId}`);
    expect(episodePage.status).toBe(410);
    expect(episodePage.body.toString()).toContain('This show was deleted.');
    expect((await rawRequest(`${t.url}/embed/episodes/${published.episodeId}`)).status).toBe(410);
    const enclosure = await rawRequest(published.link);
    expect(enclosure.status).toBe(410);
    expect(JSON.parse(enclosure.body.toString()).message).toContain('deleted with its show');
    expect((await rawRequest(`${t.url}/episodes/${published.episodeId + 1000}`)).status).toBe(404);
    expect(await t.services.storage.stat(audioKey)).toBeNull();
    expect(dataOf(await graphql(t, token, SHOWS)).shows).toEqual([]);
    const draft = await createShow('Draft');
    expect(dataOf(await graphql(t, token, DELETE_SHOW, { id: draft.id })).deleteShow).toBe(true);
  });

  it("are another user's to neither read, change, delete nor publish to", async () => {
    const show = await createShow('Bees Weekly');
    const other = await createCreator(t);
    const podcast = await createPodcastWithAudio(t, other.user.id);
    const read = await graphql(t, other.accessToken, `query($id:String!){ show(showId:$id){ id title } }`, {
      id: show.id,
    });
    expect(read.data?.show).toBeNull();
    const input = { showId: show.id, podcastId: podcast.id, platform: 'spotify', title: 'Mine', description: 'x' };
    const published = await graphql(t, other.accessToken, PUBLISH_EPISODE, { input });
    expect(published.errors?.[0]?.message).toBe('We could not find that show.');
    const updated = await graphql(t, other.accessToken, UPDATE_SHOW, { id: show.id, input: showInput() });
    expect(updated.errors?.[0]?.message).toBe('We could not find that show.');
    const deleted = await graphql(t, other.accessToken, DELETE_SHOW, { id: show.id, confirm: true });
    expect(deleted.errors?.[0]?.message).toBe('We could not find that show.');
    expect((await rawRequest(show.feedUrl)).status).toBe(200);
  });
});

describe('listing links', () => {
  it('reach Listed in every directory once its listing link is saved, with a sentence for a wrong address', async () => {
    const show = await createShow('Bees Weekly');
    const podcast = await createPodcastWithAudio(t, userId);
    for (const platform of ['apple', 'overcast', 'podcastindex']) await publishTo(show.id, podcast.id, platform);
    const SET = `mutation($id:String!,$p:String!,$l:String){
      setListingLink(showId:$id, platform:$p, listingUrl:$l){ ${SHOW_FIELDS} } }`;
    const statusOf = (answer: Awaited<ReturnType<typeof graphql>>) =>
      Object.fromEntries(
        (dataOf(answer).setListingLink as ShowAnswer).destinations.map((d) => [d.platform, [d.status, d.listingUrl]]),
      );
    await graphql(t, token, SET, { id: show.id, p: 'apple', l: 'https://podcasts.apple.com/us/podcast/bees/id1' });
    await graphql(t, token, SET, { id: show.id, p: 'overcast', l: 'https://overcast.fm/itunes1' });
    const all = await graphql(t, token, SET, {
      id: show.id,
      p: 'Podcast Index',
      l: 'https://podcastindex.org/podcast/7',
    });
    expect(statusOf(all)).toEqual({
      apple: ['LISTED', 'https://podcasts.apple.com/us/podcast/bees/id1'],
      overcast: ['LISTED', 'https://overcast.fm/itunes1'],
      podcastindex: ['LISTED', 'https://podcastindex.org/podcast/7'],
    });
    // A look-alike host is refused with the sentence; empty clears the link.
    const wrong = await graphql(t, token, SET, { id: show.id, p: 'overcast', l: 'https://overcast.fm.example.com/x' });
    expect(wrong.errors?.[0]?.message).toBe(
      "Please paste the show's Overcast address: it starts with https:// and is on overcast.fm.",
    );
    const cleared = await graphql(t, token, SET, { id: show.id, p: 'overcast', l: '' });
    expect(statusOf(cleared).overcast).toEqual(['SUBMIT', null]);
    const unknown = await graphql(t, token, SET, { id: show.id, p: 'myspace', l: 'https://myspace.com/x' });
    expect(unknown.errors?.[0]?.message).toBe('Please choose a platform from the list.');
  });
});
