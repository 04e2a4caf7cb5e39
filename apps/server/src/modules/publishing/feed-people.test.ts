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

type PersonNode = { _: string; $: { role: string; group: string } };
const parser = new Parser<object, { persons: PersonNode[]; season: string; episode: string }>({
  customFields: {
    item: [
      ['podcast:person', 'persons', { keepArray: true }],
      ['podcast:season', 'season'],
      ['podcast:episode', 'episode'],
    ],
  },
});

describe('podcast:person, podcast:season and podcast:episode (issue 13)', () => {
  it('name the script host and guest with their roles, and the season and number given', async () => {
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const podcast = await createPodcastWithAudio(t, user.id, { seconds: 5 });
    expect((await graphql(t, accessToken, CREATE_RSS, { input: rssInput() })).errors).toBeUndefined();
    const published = await publish(t, accessToken, user.id, podcast.id, { itunesSeason: 2, itunesEpisode: 7 });
    expect(published.errors).toBeUndefined();

    const xml = (await rawRequest(published.data?.addEpisode.feedUrl as string)).body.toString('utf8');
    const feed = await parser.parseString(xml);
    const item = feed.items[0];
    expect(item?.persons.map((p) => [p._, p.$.role, p.$.group])).toEqual([
      ['Asha', 'host', 'cast'],
      ['Ravi', 'guest', 'cast'],
    ]);
    expect(item?.season).toBe('2');
    expect(item?.episode).toBe('7');
  });

  it('number an episode published without one after the feed last, and leave season 1', async () => {
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const podcast = await createPodcastWithAudio(t, user.id, { seconds: 5 });
    await graphql(t, accessToken, CREATE_RSS, { input: rssInput() });
    const published = await publish(t, accessToken, user.id, podcast.id);
    const feed = await parser.parseString(
      (await rawRequest(published.data?.addEpisode.feedUrl as string)).body.toString('utf8'),
    );
    expect([feed.items[0]?.season, feed.items[0]?.episode]).toEqual(['1', '1']);
  });
});
