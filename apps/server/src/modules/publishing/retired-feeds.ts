import { create } from 'xmlbuilder2';
import type { AppServices } from '../../platform/services';
import { feedUrlOf } from './feed-document';
import { absoluteUrl } from './feed-locations';
import { publicPaths } from './public/public-page-model';
import { findRetiredFeed } from './shows.repository';

export const FEED_GONE = 'This show was deleted: its feed is gone for good.';

/** What a retired feed id answers: moved into a show (301) or deleted with its show (410). */
export type RetiredAnswer = { status: 301; feedUrl: string; pageUrl: string; body: string } | { status: 410 };

/** Null when the id was never a feed here (404). */
export async function retiredFeedAnswer(
  services: Pick<AppServices, 'db' | 'config'>,
  feedId: string,
): Promise<RetiredAnswer | null> {
  const retired = await findRetiredFeed(services.db, feedId);
  if (!retired) return null;
  if (!retired.movedTo) return { status: 410 };
  const { publicUrl } = services.config;
  const feedUrl = feedUrlOf(publicUrl, retired.movedTo);
  const pageUrl = absoluteUrl(publicUrl, publicPaths.show(retired.movedTo));
  return { status: 301, feedUrl, pageUrl, body: movedFeedXml(retired.title, feedUrl, pageUrl) };
}

/**
 * The body of the 301: a channel carrying `<itunes:new-feed-url>` (Apple's way of moving a feed), for podcast
 * apps that read the old document rather than follow the redirect.
 */
function movedFeedXml(title: string, feedUrl: string, pageUrl: string): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', {
    version: '2.0',
    'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  });
  const channel = root.ele('channel');
  channel.ele('title').txt(title);
  channel.ele('link').txt(pageUrl);
  channel.ele('description').txt(`This feed has moved to ${feedUrl}`);
  channel.ele('http://www.itunes.com/dtds/podcast-1.0.dtd', 'itunes:new-feed-url').txt(feedUrl);
  return root.end({ prettyPrint: true });
}
