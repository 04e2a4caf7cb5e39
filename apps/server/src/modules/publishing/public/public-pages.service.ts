import type { AppServices } from '../../../platform/services';
import type { PlayBeacon, PlayBeacons } from '../../analytics';
import { episodeFileKey } from '../feed-document';
import { absoluteUrl, UUID_PATTERN } from '../feed-locations';
import { type EpisodeRow, findFeed, findPublicEpisode } from '../publishing.repository';
import { retiredFeedAnswer } from '../retired-feeds';
import { findShowEpisodesPage, isEpisodeRetired } from '../shows.repository';
import { type OEmbedAnswer, oembedAnswer } from './oembed';
import { embedHtml, episodePageHtml, goneHtml, showPageHtml } from './public-page-html';
import {
  episodeIdOfUrl,
  type PublicEpisode,
  type PublicShow,
  publicEpisodeOf,
  publicPaths,
  publicShowOf,
} from './public-page-model';
import { parseVttCues, type TranscriptCue } from './vtt-cues';

/** Episodes on one page of a show. */
export const SHOW_PAGE_SIZE = 20;

export type ShowPageAnswer = { status: 200 | 410; html: string } | { status: 301; location: string } | null;

interface FoundEpisode {
  row: EpisodeRow;
  episode: PublicEpisode;
  show: PublicShow;
}

/** Where a play report came from: the listener is the salted hash of these, as for downloads. */
export interface BeaconSender {
  ip: string;
  userAgent: string;
}

/**
 * The server-rendered show, episode and embed pages, oEmbed, and the players' play reports: published episodes
 * only. A feed with no published episode is a draft, an unpublished episode is gone: both answer null (not found).
 */
export class PublicPagesService {
  private readonly beaconUrl: string;

  constructor(
    private readonly services: Pick<AppServices, 'db' | 'config' | 'storage'>,
    private readonly plays: PlayBeacons,
  ) {
    this.beaconUrl = absoluteUrl(services.config.publicUrl, publicPaths.beacon);
  }

  private get publicUrl(): string {
    return this.services.config.publicUrl;
  }

  /**
   * The show's page: its published episodes, newest first, SHOW_PAGE_SIZE a page. A feed merged into a show
   * moves there (301); a deleted show is gone (410); a show with no published episode is a draft (not found).
   */
  async showPage(feedId: string, rawPage?: string): Promise<ShowPageAnswer> {
    const feed = UUID_PATTERN.test(feedId) ? await findFeed(this.services.db, feedId) : null;
    if (!feed) {
      const retired = await retiredFeedAnswer(this.services, feedId);
      if (!retired) return null;
      return retired.status === 301 ? { status: 301, location: retired.pageUrl } : { status: 410, html: goneHtml() };
    }
    const page = /^[1-9]\d{0,5}$/.test(rawPage ?? '') ? Number(rawPage) : 1;
    const { rows, hasMore } = await findShowEpisodesPage(this.services.db, feed.id, page, SHOW_PAGE_SIZE);
    if (rows.length === 0) return null;
    const show = publicShowOf(this.publicUrl, feed);
    const pageUrl = (n: number) => (n === 1 ? show.pageUrl : `${show.pageUrl}?page=${n}`);
    const html = showPageHtml(
      show,
      rows.map((row) => publicEpisodeOf(this.publicUrl, row)),
      { newer: page > 1 ? pageUrl(page - 1) : null, older: hasMore ? pageUrl(page + 1) : null },
    );
    return { status: 200, html };
  }

  /** The episode's page, its transcript read from the VTT file published with it. */
  async episodePage(rawId: string): Promise<string | null> {
    const found = await this.findEpisode(rawId);
    if (!found) return null;
    const cues = await this.transcriptCues(found.row);
    const oembed = `${absoluteUrl(this.publicUrl, publicPaths.oembed)}?url=${encodeURIComponent(found.episode.pageUrl)}&format=json`;
    return this.withBeacon(episodePageHtml(found.episode, found.show, cues, oembed), 'web');
  }

  /** The page of an episode whose show was deleted: 410 Gone, so crawlers and players let it go. */
  async goneEpisodePage(rawId: string): Promise<string | null> {
    if (!/^\d{1,9}$/.test(rawId)) return null;
    return (await isEpisodeRetired(this.services.db, Number(rawId))) ? goneHtml() : null;
  }

  async embedPage(rawId: string): Promise<string | null> {
    const found = await this.findEpisode(rawId);
    return found ? this.withBeacon(embedHtml(found.episode, found.show), 'embed') : null;
  }

  /** The oEmbed answer for one of our episode pages or embeds; null for any other URL. */
  async oembed(url: string, max: { width?: string; height?: string }): Promise<OEmbedAnswer | null> {
    const id = episodeIdOfUrl(this.publicUrl, url);
    const found = id === null ? null : await this.findEpisode(String(id));
    return found ? oembedAnswer(this.publicUrl, found, max) : null;
  }

  /** Counts a player's report of a published episode; one of an unknown or unpublished episode is dropped. */
  async recordPlay(beacon: PlayBeacon, sender: BeaconSender): Promise<void> {
    const found = await findPublicEpisode(this.services.db, beacon.episodeId);
    if (!found) return;
    await this.plays.record({ beacon, durationSeconds: found.episode.durationSeconds, ...sender });
  }

  private async findEpisode(rawId: string): Promise<FoundEpisode | null> {
    if (!/^\d{1,9}$/.test(rawId)) return null;
    const found = await findPublicEpisode(this.services.db, Number(rawId));
    if (!found) return null;
    return {
      row: found.episode,
      episode: publicEpisodeOf(this.publicUrl, found.episode),
      show: publicShowOf(this.publicUrl, found.feed),
    };
  }

  /** A page without its transcript is still a page: a missing or unreadable file shows none. */
  private async transcriptCues(row: EpisodeRow): Promise<TranscriptCue[]> {
    if (!row.transcriptLanguage) return [];
    const key = episodeFileKey(row, row.revision, 'vtt');
    const vtt = await this.services.storage.read(key).catch(() => Buffer.alloc(0));
    return parseVttCues(vtt.toString('utf8'));
  }

  /** The players report plays to the beacon URL, telling which player they are. */
  private withBeacon(html: string, source: 'web' | 'embed'): string {
    return html.replace('<audio ', `<audio data-beacon="${this.beaconUrl}" data-source="${source}" `);
  }
}
