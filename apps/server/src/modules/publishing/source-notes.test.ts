import type { ScriptCitations } from '@podloom/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { sources } from '../generation';
import { updatePodcast } from '../podcasts/testing/factories';
import { sourceNotes, withSourceNotes } from './source-notes';
import { checkFeed, text } from './testing/feed-checks';
import {
  CREATE_RSS,
  createCreator,
  createPodcastWithAudio,
  graphql,
  publish,
  rawRequest,
  rssInput,
} from './testing/publishing-test-kit';

const cite = (index: number, sourceId: number) => ({
  index,
  text: `line ${index}`,
  citations: [{ sourceId, passage: 0, quote: 'Bees dance.' }],
  unsupported: false,
});

describe('sourceNotes', () => {
  const timings = [
    { index: 0, start: 0.5 },
    { index: 1, start: 252.4 },
    { index: 2, start: 3725 },
  ];
  it('lists each source at the time it is first cited, in that order, with its link when it has one', () => {
    const citations: ScriptCitations = { lines: [cite(2, 8), cite(1, 9), cite(2, 9)], passages: [] };
    const notes = sourceNotes(citations, timings, [
      { id: 8, title: 'Hive notes', url: null },
      { id: 9, title: 'Bees', url: 'https://example.org/bees' },
      { id: 10, title: 'Never cited', url: null },
    ]);
    expect(notes).toEqual(['[04:12] Bees — https://example.org/bees', '[1:02:05] Hive notes']);
  });

  it('ends the description with a Sources block, replaced (not repeated) when published again, within 4000 bytes', () => {
    const once = withSourceNotes('A chat about bees.', ['[00:03] Bees — https://example.org/bees']);
    expect(once).toBe('A chat about bees.\n\nSources\n[00:03] Bees — https://example.org/bees');
    expect(withSourceNotes(once, ['[00:05] Hives'])).toBe('A chat about bees.\n\nSources\n[00:05] Hives');
    const long = withSourceNotes(
      'x'.repeat(3_900),
      Array.from({ length: 20 }, (_, i) => `[00:0${i % 10}] Source ${i}`),
    );
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(4000);
    expect(withSourceNotes('Plain.', [])).toBe('Plain.');
  });
});

let t: TestApp;
let token: string;
let userId: number;
useTestApp((app) => {
  t = app;
});
beforeEach(async () => {
  const creator = await createCreator(t, { givenName: 'Asha' });
  userId = creator.user.id;
  token = creator.accessToken;
});

describe('show notes of a published episode', () => {
  it('end with the sources and the time each is first cited, in the feed and on the episode page', async () => {
    const [bees] = await t.services.db
      .insert(sources)
      .values({
        userId,
        title: 'Waggle dance study',
        kind: 'url',
        address: 'https://example.org/waggle',
        text: 'Bees dance to tell each other where the flowers are.',
        words: 10,
      })
      .returning();
    const lineTimings = [
      { index: 0, speaker: 'Asha', start: 0.5, end: 3.25 },
      { index: 1, speaker: 'Ravi', start: 63.75, end: 67 },
      { index: 2, speaker: 'Asha', start: 67.5, end: 69 },
    ];
    const podcast = await createPodcastWithAudio(t, userId, { seconds: 90, settings: { lineTimings } });
    const citations: ScriptCitations = {
      lines: [
        {
          index: 1,
          text: 'Bees dance to tell each other where the flowers are.',
          citations: [
            { sourceId: bees?.id as number, passage: 0, quote: 'Bees dance to tell each other where the flowers are.' },
          ],
          unsupported: false,
        },
      ],
      passages: [
        { sourceId: bees?.id as number, passage: 0, text: 'Bees dance to tell each other where the flowers are.' },
      ],
    };
    await updatePodcast(t.services.db, podcast.id, { citations });
    const created = await graphql(t, token, CREATE_RSS, { input: rssInput() });
    const published = await publish(t, token, userId, podcast.id);
    expect(published.errors).toBeUndefined();

    const { channel } = await checkFeed(created.data?.createRss.feedUrl);
    const [item] = channel.item;
    const notes = 'Sources\n[01:03] Waggle dance study — https://example.org/waggle';
    // The description, then its sources (the feed's AI-voice disclosure follows all show notes).
    expect(text(item.description)).toContain(`where the flowers are.\n\n${notes}`);
    const page = (await rawRequest(text(item.link))).body.toString();
    expect(page).toContain('[01:03] Waggle dance study — https://example.org/waggle');

    // Published again: one Sources block still.
    await publish(t, token, userId, podcast.id);
    const again = (await checkFeed(created.data?.createRss.feedUrl)).channel.item[0];
    expect(text(again.description).split('Sources\n')).toHaveLength(2);
    // Two publishes (each copying and tagging the MP3 through ffmpeg) are slow on a loaded machine.
  }, 240_000);
});
