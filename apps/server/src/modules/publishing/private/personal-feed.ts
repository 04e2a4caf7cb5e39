import { feedDocument, filesFeedOf } from '../feed-document';
import { absoluteUrl, feedPaths } from '../feed-locations';
import { buildFeedXml, type FeedEpisode } from '../feed-xml';
import type { EpisodeRow, FeedRow } from '../publishing.repository';
import { personalFeedUrl, signedFileUrl, type TokenHolder } from './listener-tokens';

/**
 * A listener's personal feed: the show's feed with `itunes:block` and `podcast:locked` yes, no WebSub hub, its own
 * address as the self link (the `podcast:guid` stays the show's), and every episode file signed for the listener.
 */
export function personalFeedXml(
  publicUrl: string,
  secret: Buffer,
  feed: FeedRow,
  rows: EpisodeRow[],
  listener: TokenHolder,
): string {
  const document = feedDocument(publicUrl, feed, rows, null);
  const sign = (path: string) => signedFileUrl(absoluteUrl(publicUrl, path), secret, listener, path);
  const episodes = document.episodes.map((episode, index): FeedEpisode => {
    const row = rows[index] as EpisodeRow;
    const folder = filesFeedOf(row);
    return {
      ...episode,
      // The episode pages are not public: the item points where the channel does.
      link: document.website,
      enclosureUrl: sign(feedPaths.enclosure(folder, row.id, row.revision)),
      transcripts: episode.transcripts.map((t) => {
        const format = t.type === 'text/vtt' ? 'vtt' : 'txt';
        return { ...t, url: sign(feedPaths.transcript(folder, row.id, row.revision, format)) };
      }),
      chaptersUrl: episode.chaptersUrl === null ? null : sign(feedPaths.chapters(folder, row.id, row.revision)),
    };
  });
  return buildFeedXml({
    ...document,
    feedUrl: personalFeedUrl(publicUrl, secret, listener),
    hubUrl: null,
    locked: true,
    block: true,
    episodes,
  });
}
