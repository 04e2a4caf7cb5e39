import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FeedItem {
  guid: string;
  title: string;
  text: string;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A local RSS 2.0 server for series tests: its items can change between runs (?empty: none); it counts fetches. */
export async function startRssServer(items: FeedItem[] = []) {
  const state = { items: [...items], fetches: 0 };
  const server = http.createServer((request, response) => {
    state.fetches += 1;
    // ?empty answers a feed without items.
    const entries = (request.url?.includes('empty') ? [] : [...state.items])
      .reverse()
      .map(
        (item) =>
          `<item><title>${xmlText(item.title)}</title><guid isPermaLink="false">${xmlText(item.guid)}</guid>` +
          `<link>https://news.example.com/${encodeURIComponent(item.guid)}</link>` +
          `<description>${xmlText(`<p>${item.text}</p>`)}</description></item>`,
      )
      .join('');
    response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Hive News</title>` +
        `<link>https://news.example.com/</link><description>News of bees</description>${entries}</channel></rss>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/feed.xml`,
    state,
    add: (item: FeedItem) => state.items.push(item),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
