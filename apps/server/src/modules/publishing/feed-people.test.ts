import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { createPublishedEpisode, rawRequest } from './testing/publishing-test-kit';

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

describe('podcast:person, podcast:season and podcast:episode', () => {
  it('name the script host and guest with their roles, and the season and number given', async () => {
    const { episode } = await createPublishedEpisode(t, { episode: { itunesSeason: 2, itunesEpisode: 7 } });

    const xml = (await rawRequest(episode.feedUrl)).body.toString('utf8');
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
    const { episode } = await createPublishedEpisode(t);
    const feed = await parser.parseString((await rawRequest(episode.feedUrl)).body.toString('utf8'));
    expect([feed.items[0]?.season, feed.items[0]?.episode]).toEqual(['1', '1']);
  });
});
