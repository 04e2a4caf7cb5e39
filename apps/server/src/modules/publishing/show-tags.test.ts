import { AI_DISCLOSURE_DEFAULT, SHOW_TAG_MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { checkFeed, text } from './testing/feed-checks';
import {
  createPublishedEpisode,
  type GraphQLAnswer,
  graphql,
  rawRequest,
  rssInput,
} from './testing/publishing-test-kit';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const SHOW_TAGS = 'id locked fundingUrl fundingText txt { purpose value } aiDisclosure';
const UPDATE_SHOW = `mutation($id:String!,$input: ShowInput!){ updateShow(showId:$id, input:$input){ ${SHOW_TAGS} } }`;

const showForm = (overrides: Record<string, unknown> = {}) => {
  const { platform: _platform, ...form } = rssInput();
  return { ...form, ...overrides };
};

function dataOf(answer: GraphQLAnswer) {
  expect(answer.errors).toBeUndefined();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL shapes.
  return answer.data as Record<string, any>;
}

const itemDescription = (channel: { item: Array<{ description: unknown }> }) => text(channel.item[0]?.description);

describe('the tags apps read', () => {
  it('starts locked with the AI disclosure on: at the end of each description and on both pages', async () => {
    const { feed, episode } = await createPublishedEpisode(t);
    const { channel } = await checkFeed(feed.feedUrl);
    expect(text(channel['podcast:locked'])).toBe('yes');
    expect(channel['podcast:locked']['@owner']).toMatch(/@/);
    expect(channel['podcast:funding']).toBeUndefined();
    expect(channel['podcast:txt']).toBeUndefined();
    expect(itemDescription(channel)).toMatch(new RegExp(`\\n\\n${AI_DISCLOSURE_DEFAULT.replace('.', '\\.')}$`));

    const showPage = await rawRequest(`${t.url}/shows/${feed.feedId}`);
    expect(showPage.body.toString()).toContain(AI_DISCLOSURE_DEFAULT);
    const episodePage = await rawRequest(`${t.url}/episodes/${episode.episodeId}`);
    expect(episodePage.body.toString()).toContain(AI_DISCLOSURE_DEFAULT);
  });

  it("carries the creator's choices: unlocked, a support link, text records, their own statement; strict checks pass", async () => {
    const { feed, episode, accessToken } = await createPublishedEpisode(t, {
      episode: { description: 'D'.repeat(3990) },
    });
    const input = showForm({
      locked: false,
      fundingUrl: 'https://example.com/support?a=1&b=2',
      fundingText: 'Buy us a coffee & more',
      txt: [{ purpose: 'verify', value: 'S6lpp-7ZCn8-dZfGc-OoyaG' }, { value: 'ownership: a <b> c' }],
      aiDisclosure: 'Both hosts are synthetic voices.',
    });
    const updated = dataOf(await graphql(t, accessToken, UPDATE_SHOW, { id: feed.feedId, input })).updateShow;
    expect(updated).toMatchObject({ locked: false, fundingText: 'Buy us a coffee & more' });
    expect(updated.txt).toEqual([
      { purpose: 'verify', value: 'S6lpp-7ZCn8-dZfGc-OoyaG' },
      { purpose: null, value: 'ownership: a <b> c' },
    ]);

    const { channel, xml } = await checkFeed(feed.feedUrl);
    expect(text(channel['podcast:locked'])).toBe('no');
    expect(channel['podcast:funding']['@url']).toBe('https://example.com/support?a=1&b=2');
    expect(text(channel['podcast:funding'])).toBe('Buy us a coffee & more');
    const txt = [channel['podcast:txt']].flat();
    expect(txt.map((node) => [node['@purpose'], text(node)])).toEqual([
      ['verify', 'S6lpp-7ZCn8-dZfGc-OoyaG'],
      [undefined, 'ownership: a <b> c'],
    ]);
    // A long description is cut so that the statement still ends it within 4000 bytes.
    const description = itemDescription(channel);
    expect(description.endsWith('\n\nBoth hosts are synthetic voices.')).toBe(true);
    expect(Buffer.byteLength(description)).toBeLessThanOrEqual(4000);
    expect(xml).not.toContain(AI_DISCLOSURE_DEFAULT);
    const page = await rawRequest(`${t.url}/shows/${feed.feedId}`);
    expect(page.body.toString()).toContain('Buy us a coffee &amp; more');

    // Omitted fields keep their values; empty ones clear them.
    const kept = dataOf(await graphql(t, accessToken, UPDATE_SHOW, { id: feed.feedId, input: showForm() })).updateShow;
    expect(kept).toMatchObject({ locked: false, fundingUrl: 'https://example.com/support?a=1&b=2' });
    const cleared = showForm({ fundingUrl: '', txt: [], aiDisclosure: '' });
    dataOf(await graphql(t, accessToken, UPDATE_SHOW, { id: feed.feedId, input: cleared }));
    const after = await checkFeed(feed.feedUrl);
    expect(after.channel['podcast:funding']).toBeUndefined();
    expect(after.channel['podcast:txt']).toBeUndefined();
    expect(itemDescription(after.channel)).toBe('D'.repeat(3990));
    const episodePage = await rawRequest(`${t.url}/episodes/${episode.episodeId}`);
    expect(episodePage.body.toString()).not.toContain('synthetic voices');
  });

  it.each([
    [{ fundingUrl: 'javascript:alert(1)' }, SHOW_TAG_MESSAGES.invalidFundingUrl],
    [{ fundingUrl: 'https://example.com', fundingText: 'x'.repeat(129) }, SHOW_TAG_MESSAGES.fundingTextTooLong],
    [{ txt: [{ purpose: 'two words', value: 'v' }] }, SHOW_TAG_MESSAGES.txtPurposeInvalid],
    [{ txt: [{ value: '  ' }] }, SHOW_TAG_MESSAGES.txtValueRequired],
    [{ txt: Array.from({ length: 11 }, () => ({ value: 'v' })) }, SHOW_TAG_MESSAGES.txtTooMany],
  ])('refuses %j with a clear message', async (tags, message) => {
    const { feed, accessToken } = await createPublishedEpisode(t);
    const answer = await graphql(t, accessToken, UPDATE_SHOW, { id: feed.feedId, input: showForm(tags) });
    expect(answer.errors?.[0]?.message).toBe(message);
  });
});
