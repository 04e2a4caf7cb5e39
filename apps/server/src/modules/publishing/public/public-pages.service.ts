import type { AppServices } from '../../../platform/services';
import type { PlayBeacon, PlayBeacons } from '../../analytics';
import { episodeFileKey } from '../feed-document';
import { absoluteUrl, UUID_PATTERN } from '../feed-locations';
import { type EpisodeRow, type FeedRow, findFeed, findPublicEpisode } from '../publishing.repository';
import { retiredFeedAnswer } from '../retired-feeds';
import { findShowEpisodesPage, isRetiredEpisode } from '../shows.repository';
import { ArtworkColours } from './artwork-colour';
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
/** An episode's page or embed: the page, gone (410: deleted with its show), or null (not found). */
export type EpisodePageAnswer = { status: 200 | 410; html: string } | null;

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
  private readonly colours: ArtworkColours;

  constructor(
    private readonly services: Pick<AppServices, 'db' | 'config' | 'storage' | 'log'>,
    private readonly plays: PlayBeacons,
  ) {
    this.beaconUrl = absoluteUrl(services.config.publicUrl, publicPaths.beacon);
    this.colours = new ArtworkColours(services);
  }

  /** The show as its pages present it, in the colour of its artwork. */
  private async presented(feed: FeedRow): Promise<PublicShow> {
    return { ...publicShowOf(this.publicUrl, feed), accent: await this.colours.accentFor(feed.imagePath) };
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
    // A private show has no public page.
    if (feed.visibility === 'private') return null;
    const page = /^[1-9]\d{0,5}$/.test(rawPage ?? '') ? Number(rawPage) : 1;
    const { rows, hasMore } = await findShowEpisodesPage(this.services.db, feed.id, page, SHOW_PAGE_SIZE);
    if (rows.length === 0) return null;
    const show = await this.presented(feed);
    const pageUrl = (n: number) => (n === 1 ? show.pageUrl : `${show.pageUrl}?page=${n}`);
    const html = showPageHtml(
      show,
      rows.map((row) => publicEpisodeOf(this.publicUrl, row)),
      { newer: page > 1 ? pageUrl(page - 1) : null, older: hasMore ? pageUrl(page + 1) : null },
    );
    return { status: 200, html };
  }

  /** The episode's page, its transcript read from the VTT file published with it. */
  async episodePage(rawId: string): Promise<EpisodePageAnswer> {
    const found = await this.findEpisode(rawId);
    if (!found) return this.goneOrMissing(rawId);
    const cues = await this.transcriptCues(found.row);
    const oembed = `${absoluteUrl(this.publicUrl, publicPaths.oembed)}?url=${encodeURIComponent(found.episode.pageUrl)}&format=json`;
    return { status: 200, html: this.withBeacon(episodePageHtml(found.episode, found.show, cues, oembed), 'web') };
  }

  async embedPage(rawId: string): Promise<EpisodePageAnswer> {
    const found = await this.findEpisode(rawId);
    if (!found) return this.goneOrMissing(rawId);
    return { status: 200, html: this.withBeacon(embedHtml(found.episode, found.show), 'embed') };
  }

  /** An episode deleted with its show is gone for good (410), so search engines and apps drop it; else not found. */
  private async goneOrMissing(rawId: string): Promise<EpisodePageAnswer> {
    if (!/^\d{1,9}$/.test(rawId)) return null;
    return (await isRetiredEpisode(this.services.db, Number(rawId))) ? { status: 410, html: goneHtml() } : null;
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
      show: await this.presented(found.feed),
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
