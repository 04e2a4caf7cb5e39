import type { CoverThumbnailPlace } from '../cover-art';
import type { EpisodeChapter } from '../episode-chapters';
import {
  coverThumbnailUrlOf,
  coverUrlOf,
  enclosureUrlOf,
  feedUrlOf,
  filesFeedOf,
  fundingTextOf,
} from '../feed-document';
import { absoluteUrl, feedPaths } from '../feed-locations';
import type { EpisodeRow, FeedRow } from '../publishing.repository';
import { DEFAULT_ACCENT } from './artwork-colour';

/** Where the public pages live (robots.txt allows /shows/ and /episodes/; the embed is not for indexing). */
export const publicPaths = {
  show: (feedId: string) => `/shows/${feedId}`,
  episode: (episodeId: number) => `/episodes/${episodeId}`,
  embed: (episodeId: number) => `/embed/episodes/${episodeId}`,
  oembed: '/oembed',
  beacon: '/api/podloom/v1/plays',
};

/** Everything a public page shows of an episode: only what its published feed already tells the world. */
export interface PublicEpisode {
  id: number;
  title: string;
  description: string;
  pageUrl: string;
  embedUrl: string;
  enclosureUrl: string;
  enclosureLength: number;
  durationSeconds: number;
  season: number;
  episodeNumber: number | null;
  pubDate: Date;
  chapters: EpisodeChapter[];
  transcriptUrl: string | null;
  transcriptLanguage: string | null;
  persons: Array<{ name: string; role: string }>;
}

export interface PublicShow {
  title: string;
  description: string;
  author: string;
  language: string;
  pageUrl: string;
  feedUrl: string;
  imageUrl: string;
  /** The cover at the size each page shows it (the feed's own image when the creator hosts it). */
  thumbnailUrls: Record<CoverThumbnailPlace, string>;
  website: string;
  /** The show's listings in the directories, when the creator gave them. */
  appleUrl: string | null;
  spotifyUrl: string | null;
  amazonUrl: string | null;
  /** The colour the pages take from the artwork (white text reads on it); Podloom's violet until it is read. */
  accent: string;
  /** The show's AI-disclosure statement; empty when the creator turned it off. */
  aiDisclosure: string;
  /** The show's support link (`podcast:funding`) and its words; null without one. */
  funding: { url: string; text: string } | null;
}

export function publicShowOf(publicUrl: string, feed: FeedRow): PublicShow {
  return {
    title: feed.title,
    description: feed.description,
    author: feed.author,
    language: feed.language,
    pageUrl: absoluteUrl(publicUrl, publicPaths.show(feed.id)),
    feedUrl: feedUrlOf(publicUrl, feed.id),
    imageUrl: coverUrlOf(publicUrl, feed),
    thumbnailUrls: {
      show: coverThumbnailUrlOf(publicUrl, feed, 'show'),
      episode: coverThumbnailUrlOf(publicUrl, feed, 'episode'),
      embed: coverThumbnailUrlOf(publicUrl, feed, 'embed'),
    },
    website: feed.website,
    appleUrl: feed.appleUrl,
    spotifyUrl: feed.spotifyUrl,
    accent: DEFAULT_ACCENT,
    amazonUrl: feed.amazonUrl,
    aiDisclosure: feed.aiDisclosure.trim(),
    funding: feed.fundingUrl ? { url: feed.fundingUrl, text: fundingTextOf(feed) } : null,
  };
}

export function publicEpisodeOf(publicUrl: string, row: EpisodeRow): PublicEpisode {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pageUrl: absoluteUrl(publicUrl, publicPaths.episode(row.id)),
    embedUrl: absoluteUrl(publicUrl, publicPaths.embed(row.id)),
    enclosureUrl: enclosureUrlOf(publicUrl, row),
    enclosureLength: row.audioBytes,
    durationSeconds: row.durationSeconds,
    season: row.season,
    episodeNumber: row.episodeNumber,
    pubDate: row.pubDate,
    chapters: row.chapters,
    transcriptUrl: row.transcriptLanguage
      ? absoluteUrl(publicUrl, feedPaths.transcript(filesFeedOf(row), row.id, row.revision, 'vtt'))
      : null,
    transcriptLanguage: row.transcriptLanguage,
    persons: row.persons,
  };
}

/** The episode id of a public page or embed URL of ours, or null. */
export function episodeIdOfUrl(publicUrl: string, url: string): number | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(publicUrl).origin) return null;
  const match = /^\/(?:embed\/)?episodes\/(\d{1,9})\/?$/.exec(parsed.pathname);
  return match ? Number(match[1]) : null;
}
