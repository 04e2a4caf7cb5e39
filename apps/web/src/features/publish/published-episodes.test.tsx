import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_EPISODES_KEY, type PublishedEpisodeRow } from './publish-api';
import { PublishedEpisodes } from './published-episodes';

const episode = (overrides: Partial<PublishedEpisodeRow>): PublishedEpisodeRow => ({
  episodeId: 1,
  podcastId: 7,
  platform: 'apple',
  title: 'How bees talk',
  pubDate: 'Fri, 27 Nov 2026 06:00:00 GMT',
  pageUrl: 'https://podloom.example/episodes/1',
  embedCode: '<iframe src="https://podloom.example/embed/episodes/1"></iframe>',
  status: 'PUBLISHED',
  publishAt: '2026-11-27T06:00:00.000Z',
  ...overrides,
});

function render(rows: PublishedEpisodeRow[]) {
  const client = new QueryClient();
  client.setQueryData(PUBLISHED_EPISODES_KEY, rows);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <PublishedEpisodes podcastId={7} />
    </QueryClientProvider>,
  );
}

describe('the Published list', () => {
  it("links a public show's episode page and offers its embed code", () => {
    const html = render([episode({})]);
    expect(html).toContain('href="https://podloom.example/episodes/1"');
    expect(html).toContain('Copy embed');
    expect(html).not.toContain('no public page');
  });

  it("says a private show's episode has no public page or player, and links neither", () => {
    const html = render([episode({ pageUrl: null, embedCode: null })]);
    expect(html).toContain('Private show: no public page or embed player.');
    expect(html).not.toContain('Public page');
    expect(html).not.toContain('Copy embed');
    // Unpublishing still works from the row.
    expect(html).toContain('Unpublish');
  });
});
