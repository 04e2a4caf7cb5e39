import { describe, expect, it } from 'vitest';
import { EMBED_SIZE, oembedAnswer } from './oembed';
import { episodeIdOfUrl, type PublicEpisode, type PublicShow } from './public-page-model';

const PUBLIC_URL = 'https://podloom.example.com';
const found = {
  episode: { title: 'Bees <3', embedUrl: `${PUBLIC_URL}/embed/episodes/7` } as PublicEpisode,
  show: {
    title: 'Hive',
    author: 'Asha',
    pageUrl: `${PUBLIC_URL}/shows/x`,
    imageUrl: 'https://img/x.jpg',
  } as PublicShow,
};

describe('oembedAnswer', () => {
  it.each([
    [{}, EMBED_SIZE.width, EMBED_SIZE.height],
    [{ width: '400', height: '170' }, 400, 170],
    [{ width: '9999', height: '9999' }, EMBED_SIZE.width, EMBED_SIZE.height],
    [{ width: '10', height: '10' }, 320, 160],
    [{ width: 'wide', height: '-5' }, EMBED_SIZE.width, 160],
  ])('keeps the frame within the embed and the consumer’s bounds: %o', (max, width, height) => {
    const answer = oembedAnswer(PUBLIC_URL, found, max);
    expect([answer.width, answer.height]).toEqual([width, height]);
    expect(answer.html).toContain(`width="${width}" height="${height}"`);
  });

  it('escapes the title in the iframe and names the show and its author', () => {
    const answer = oembedAnswer(PUBLIC_URL, found, {});
    expect(answer.html).toContain('title="Bees &lt;3 · Hive"');
    expect(answer).toMatchObject({ version: '1.0', type: 'rich', author_name: 'Asha', provider_url: PUBLIC_URL });
  });
});

describe('episodeIdOfUrl', () => {
  it.each([
    [`${PUBLIC_URL}/episodes/12`, 12],
    [`${PUBLIC_URL}/embed/episodes/12/`, 12],
    ['https://elsewhere.example.com/episodes/12', null],
    [`${PUBLIC_URL}/episodes/12/extra`, null],
    [`${PUBLIC_URL}/shows/12`, null],
    ['not a url', null],
  ])('%s → %s', (url, id) => {
    expect(episodeIdOfUrl(PUBLIC_URL, url)).toBe(id);
  });
});
