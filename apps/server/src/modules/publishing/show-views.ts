import { DIRECTORY_SUBMIT_PAGES, LISTING_LINK_FIELDS, PLATFORM_NAMES, type PlatformKey } from '@podloom/contract';
import type { AppServices } from '../../platform/services';
import { coverUrlOf, feedUrlOf } from './feed-document';
import { absoluteUrl } from './feed-locations';
import { publicPaths } from './public/public-page-model';
import type { FeedRow } from './publishing.repository';
import { findDestinations, publishedCounts, scheduledEpisodes, showPodcasts } from './shows.repository';

/** SUBMIT: the feed still has to be submitted once (or the listing link saved); LISTED: the listing link is saved. */
export type DestinationStatus = 'SUBMIT' | 'LISTED';

export interface ShowDestinationView {
  platform: string;
  platformName: string;
  listingUrl: string | null;
  submitUrl: string | null;
  status: DestinationStatus;
}

export type ShowView = ReturnType<ShowViews['view']> & { scheduled: ScheduledEpisodeView[] };

/** An episode of the show waiting for its release. */
export interface ScheduledEpisodeView {
  episodeId: number;
  title: string;
  /** ISO 8601, UTC. */
  publishAt: string;
}

/** What the Shows screen and the Publish modal read about a show. */
export class ShowViews {
  constructor(private readonly services: Pick<AppServices, 'db' | 'config'>) {}

  async of(rows: FeedRow[]) {
    const { db } = this.services;
    const ids = rows.map((row) => row.id);
    const [destinations, counts, podcasts, scheduled] = await Promise.all([
      findDestinations(db, ids),
      publishedCounts(db, ids),
      showPodcasts(db, ids),
      scheduledEpisodes(db, ids),
    ]);
    return rows.map((row) => ({
      ...this.view(
        row,
        destinations.filter((d) => d.showId === row.id).map((d) => destinationOf(row, d.platform, d.listingUrl)),
        counts.get(row.id) ?? 0,
        podcasts.filter((p) => p.showId === row.id && p.podcastId !== null),
      ),
      scheduled: scheduled
        .filter((s) => s.showId === row.id)
        .map((s) => ({ episodeId: s.episodeId, title: s.title, publishAt: (s.publishAt as Date).toISOString() })),
    }));
  }

  view(
    row: FeedRow,
    destinations: ShowDestinationView[],
    episodeCount: number,
    podcasts: Array<{ podcastId: number | null; at: Date | null }>,
  ) {
    const { publicUrl } = this.services.config;
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      feedUrl: feedUrlOf(publicUrl, row.id),
      pageUrl: row.visibility === 'public' ? absoluteUrl(publicUrl, publicPaths.show(row.id)) : null,
      destinations,
      episodeCount,
      podcasts: podcasts.map((p) => ({
        podcastId: p.podcastId as number,
        lastPublishedAt: p.at?.toISOString() ?? null,
      })),
      podcastTitle: row.title,
      podcastDescription: row.description,
      podcastWebsite: row.website,
      copyrightHolder: row.copyrightHolder,
      language: row.language,
      podcastAuthor: row.author,
      podcastSummary: row.summary,
      ownerName: row.ownerName,
      ownerEmail: row.ownerEmail,
      explicit: row.explicit ? 'yes' : 'no',
      podcastImageUrl: coverUrlOf(publicUrl, row),
      category: row.appleCategory,
      appleUrl: row.appleUrl,
      spotifyUrl: row.spotifyUrl,
      amazonUrl: row.amazonUrl,
      locked: row.locked,
      fundingUrl: row.fundingUrl,
      fundingText: row.fundingText,
      txt: row.txtRecords,
      aiDisclosure: row.aiDisclosure,
      visibility: row.visibility === 'private' ? ('PRIVATE' as const) : ('PUBLIC' as const),
      createdAt: row.createdAt.toISOString(),
      lastBuildDate: row.lastBuildDate.toISOString(),
    };
  }
}

/**
 * A directory of the show: Apple Podcasts, Spotify and Amazon Music keep their listing link on the show (the
 * public pages link to it), every other directory on the destination itself; either link makes it Listed.
 */
export function destinationOf(row: FeedRow, platform: string, ownListing: string | null = null): ShowDestinationView {
  const key = platform as PlatformKey;
  const field = LISTING_LINK_FIELDS[key];
  const listingUrl = field ? row[field] : ownListing;
  return {
    platform,
    platformName: PLATFORM_NAMES[key] ?? platform,
    listingUrl,
    submitUrl: DIRECTORY_SUBMIT_PAGES[key] ?? null,
    status: listingUrl ? 'LISTED' : 'SUBMIT',
  };
}
