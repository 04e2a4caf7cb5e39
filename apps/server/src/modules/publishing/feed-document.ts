import type { AppServices } from '../../platform/services';
import { parseStoredAppleCategory } from './apple-categories';
import { type CoverThumbnailPlace, coverThumbnailName } from './cover-art';
import { absoluteUrl, type EpisodeFileExtension, feedKeys, feedPaths, UUID_PATTERN } from './feed-locations';
import { buildFeedXml, type FeedDocument, type FeedEpisode, type FeedSoundbite } from './feed-xml';
import { podcastGuid } from './podcast-guid';
import { type EpisodeRow, type FeedRow, findFeed, findFeedEpisodes } from './publishing.repository';
import { withDisclosure } from './show-tags';

export const feedUrlOf = (publicUrl: string, feedId: string) => absoluteUrl(publicUrl, feedPaths.feed(feedId));

/** The feed folder holding an episode's files: its show's, or the merged feed's it was first published to. */
export const filesFeedOf = (episode: Pick<EpisodeRow, 'feedId' | 'filesFeedId'>) =>
  episode.filesFeedId ?? episode.feedId;

export const enclosureUrlOf = (
  publicUrl: string,
  episode: Pick<EpisodeRow, 'feedId' | 'filesFeedId' | 'id' | 'revision'>,
) => absoluteUrl(publicUrl, feedPaths.enclosure(filesFeedOf(episode), episode.id, episode.revision));

/** The stored cover's file name (`{hash}.jpg`). */
const coverNameOf = (feed: Pick<FeedRow, 'imagePath'>) => feed.imagePath?.split('/').at(-1) ?? 'missing.jpg';

export function coverUrlOf(publicUrl: string, feed: Pick<FeedRow, 'id' | 'imageUrl' | 'imagePath'>): string {
  if (feed.imageUrl) return feed.imageUrl;
  return absoluteUrl(publicUrl, feedPaths.cover(feed.id, coverNameOf(feed)));
}

/** The cover at the size a public page shows it: a creator's own image as it is, else our WebP thumbnail. */
export function coverThumbnailUrlOf(
  publicUrl: string,
  feed: Pick<FeedRow, 'id' | 'imageUrl' | 'imagePath'>,
  place: CoverThumbnailPlace,
): string {
  if (feed.imageUrl) return feed.imageUrl;
  return absoluteUrl(publicUrl, feedPaths.cover(feed.id, coverThumbnailName(coverNameOf(feed), place)));
}

/** The support link's words: the creator's, else "Support {title}", within the namespace's 128 characters. */
export function fundingTextOf(feed: Pick<FeedRow, 'fundingText' | 'title'>): string {
  return [...(feed.fundingText || `Support ${feed.title}`)].slice(0, 128).join('');
}

/** The `©` line Apple requires: the holder given, else the author, with the year the feed began. */
export function copyrightOf(feed: Pick<FeedRow, 'copyrightHolder' | 'author' | 'createdAt'>): string {
  const holder = feed.copyrightHolder.trim() || feed.author;
  return holder.startsWith('©') ? holder : `© ${feed.createdAt.getUTCFullYear()} ${holder}`;
}

/** A podcast's soundbite with the render (its audio's storage key) it was timed against. */
export type SourcedSoundbite = FeedSoundbite & { sourceAudioPath: string | null };
/** The soundbites of podcasts' clips, by podcast id (the clips module answers; a feed shows its episodes'). */
export type SoundbiteSource = (podcastIds: number[]) => Promise<Map<number, SourcedSoundbite[]>>;
export const noSoundbites: SoundbiteSource = async () => new Map();

export function feedDocument(
  publicUrl: string,
  feed: FeedRow,
  rows: EpisodeRow[],
  hubUrl: string | null = null,
  soundbites: Map<number, SourcedSoundbite[]> = new Map(),
): FeedDocument {
  const feedUrl = feedUrlOf(publicUrl, feed.id);
  return {
    feedUrl,
    hubUrl,
    podcastGuid: podcastGuid(feedUrl),
    title: feed.title,
    description: feed.description,
    summary: feed.summary,
    // The creator's website when given, else the show's public page (a channel's <link> is required by RSS 2.0).
    website: feed.website.trim() || absoluteUrl(publicUrl, `/shows/${feed.id}`),
    language: feed.language,
    copyright: copyrightOf(feed),
    author: feed.author,
    ownerName: feed.ownerName,
    ownerEmail: feed.ownerEmail,
    explicit: feed.explicit,
    imageUrl: coverUrlOf(publicUrl, feed),
    category: parseStoredAppleCategory(feed.appleCategory),
    lastBuildDate: feed.lastBuildDate,
    locked: feed.locked,
    funding: feed.fundingUrl ? { url: feed.fundingUrl, text: fundingTextOf(feed) } : null,
    txt: feed.txtRecords.map((record) => ({ purpose: record.purpose ?? null, value: record.value })),
    episodes: rows.map((row) => ({
      ...feedEpisode(publicUrl, row, feed.aiDisclosure),
      soundbites: soundbitesOf(row, soundbites.get(row.podcastId ?? -1) ?? []),
    })),
  };
}

/**
 * A soundbite belongs to the audio it was cut from: an episode published from another render of its podcast carries
 * none of it (the lines have moved). A clip made before clips recorded their render (no source) is offered as it was.
 * It lies within the episode's audio, too.
 */
function soundbitesOf(row: EpisodeRow, bites: SourcedSoundbite[]): FeedSoundbite[] {
  return bites
    .filter((bite) => bite.sourceAudioPath === null || bite.sourceAudioPath === row.sourceAudioPath)
    .filter((bite) => bite.startTime + bite.duration <= row.durationSeconds + 0.5)
    .map(({ startTime, duration, title }) => ({ startTime, duration, title }));
}

function feedEpisode(publicUrl: string, row: EpisodeRow, disclosure: string): Omit<FeedEpisode, 'soundbites'> {
  const transcripts: FeedEpisode['transcripts'] = row.transcriptLanguage
    ? [
        {
          url: absoluteUrl(publicUrl, feedPaths.transcript(filesFeedOf(row), row.id, row.revision, 'vtt')),
          type: 'text/vtt',
          language: row.transcriptLanguage,
        },
        {
          url: absoluteUrl(publicUrl, feedPaths.transcript(filesFeedOf(row), row.id, row.revision, 'txt')),
          type: 'text/plain',
          language: row.transcriptLanguage,
        },
      ]
    : [];
  return {
    guid: row.guid,
    link: absoluteUrl(publicUrl, `/episodes/${row.id}`),
    title: row.title,
    description: withDisclosure(row.description, disclosure),
    enclosureUrl: enclosureUrlOf(publicUrl, row),
    enclosureLength: row.audioBytes,
    durationSeconds: row.durationSeconds,
    season: row.season,
    episodeNumber: row.episodeNumber,
    pubDate: row.pubDate,
    transcripts,
    chaptersUrl: row.chapters.length
      ? absoluteUrl(publicUrl, feedPaths.chapters(filesFeedOf(row), row.id, row.revision))
      : null,
    persons: row.persons,
  };
}

/** The feed's XML and build date, or null for an unknown id or a private show (the FeedCache loader). */
export async function loadFeedXml(
  services: Pick<AppServices, 'db' | 'config'>,
  feedId: string,
  soundbiteSource: SoundbiteSource = noSoundbites,
): Promise<{ xml: string; lastBuildDate: Date } | null> {
  if (!UUID_PATTERN.test(feedId)) return null;
  const feed = await findFeed(services.db, feedId);
  // A private show has no public feed: its listeners read their personal feeds.
  if (!feed || feed.visibility === 'private') return null;
  const rows = await findFeedEpisodes(services.db, feedId);
  const { publicUrl, feedPings } = services.config;
  const podcastIds = rows.flatMap((row) => (row.podcastId === null ? [] : [row.podcastId]));
  const soundbites = await soundbiteSource(podcastIds);
  const document = feedDocument(publicUrl, feed, rows, feedPings.websubHubUrl ?? null, soundbites);
  return { xml: buildFeedXml(document), lastBuildDate: feed.lastBuildDate };
}

/** Storage key of an episode file named by a URL's revision (older revisions stay served, unchanged). */
export const episodeFileKey = (
  row: Pick<EpisodeRow, 'feedId' | 'filesFeedId' | 'guid'>,
  revision: string,
  ext: EpisodeFileExtension,
) => feedKeys.episodeFile(filesFeedOf(row), row.guid, revision, ext);
